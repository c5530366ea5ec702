import { z } from 'zod/mini';

/**
 * What a preflight checks before an export (DESIGN §1.7, "Preflight and print"). A refusal blocks
 * the export it was asked for (a text past its box always; a photo or logo under 150 ppi, or a print
 * template without bleed, for a print-ready PDF); a warning is shown and kept with the download.
 */
export const PREFLIGHT_CODES = [
  'text_overflow',
  'safe_margin',
  'low_resolution',
  'missing_bleed',
  'font_not_embeddable',
  'low_contrast',
] as const;
export type PreflightCode = (typeof PREFLIGHT_CODES)[number];
export const PREFLIGHT_SEVERITIES = ['refusal', 'warning'] as const;
export type PreflightSeverity = (typeof PREFLIGHT_SEVERITIES)[number];

/** Safe margin inside the trim, in mm: 3 mm (0.125 in is within a tenth of a millimetre of it). */
export const SAFE_MARGIN_MM = 3;
/** Effective resolution at the printed size, in pixels per inch. */
export const PRINT_PPI_GOOD = 300;
export const PRINT_PPI_MIN = 150;

export const PreflightFindingSchema = z.object({
  code: z.enum(PREFLIGHT_CODES),
  severity: z.enum(PREFLIGHT_SEVERITIES),
  /** The page it is on (from 1), or null when it concerns the whole design. */
  page: z.nullable(z.number().check(z.int(), z.positive())),
  /** The text or photo slot's name, 'logo', or null. */
  slot: z.nullable(z.string()),
  /**
   * The editor field that fixes it, as the server names fields in its 400s: `text.<slot>`,
   * `photos.<slot>`, `logo`, `classes.<class>`; null when no field of the editor fixes it.
   */
  field: z.nullable(z.string()),
  /** What is wrong, for the member ("The photo "Hero" prints at 96 ppi"). */
  message: z.string(),
  /** How to fix it ("Use a photo of at least 1,800 × 1,200 pixels, or zoom out"). */
  fix: z.string(),
});
export type PreflightFinding = z.infer<typeof PreflightFindingSchema>;
export const PreflightFindingsSchema = z.array(PreflightFindingSchema);

/** The answer of a preflight: `ok` is false while any finding is a refusal. */
export const PreflightSchema = z.object({
  ok: z.boolean(),
  findings: PreflightFindingsSchema,
});
export type Preflight = z.infer<typeof PreflightSchema>;
