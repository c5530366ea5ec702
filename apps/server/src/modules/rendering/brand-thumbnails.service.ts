/**
 * The catalogue in the member's own brand (DESIGN §1.7): a template product's thumbnail becomes
 * the address of its first page in the member's brand. Only an address: the picture is rendered
 * by the first browser that asks for it, then kept (thumbnails.render.ts), so listing pages do no
 * rendering and at most one small read (the member's brand and the templates' versions).
 */
import type { AppDeps } from '../../deps';
import type { Viewer } from '../access/access.service';
import { brandAndTemplateVersions } from './thumbnails.queries';
import { brandThumbnailAddress } from './thumbnails.service';

interface TemplateProduct {
  id: string;
  product_type: string;
  design_huddle_template_id: string;
}

/** Product id → its thumbnail in the viewer's brand; empty for admins and members without a brand. */
export async function brandThumbnails(
  deps: Pick<AppDeps, 'database' | 'tokens'>,
  viewer: Viewer | undefined,
  products: readonly TemplateProduct[],
): Promise<Map<string, string>> {
  const addresses = new Map<string, string>();
  // Admins see the catalogue as everyone's; without a viewer (a shared link) there is no brand.
  if (!viewer || viewer.isAdmin) return addresses;
  const templated = products.filter((p) => p.product_type === 'template' && p.design_huddle_template_id);
  if (templated.length === 0) return addresses;
  const rows = await brandAndTemplateVersions(
    deps.database.db,
    viewer.userId,
    templated.map((p) => p.design_huddle_template_id),
  );
  const byTemplate = new Map(rows.map((row) => [row.template_id, row]));
  for (const product of templated) {
    const row = byTemplate.get(product.design_huddle_template_id.toLowerCase());
    if (!row) continue;
    addresses.set(
      product.id,
      brandThumbnailAddress(
        deps,
        { id: row.template_id, version: row.version },
        { id: row.brand_id, updated_at: row.brand_updated_at },
      ),
    );
  }
  return addresses;
}
