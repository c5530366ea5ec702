import { z } from 'zod/mini';
import { DateTimeSchema, text } from './common/fields';
import { DefaultedIdSchema, IdSchema } from './common/ids';
import { PreflightFindingsSchema } from './preflight.schemas';
import { COLOR_CLASSES, TemplateDocumentSchema } from './templates/document';
import { PHOTO_ZOOM_MAX } from './templates/photo-placement';
import { TemplateSlotsSchema } from './templates/slots';

/** A photo a project uses: its size in pixels and a short-lived address of its preview copy. */
export const ProjectPhotoSchema = z.object({
  id: IdSchema,
  width: z.number(),
  height: z.number(),
  preview_url: z.string(),
});
export type ProjectPhoto = z.infer<typeof ProjectPhotoSchema>;

/** Spec §3: product customization record. Our project id and a token scoped to it (DESIGN §1.7). */
export const ProductCustomizationSchema = z.object({
  id: DefaultedIdSchema,
  created_at: z.optional(z.string()),
  updated_at: z.optional(z.string()),
  user_id: text(),
  product_id: text(),
  design_huddle_project_id: text(),
  design_huddle_user_access_token: text(),
});
export type ProductCustomization = z.infer<typeof ProductCustomizationSchema>;
export const ProductCustomizationsSchema = z.array(ProductCustomizationSchema);
export const OpenCustomizationSchema = z.object({ product_id: IdSchema });
export const CreateCustomizationResponseSchema = z.object({ project_id: z.string(), user_token: z.string() });
export const CustomizedProductParamsSchema = z.object({ product_id: IdSchema });

export { COLOR_CLASSES };
export const HEX_COLOR_PATTERN = /^#[0-9a-fA-F]{6}$/;
const HexColorSchema = z.string().check(z.regex(HEX_COLOR_PATTERN, 'Enter a colour as #rrggbb, for example #1a73e8'));
const ColorSchema = z.object({ color: HexColorSchema });

/** Long enough for a letter's body copy; each box's fit is the real limit. */
export const THEME_TEXT_MAX = 2000;
export const THEME_NAME_MAX = 80;
const PlaceholderNameSchema = z
  .string()
  .check(z.regex(/^[a-z][a-z0-9_]{0,39}$/, 'A placeholder name is a-z, 0-9 and _'));
const ThemeTextSchema = z.record(
  PlaceholderNameSchema,
  z.string().check(z.maxLength(THEME_TEXT_MAX, `A text is at most ${THEME_TEXT_MAX} characters`)),
);

/** Spec §3's colour classes, each with a colour. */
export const ThemeColorsSchema = z.object(
  Object.fromEntries(COLOR_CLASSES.map((c) => [c, ColorSchema])) as Record<
    (typeof COLOR_CLASSES)[number],
    typeof ColorSchema
  >,
);
export type ThemeColors = z.infer<typeof ThemeColorsSchema>;

/**
 * Spec §3: template customization, one saved theme: colour classes and text replacements (isp,
 * url, phone and any other placeholder). The first of the list is made from the member's brand
 * (`source: 'brand'`, id all zeros); the others are the member's own.
 */
export const TemplateCustomizationSchema = z.object({
  id: DefaultedIdSchema,
  name: z.string(),
  source: z.enum(['brand', 'saved']),
  classes: ThemeColorsSchema,
  text: ThemeTextSchema,
});
export type TemplateCustomization = z.infer<typeof TemplateCustomizationSchema>;
export const TemplateCustomizationsSchema = z.array(TemplateCustomizationSchema);
const themeName = z.string().check(z.trim(), z.minLength(1, 'Enter a name'), z.maxLength(THEME_NAME_MAX));
export const ThemeCreateSchema = z.object({ name: themeName, classes: ThemeColorsSchema, text: ThemeTextSchema });
export const ThemeUpdateSchema = z.object({
  name: z.optional(themeName),
  classes: z.optional(ThemeColorsSchema),
  text: z.optional(ThemeTextSchema),
});

/**
 * A photo in a photo slot: one of the member's photos ('' keeps the template's own), and where it
 * sits in the frame (decision 0024): any zoom and position in range keeps the frame covered.
 */
export const PhotoValueSchema = z.object({
  photo_id: z
    .string()
    .check(
      z.regex(
        /^$|^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/,
        'Choose one of your photos',
      ),
    ),
  zoom: z
    .number()
    .check(z.minimum(1, 'Zoom is at least 1'), z.maximum(PHOTO_ZOOM_MAX, `Zoom is at most ${PHOTO_ZOOM_MAX}`)),
  x: z.number().check(z.minimum(0), z.maximum(1)),
  y: z.number().check(z.minimum(0), z.maximum(1)),
});
export type PhotoValue = z.infer<typeof PhotoValueSchema>;

/** What a member changed in a project: colours, texts (by slot), the logo (a brand image address, or '') and photos. */
export const ProjectValuesSchema = z.object({
  classes: ThemeColorsSchema,
  text: ThemeTextSchema,
  logo: z.string().check(z.maxLength(300)),
  /** Photo slot → its photo; projects saved before photo slots have none. */
  photos: z.optional(z.record(PlaceholderNameSchema, PhotoValueSchema)),
});
export type ProjectValues = z.infer<typeof ProjectValuesSchema>;

/** A member's project: one template product in their colours and texts. */
export const ProjectSchema = z.object({
  id: IdSchema,
  user_id: IdSchema,
  product_id: IdSchema,
  product_title: z.string(),
  product_slug: z.string(),
  template_id: IdSchema,
  template_version: z.number().check(z.int(), z.positive()),
  template_name: z.string(),
  text_classes: z.array(z.enum(COLOR_CLASSES)),
  placeholders: z.array(z.string()),
  has_logo_slot: z.boolean(),
  /** What the member may change, with the admin's locks and labels. */
  slots: TemplateSlotsSchema,
  document: TemplateDocumentSchema,
  values: ProjectValuesSchema,
  /** The member's photos the values use, with their addresses for the preview. */
  photos: z.array(ProjectPhotoSchema),
  created_at: DateTimeSchema,
  updated_at: DateTimeSchema,
});
export type Project = z.infer<typeof ProjectSchema>;
export const ProjectIdParamsSchema = z.object({ project_id: IdSchema });
/** Saving and exporting carry the project's `user_token` in this header. */
export const PROJECT_TOKEN_HEADER = 'x-project-token';
export const ProjectTokenHeadersSchema = z.object({
  [PROJECT_TOKEN_HEADER]: z.string().check(z.minLength(1, 'The project token is missing')),
});

/** A project in a list (/user-assets, the admin's assets): a thumbnail in its current colours. */
export const ProjectSummarySchema = z.object({
  id: IdSchema,
  user_id: IdSchema,
  user_name: z.string(),
  user_email: z.string(),
  product_id: IdSchema,
  product_title: z.string(),
  template_id: IdSchema,
  /** A PNG of the first page in the project's current colours and texts. */
  thumbnail_url: z.string(),
  download_count: z.number().check(z.int(), z.nonnegative()),
  last_downloaded_at: z.nullable(DateTimeSchema),
  created_at: DateTimeSchema,
  updated_at: DateTimeSchema,
});
export type ProjectSummary = z.infer<typeof ProjectSummarySchema>;
export const ProjectSummariesSchema = z.array(ProjectSummarySchema);
export const AdminAssetsQuerySchema = z.object({
  page_size: z._default(z.coerce.number().check(z.int(), z.positive(), z.maximum(100)), 20),
  page: z._default(z.coerce.number().check(z.int(), z.positive()), 1),
  user_id: z.optional(IdSchema),
  product_id: z.optional(IdSchema),
});
export const AdminAssetsPageSchema = z.object({
  count: z.number().check(z.int(), z.nonnegative()),
  dataset: z.array(ProjectSummarySchema),
});

export const EXPORT_FORMATS = ['png', 'pdf', 'svg'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
export const PNG_MAX_WIDTH = 6000;
/**
 * An export. PNG and SVG are one page (`page`, from 1); a PDF holds every page. PNG takes a
 * `width` in pixels or a `scale` of the page's size at 96 px per inch; with neither, a print
 * template (mm or in) is drawn at 300 dpi at its trim size (2550 × 3300 for US Letter) and a
 * screen template (px) at 2×, both within `PNG_MAX_WIDTH` and 64 million pixels (the largest size
 * allowed, in the page's shape, when 300 dpi is more). `print_ready` (PDF of a print template only)
 * adds the bleed, crop marks, TrimBox/BleedBox and CMYK theme colours.
 */
export const ExportRequestSchema = z.object({
  format: z.enum(EXPORT_FORMATS),
  page: z._default(z.number().check(z.int(), z.positive()), 1),
  width: z.optional(z.number().check(z.int(), z.minimum(16), z.maximum(PNG_MAX_WIDTH))),
  scale: z.optional(z.number().check(z.minimum(0.1), z.maximum(8))),
  print_ready: z._default(z.boolean(), false),
  /** SVG only: the text drawn as outlines (paths) instead of text in the embedded font subsets. */
  outlines: z.optional(z.boolean()),
});
export type ExportRequest = z.infer<typeof ExportRequestSchema>;

export const TRANSACTION_STATUSES = ['rendering', 'ready', 'failed'] as const;
/** A download (DESIGN §1.7): who, which product and project, the format, the file and when. */
export const TransactionSchema = z.object({
  id: IdSchema,
  user_id: IdSchema,
  product_id: IdSchema,
  product_title: z.string(),
  project_id: IdSchema,
  format: z.enum(EXPORT_FORMATS),
  print_ready: z.boolean(),
  page: z.nullable(z.number()),
  status: z.enum(TRANSACTION_STATUSES),
  /** 0 to 1 while rendering. */
  progress: z.number().check(z.minimum(0), z.maximum(1)),
  /** Why a render failed, for the member to read. */
  error: z.string(),
  file_name: z.string(),
  size_bytes: z.number().check(z.int(), z.nonnegative()),
  /** A fresh signed address once ready ('' before). */
  download_url: z.string(),
  /** The preflight's findings when the export was made (warnings only: a refusal stops an export). */
  preflight: PreflightFindingsSchema,
  created_at: DateTimeSchema,
});
export type Transaction = z.infer<typeof TransactionSchema>;
export const TransactionsSchema = z.array(TransactionSchema);
export const TransactionParamsSchema = z.object({ transaction_id: IdSchema });
export const TransactionsQuerySchema = z.object({
  product_id: z.optional(IdSchema),
  limit: z._default(z.coerce.number().check(z.int(), z.positive(), z.maximum(200)), 50),
});
