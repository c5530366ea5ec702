/**
 * The member catalogue (ROUTES.md rows 22, 28, 34, 37, 38) under DESIGN §1.3: a category or product
 * the viewer may not see is absent (404); a gated viewer sees an is_gated product with its files
 * withheld unless a live subscription unlocks it; drafts are for admins only. Sections keep pinned products first, then the newest.
 */
import { CATEGORY_PAGE_SIZE_DEFAULT, type Product, type UserProductsQuery } from '@stockroom/contract';
import type { Db } from '@stockroom/db';
import type { AppDeps } from '../../deps';
import { notFound } from '../../errors';
import { lockedProductIds, type Viewer } from '../access/access.service';
import { tagsWithLinks } from '../catalogue/tags.service';
import { visibleLinks } from '../products/products.service';
import { brandThumbnails } from '../rendering/brand-thumbnails.service';
import { searchMatch } from '../search/search.service';
import { fileSignerFor } from '../storage/file-signer';
import { type ListedProduct, toMemberProduct, toSection } from './member-catalogue.mapper';
import { categoryTagRows, newestProductRows, publicProductRow } from './member-products.queries';
import { sectionProducts, taggedCount } from './section-products.queries';
import { visibleCategories } from './sections.queries';

type CatalogueDeps = Pick<AppDeps, 'database' | 'tokens'>;
const categoryNotFound = () => notFound('Category not found');
const pages = (total: number, size: number) => Math.ceil(total / size);

/** After the access check: the viewer's permission is on each item. */
async function toProducts(deps: CatalogueDeps, viewer: Viewer, items: ListedProduct[]): Promise<Product[]> {
  const [links, inBrand, locked] = await Promise.all([
    visibleLinks(deps, [...new Set(items.map((i) => i.product.id))], viewer),
    brandThumbnails(
      deps,
      viewer,
      items.map((i) => i.product),
    ),
    lockedProductIds(deps.database.db, viewer, items),
  ]);
  const files = fileSignerFor(deps.tokens);
  return items.map((item) => {
    const product = toMemberProduct(item, links.get(item.product.id), locked.has(item.product.id), files);
    // In the member's brand for a template product (DESIGN §1.7); the object is this list's own.
    const thumbnail = inBrand.get(item.product.id);
    if (thumbnail) product.thumbnail_url = thumbnail;
    return product;
  });
}

/**
 * One section per category the viewer may see, in landing order, each with its first `limit`
 * products. A category with no product for the viewer still has its (empty) section.
 */
export async function landingSections(deps: CatalogueDeps, viewer: Viewer, limit: number) {
  const db = deps.database.db;
  const cats = await visibleCategories(db, viewer);
  const filter = { categoryIds: cats.map((c) => c.id) };
  const rows = await sectionProducts(db, viewer, filter, 0, limit);
  const products = await toProducts(deps, viewer, rows);
  const byCategory = new Map(cats.map((c) => [c.id, [] as Product[]]));
  rows.forEach((row, i) => {
    const product = products[i];
    if (product) byCategory.get(row.category_id)?.push(product);
  });
  return cats.map((c) => toSection(c, byCategory.get(c.id) ?? [], pages(c.product_count, CATEGORY_PAGE_SIZE_DEFAULT)));
}

async function requireCategory(db: Db, viewer: Viewer, slug: string) {
  const [category] = await visibleCategories(db, viewer, slug);
  if (!category) throw categoryNotFound();
  return category;
}

interface PageQuery {
  page: number;
  page_size: number;
  tag?: string;
}

export async function categoryPage(deps: CatalogueDeps, viewer: Viewer, slug: string, query: PageQuery) {
  const db = deps.database.db;
  const category = await requireCategory(db, viewer, slug);
  const filter = { categoryIds: [category.id], tagId: query.tag?.toLowerCase() };
  const offset = (query.page - 1) * query.page_size;
  const [rows, total] = await Promise.all([
    sectionProducts(db, viewer, filter, offset, query.page_size),
    filter.tagId === undefined ? category.product_count : taggedCount(db, viewer, category.id, filter.tagId),
  ]);
  return toSection(category, await toProducts(deps, viewer, rows), pages(total, query.page_size));
}

export async function categoryTitle(deps: CatalogueDeps, viewer: Viewer, slug: string) {
  const category = await requireCategory(deps.database.db, viewer, slug);
  return { category_title: category.name, tag_title: '' };
}

export async function categoryTags(deps: CatalogueDeps, viewer: Viewer, slug: string) {
  const db = deps.database.db;
  const category = await requireCategory(db, viewer, slug);
  return tagsWithLinks(db, await categoryTagRows(db, viewer, category.id));
}

const NOBODY = '00000000-0000-0000-0000-000000000000';

/** For shared links, without a token: published, non-gated products in a live category only. */
export async function publicProduct(deps: CatalogueDeps & Pick<AppDeps, 'events'>, id: string) {
  const db = deps.database.db;
  const row = await publicProductRow(db, id.toLowerCase());
  if (!row) throw notFound('Product not found');
  // Nobody is signed in: a viewer in no group, for whom no category, tag or linked product exists.
  const [product] = await toProducts(deps, { userId: NOBODY, isAdmin: false }, [
    { product: row, permission: 2, pinned: false },
  ]);
  if (!product) throw notFound('Product not found');
  // A shared link's visitor is nobody we know: the view counts for the product, not for a member.
  deps.events.record({ kind: 'product_view', userId: null, productId: product.id });
  return product;
}

/** The newest products the viewer may see, optionally matching a search as GET /api/search
 * matches; `count` is the total. */
export async function userProducts(
  deps: CatalogueDeps & Pick<AppDeps, 'events'>,
  viewer: Viewer,
  query: UserProductsQuery,
) {
  const db = deps.database.db;
  const search = query.search?.trim();
  const rows = await newestProductRows(db, viewer, query.limit, search ? searchMatch(search) : undefined);
  const products = await toProducts(
    deps,
    viewer,
    rows.map((r) => ({ product: r.product, permission: r.permission, pinned: false })),
  );
  const count = rows[0]?.total ?? 0;
  if (search) deps.events.record({ kind: 'search', userId: viewer.userId, searchQuery: search, searchResults: count });
  return { count, products };
}
