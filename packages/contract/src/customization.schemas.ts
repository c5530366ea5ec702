import { z } from 'zod/mini';
import { text } from './common/fields';
import { DefaultedIdSchema } from './common/ids';

/** Spec §3: product customization record. */
export const ProductCustomizationSchema = z.object({
  id: DefaultedIdSchema,
  created_at: z.optional(z.string()),
  updated_at: z.optional(z.string()),
  user_id: text(),
  product_id: text(),
  design_huddle_project_id: text(),
  design_huddle_user_access_token: text(),
});
export const CreateCustomizationResponseSchema = z.object({ project_id: z.string(), user_token: z.string() });

export const COLOR_CLASSES = ['accent1', 'accent2', 'light1', 'light2', 'dark1', 'dark2'] as const;
const ColorSchema = z.object({ color: z.string() });

/** Spec §3: template customization: colour classes and text replacements. */
export const TemplateCustomizationSchema = z.object({
  classes: z.object(
    Object.fromEntries(COLOR_CLASSES.map((c) => [c, ColorSchema])) as Record<
      (typeof COLOR_CLASSES)[number],
      typeof ColorSchema
    >,
  ),
  text: z.object({ isp: text(), url: text(), phone: text() }),
});
export const TemplateCustomizationsSchema = z.array(TemplateCustomizationSchema);
