import { z } from 'zod/mini';
import { DateTimeSchema } from './common/fields';
import { IdSchema } from './common/ids';
import { COLOR_CLASSES, PAGE_UNITS, TemplateDocumentSchema } from './templates/document';
import { SlotSettingsSchema, TemplateSlotsSchema } from './templates/slots';

/** Caps on an uploaded template (DESIGN §1.7): the body limit leaves room for the JSON around it. */
export const TEMPLATE_SVG_MAX_BYTES = 900 * 1024;
export const TEMPLATE_MAX_ELEMENTS = 5000;
export const TEMPLATE_NAME_MAX = 120;

const name = z.string().check(z.trim(), z.minLength(1, 'Enter a name'), z.maxLength(TEMPLATE_NAME_MAX));
const svg = z
  .string()
  .check(
    z.minLength(1, 'Choose an SVG file'),
    z.maxLength(TEMPLATE_SVG_MAX_BYTES, `An SVG template is at most ${TEMPLATE_SVG_MAX_BYTES / 1024} KB`),
  );

/** Upload a template: its name and the SVG document's text; the server sanitizes it (400 lists what it refused). */
export const TemplateCreateSchema = z.object({ name, svg });
/**
 * Rename a template, replace its SVG (its version goes up; members' projects keep their colours and
 * texts), or lock, unlock and relabel its slots (by slot name; a slot left out keeps its settings).
 */
export const TemplateUpdateSchema = z.object({
  name: z.optional(name),
  svg: z.optional(svg),
  slots: z.optional(SlotSettingsSchema),
});

export const TemplateProductSchema = z.object({ id: IdSchema, title: z.string() });

export const TemplateSummarySchema = z.object({
  id: IdSchema,
  name: z.string(),
  /** Goes up each time the SVG is replaced; renders are cached per version. */
  version: z.number().check(z.int(), z.positive()),
  width: z.number(),
  height: z.number(),
  unit: z.enum(PAGE_UNITS),
  bleed: z.number(),
  page_names: z.array(z.string()),
  classes: z.array(z.enum(COLOR_CLASSES)),
  /** Colour classes painted on text, whose contrast the editor checks against the others. */
  text_classes: z.array(z.enum(COLOR_CLASSES)),
  placeholders: z.array(z.string()),
  has_logo_slot: z.boolean(),
  size_bytes: z.number().check(z.int(), z.nonnegative()),
  element_count: z.number().check(z.int(), z.nonnegative()),
  /** Products whose design_huddle_template_id is this template. */
  products: z.array(TemplateProductSchema),
  /** The first page in neutral colours, as a data-free address the admin screen shows. */
  preview_url: z.string(),
  created_at: DateTimeSchema,
  updated_at: DateTimeSchema,
});
export type TemplateSummary = z.infer<typeof TemplateSummarySchema>;

export const TemplateSchema = z.extend(TemplateSummarySchema, {
  document: TemplateDocumentSchema,
  /** Its text and photo slots, with the admin's locks and labels. */
  slots: TemplateSlotsSchema,
  /** The admin's settings per slot name. */
  slot_settings: SlotSettingsSchema,
  /** The sanitized SVG as stored, for the admin to download and edit elsewhere. */
  svg: z.string(),
});
export type Template = z.infer<typeof TemplateSchema>;
export const TemplatesSchema = z.array(TemplateSummarySchema);
