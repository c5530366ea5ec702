/**
 * Campaign projects (decision 0050): one editor over a campaign's template products. The campaign's
 * slots are listed once and take one value in every piece, unless a piece overrides one; colours
 * and the logo are always shared. Each piece is an ordinary project.
 */
import { z } from 'zod/mini';
import { DateTimeSchema } from './common/fields';
import { IdSchema } from './common/ids';
import { EXPORT_FORMATS, ProjectSchema, ProjectValuesSchema, TRANSACTION_STATUSES } from './customization.schemas';
import { PreflightSchema } from './preflight.schemas';

/** More pieces than any campaign of print pieces holds; a save names at most this many. */
export const CAMPAIGN_PIECES_MAX = 100;

export const OpenCampaignProjectSchema = z.object({ product_id: IdSchema });
export const OpenCampaignProjectResponseSchema = z.object({
  campaign_project_id: IdSchema,
  /** Saving the campaign needs it in the project token header; it names the campaign project only. */
  user_token: z.string(),
});
export const CampaignProjectParamsSchema = z.object({ campaign_project_id: IdSchema });

/** The slots whose value a piece keeps for itself instead of the campaign's. */
export const SlotOverrideNamesSchema = z.object({ text: z.array(z.string()), photos: z.array(z.string()) });
export type SlotOverrideNames = z.infer<typeof SlotOverrideNamesSchema>;

/** A slot of the campaign, listed once however many pieces show it (locked ones left out). */
export const CampaignSlotSchema = z.object({
  name: z.string(),
  kind: z.enum(['text', 'photo']),
  /** The label the first piece that has the slot gives it. */
  label: z.string(),
  /** The pieces (project ids) that show it, in the campaign's order. */
  project_ids: z.array(IdSchema),
});
export type CampaignSlot = z.infer<typeof CampaignSlotSchema>;

export const CAMPAIGN_SKIP_REASONS = ['unavailable', 'locked', 'not_template', 'no_template', 'not_opened'] as const;
export type CampaignSkipReason = (typeof CAMPAIGN_SKIP_REASONS)[number];

/**
 * A product of the campaign that is not one of its pieces, and why. A product the member may not
 * see (`unavailable`) is not named: its id and title are the catalogue's to hide.
 */
export const SkippedProductSchema = z.object({
  product_id: z.nullable(IdSchema),
  product_title: z.string(),
  reason: z.enum(CAMPAIGN_SKIP_REASONS),
  message: z.string(),
});
export type SkippedProduct = z.infer<typeof SkippedProductSchema>;

export const CampaignPieceSchema = z.object({
  /** The piece as GET /api/projects/{project_id} answers it. */
  project: ProjectSchema,
  overrides: SlotOverrideNamesSchema,
});
export type CampaignPiece = z.infer<typeof CampaignPieceSchema>;

export const CampaignProjectSchema = z.object({
  id: IdSchema,
  /** The campaign product. */
  product_id: IdSchema,
  product_title: z.string(),
  /** The shared colours, texts, logo and photos. */
  values: ProjectValuesSchema,
  slots: z.array(CampaignSlotSchema),
  /** In the campaign's order of associated products. */
  pieces: z.array(CampaignPieceSchema),
  skipped: z.array(SkippedProductSchema),
  created_at: DateTimeSchema,
  updated_at: DateTimeSchema,
});
export type CampaignProject = z.infer<typeof CampaignProjectSchema>;

/** A piece's own values: each slot named here keeps this value instead of the shared one. */
export const PieceOverridesSchema = z.object({
  text: z.optional(ProjectValuesSchema.shape.text),
  photos: ProjectValuesSchema.shape.photos,
});

/**
 * A save of the whole campaign: the shared values, and each piece's overrides. A piece left out
 * keeps the overrides it has; one sent with none takes every shared value.
 */
export const CampaignProjectSaveSchema = z.object({
  values: ProjectValuesSchema,
  pieces: z._default(
    z
      .array(z.object({ project_id: IdSchema, overrides: z._default(PieceOverridesSchema, {}) }))
      .check(z.maxLength(CAMPAIGN_PIECES_MAX, `A campaign has at most ${CAMPAIGN_PIECES_MAX} pieces`)),
    [],
  ),
});
export type CampaignProjectSave = z.output<typeof CampaignProjectSaveSchema>;

/**
 * A kit's request (decision 0051): print pieces (mm or in) add a print-ready PDF, screen pieces (px)
 * a PNG a page, and an SVG a page beside it when `svg` is true.
 */
export const KitRequestSchema = z.object({ svg: z._default(z.boolean(), false) });
export type KitRequest = z.output<typeof KitRequestSchema>;

/** One file a piece adds to a kit: a print piece its print-ready PDF, a screen piece a PNG (and SVG) a page. */
export const KitFileSchema = z.object({
  format: z.enum(EXPORT_FORMATS),
  print_ready: z.boolean(),
  /** The page a PNG or SVG shows (from 1); null for a PDF, which holds every page. */
  page: z.nullable(z.number().check(z.int(), z.positive())),
});
export type KitFile = z.infer<typeof KitFileSchema>;

/** A piece's preflight within the kit: the findings of the files it adds, and whether one refuses it. */
export const KitPiecePreflightSchema = z.object({
  project_id: IdSchema,
  product_id: IdSchema,
  product_title: z.string(),
  /** `print` for a template measured in mm or in, `screen` for one in px. */
  use: z.enum(['print', 'screen']),
  files: z.array(KitFileSchema),
  /** `ok` false: a refusal leaves this piece out of the kit, and only this piece. */
  preflight: PreflightSchema,
});
export type KitPiecePreflight = z.infer<typeof KitPiecePreflightSchema>;

/** The kit's preflight, grouped by piece; `ok` is false while any piece would be left out. */
export const KitPreflightSchema = z.object({
  ok: z.boolean(),
  pieces: z.array(KitPiecePreflightSchema),
});
export type KitPreflight = z.infer<typeof KitPreflightSchema>;

export const KIT_PIECE_STATUSES = ['rendering', 'ready', 'failed', 'blocked'] as const;

/** A piece of a kit: its downloads (transactions), or why it was left out. */
export const KitPieceSchema = z.object({
  project_id: IdSchema,
  product_id: IdSchema,
  product_title: z.string(),
  use: z.enum(['print', 'screen']),
  status: z.enum(KIT_PIECE_STATUSES),
  /** Why it is not in the kit (a refusal, or a render that failed); '' otherwise. */
  message: z.string(),
  /** Its downloads, each listed under /user-assets as any download is. */
  transaction_ids: z.array(IdSchema),
});
export type KitPiece = z.infer<typeof KitPieceSchema>;

/** A campaign kit: one ZIP of every piece the member may have, made by jobs piece by piece. */
export const KitSchema = z.object({
  id: IdSchema,
  campaign_project_id: IdSchema,
  /** The campaign product. */
  product_id: IdSchema,
  product_title: z.string(),
  status: z.enum(TRANSACTION_STATUSES),
  /** 0 to 1 across the pieces while rendering. */
  progress: z.number().check(z.minimum(0), z.maximum(1)),
  error: z.string(),
  file_name: z.string(),
  size_bytes: z.number().check(z.int(), z.nonnegative()),
  /** A fresh signed address of the ZIP once ready ('' before). */
  download_url: z.string(),
  svg: z.boolean(),
  /** Every piece of the campaign project when the kit was asked for, in the campaign's order. */
  pieces: z.array(KitPieceSchema),
  /** The campaign's products that were no piece then, and why (as the campaign project lists them). */
  skipped: z.array(SkippedProductSchema),
  created_at: DateTimeSchema,
});
export type Kit = z.infer<typeof KitSchema>;
export const KitsSchema = z.array(KitSchema);
export const KitParamsSchema = z.object({ kit_id: IdSchema });
