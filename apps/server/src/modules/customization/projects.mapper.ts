import {
  type ColorClass,
  type Project,
  type ProjectPhoto,
  type ProjectSummary,
  type ProjectValues,
  type SlotSettings,
  type TemplateDocument,
  templateFeatures,
  templateSlots,
} from '@stockroom/contract';
import type { TokenService } from '../../lib/tokens';
import { projectThumbnailAddress } from '../rendering/thumbnails.service';
import type { ProductRow } from './project-access';
import type { ProjectRow, ProjectSummaryRow } from './projects.queries';
import type { TemplateRow } from './templates-lookup.queries';

export const documentOf = (template: TemplateRow) => template.document as TemplateDocument;

/** A project as the editor reads it: the template's current document and the values the member chose. */
export function toProject(
  project: ProjectRow,
  product: ProductRow,
  template: TemplateRow,
  values: ProjectValues,
  photos: ProjectPhoto[],
): Project {
  const document = documentOf(template);
  const features = templateFeatures(document);
  return {
    id: project.id,
    user_id: project.user_id,
    product_id: product.id,
    product_title: product.title,
    product_slug: product.slug,
    template_id: template.id,
    template_version: template.version,
    template_name: template.name,
    text_classes: features.text_classes as ColorClass[],
    placeholders: features.placeholders,
    has_logo_slot: features.has_logo_slot,
    slots: templateSlots(document, (template.slot_settings ?? {}) as SlotSettings),
    document,
    values,
    photos,
    created_at: project.created_at.toISOString(),
    updated_at: project.updated_at.toISOString(),
  };
}

const fullName = (row: ProjectSummaryRow) => `${row.first_name} ${row.last_name}`.trim() || row.username;

export const toProjectSummary = (
  deps: { tokens: Pick<TokenService, 'secret'> },
  row: ProjectSummaryRow,
): ProjectSummary => ({
  id: row.id,
  user_id: row.user_id,
  user_name: fullName(row),
  user_email: row.email,
  product_id: row.product_id,
  product_title: row.product_title,
  template_id: row.template_id,
  thumbnail_url: projectThumbnailAddress(deps, {
    id: row.id,
    updated_at: row.updated_at,
    template_version: row.template_version,
  }),
  download_count: row.download_count,
  last_downloaded_at: row.last_downloaded_at?.toISOString() ?? null,
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
});
