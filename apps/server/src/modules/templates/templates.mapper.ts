import {
  type RouteResponseInput,
  type SlotSettings,
  type TemplateDocument,
  templateFeatures,
  type templateRoutes,
  templateSlots,
} from '@stockroom/contract';
import type { TemplateProductRow, TemplateRow } from './templates.queries';

export type TemplateAnswer = RouteResponseInput<typeof templateRoutes.get>;
export type TemplateSummaryAnswer = Omit<TemplateAnswer, 'document' | 'svg' | 'slots' | 'slot_settings'>;

/** A template as the admin list shows it: its size, pages, what it uses, and who uses it. */
export function toTemplateSummary(
  row: TemplateRow,
  products: TemplateProductRow[],
  previewUrl: string,
): TemplateSummaryAnswer {
  const document = row.document as TemplateDocument;
  return {
    id: row.id,
    name: row.name,
    version: row.version,
    width: document.width,
    height: document.height,
    unit: document.unit,
    bleed: document.bleed,
    page_names: document.pages.map((page) => page.name),
    ...templateFeatures(document),
    size_bytes: row.size_bytes,
    element_count: row.element_count,
    products: products.map((p) => ({ id: p.id, title: p.title })),
    preview_url: previewUrl,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  } as TemplateSummaryAnswer;
}

export const toTemplate = (row: TemplateRow, products: TemplateProductRow[], previewUrl: string): TemplateAnswer => ({
  ...toTemplateSummary(row, products, previewUrl),
  document: row.document as TemplateDocument,
  slots: templateSlots(row.document as TemplateDocument, settingsOf(row)),
  slot_settings: settingsOf(row),
  svg: row.svg,
});

export const settingsOf = (row: TemplateRow) => (row.slot_settings ?? {}) as SlotSettings;

/** Products per template id. */
export function productsByTemplate(rows: TemplateProductRow[]) {
  const byTemplate = new Map<string, TemplateProductRow[]>();
  for (const row of rows) byTemplate.set(row.template_id, [...(byTemplate.get(row.template_id) ?? []), row]);
  return byTemplate;
}
