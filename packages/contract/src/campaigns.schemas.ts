/**
 * Campaign projects (decision 0050): one editor over a campaign's template products. The campaign's
 * slots are listed once and take one value in every piece, unless a piece overrides one; colours
 * and the logo are always shared. Each piece is an ordinary project.
 */
import { z } from 'zod/mini';
import { DateTimeSchema } from './common/fields';
import { IdSchema } from './common/ids';
import { ProjectSchema, ProjectValuesSchema } from './customization.schemas';

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
