import type { TemplateDocument } from '@stockroom/contract';
import { brands, templates, users } from '@stockroom/db';
import { eq } from 'drizzle-orm';
import type { Catalogue } from './member-catalogue';

/** A square post whose top band is the brand's first accent colour: a thumbnail shows the brand at a glance. */
export const ACCENT_BAND_POST: TemplateDocument = {
  width: 1080,
  height: 1080,
  unit: 'px',
  bleed: 0,
  view_box: [0, 0, 1080, 1080],
  defs: [],
  pages: [
    {
      name: 'Post',
      nodes: [{ name: 'rect', attrs: { class: 'accent1', width: '1080', height: '400' }, children: [] }],
    },
  ],
};

/**
 * A published template product in category alpha, and a brand of the catalogue's member with full
 * access (`access-yes`): what a thumbnail in the member's brand is drawn from.
 */
export async function templateInMemberBrand(
  c: Catalogue,
  input: { title: string; document: TemplateDocument; brand: string; thumbnail?: string },
) {
  const [template] = await c.db
    .insert(templates)
    .values({ name: input.title, svg: '<svg/>', document: input.document, size_bytes: 6, element_count: 1 })
    .returning();
  const productId = await c.product(
    {
      title: input.title,
      product_type: 'template',
      design_huddle_template_id: template!.id,
      ...(input.thumbnail && { thumbnail: input.thumbnail }),
    },
    [c.cat.alpha],
  );
  const [brand] = await c.db
    .insert(brands)
    .values({ values: { name: input.brand, accent1: '#2e7d32' } })
    .returning();
  const [member] = await c.db
    .update(users)
    .set({ brand_id: brand!.id })
    .where(eq(users.username, 'access-yes'))
    .returning();
  return { templateId: template!.id, productId, brandId: brand!.id, memberId: member!.id };
}
