/**
 * Products (ROUTES.md rows 57–62): admins write them; members read the ones their groups allow
 * (DESIGN §1.3): no → 404, gated → an is_gated product's files withheld, yes → everything; drafts
 * and products in no category are for admins only.
 */
import type { ProductCreate, ProductUpdate } from '@stockroom/contract';
import type { Db } from '@stockroom/db';
import type { AppDeps } from '../../deps';
import { fieldError, notFound } from '../../errors';
import { enforceRateLimits } from '../../lib/rate-limit';
import { lockedProductIds, type Viewer } from '../access/access.service';
import { brandThumbnails } from '../rendering/brand-thumbnails.service';
import { recordInfoRequest } from '../requests/record-request.service';
import { fileSignerFor } from '../storage/file-signer';
import { requireLiveTemplate } from '../templates/templates.service';
import {
  addAssociations,
  addCategories,
  addTags,
  linksByProduct,
  removeAssociations,
  removeCategories,
  removeTags,
} from './product-links.queries';
import {
  distinctIds,
  priceColumns,
  productSlug,
  productSlugTaken,
  requireKnown,
  rethrowProductConstraint,
  withStoredFileKeys,
} from './product-rules';
import { toExtendedProduct } from './products.mapper';
import {
  countVisibleProducts,
  deleteProductRow,
  existingCategoryIds,
  existingProductIds,
  existingTagIds,
  insertProduct,
  type ProductRow,
  productWithPermission,
  refreshSearchDocument,
  updateProductRow,
} from './products.queries';
import { requireStoredSamples, sampleImagesOf } from './sample-images';

type ProductDeps = Pick<AppDeps, 'database' | 'tokens'>;
type ProductWriteDeps = Pick<AppDeps, 'database' | 'storage' | 'tokens'>;
const productNotFound = () => notFound('Product not found');

export async function getProduct(deps: ProductDeps & Pick<AppDeps, 'events'>, viewer: Viewer, id: string) {
  const db = deps.database.db;
  const found = await productWithPermission(db, viewer, id);
  if (!found || found.permission === 0 || (found.product.is_draft && !viewer.isAdmin)) throw productNotFound();
  const locked = await lockedProductIds(db, viewer, [found]);
  const [product] = await shapeProducts(deps, [{ row: found.product, withhold: locked.has(found.product.id) }], viewer);
  if (!product) throw productNotFound();
  deps.events.record({ kind: 'product_view', userId: viewer.userId, productId: product.id });
  return product;
}

type InfoDeps = Pick<AppDeps, 'config' | 'database' | 'limiter' | 'mailer' | 'tokens' | 'events'>;

/**
 * "Request more info" (DESIGN §1.3, §1.9): a member who may see the product asks the
 * administrators; it is stored as a request of type info, which e-mails them and shows in the
 * member's requests and the admins' queue. A product the member may not see is 404. Limited per member.
 */
export async function requestProductInfo(deps: InfoDeps, viewer: Viewer, id: string, message = '') {
  await enforceRateLimits(deps.limiter, [
    { key: `product-info:user:${viewer.userId}`, rule: deps.config.rateLimits.productInfoPerUser },
  ]);
  const { product } = await visibleProduct(deps, viewer, id);
  await recordInfoRequest(deps, viewer, product, message.trim());
  return { sent: true as const };
}

/**
 * Products as the contract shapes them, with their links (read for all of them at once), signed
 * file addresses and sample previews; `withhold` blanks a product's files. Call it only after the
 * access check. Without a viewer (the admin table) the products are shown as to an admin.
 */
export async function shapeProducts(
  deps: ProductDeps,
  items: { row: ProductRow; withhold: boolean }[],
  viewer?: Viewer,
) {
  const [links, inBrand] = await Promise.all([
    visibleLinks(deps, [...new Set(items.map((i) => i.row.id))], viewer),
    brandThumbnails(
      deps,
      viewer,
      items.map((i) => i.row),
    ),
  ]);
  const files = fileSignerFor(deps.tokens);
  const none = { categories: [], tags: [], associated: [], pinned: false };
  // Sample images' paths are the admins' to edit; everyone else gets their previews only.
  const withPaths = !viewer || viewer.isAdmin;
  return items.map(({ row, withhold }) => {
    const samples = sampleImagesOf(deps.tokens.secret, row, withPaths);
    const product = toExtendedProduct(row, links.get(row.id) ?? none, withhold, files, samples);
    // A template product is shown in the member's own brand (DESIGN §1.7).
    const thumbnail = inBrand.get(row.id);
    return thumbnail ? { ...product, thumbnail_url: thumbnail } : product;
  });
}

/** Products' links as the viewer may see them (every link for admins, or with no viewer). */
export const visibleLinks = (deps: Pick<AppDeps, 'database'>, productIds: string[], viewer?: Viewer) =>
  linksByProduct(deps.database.db, productIds, viewer);

export async function countProducts(deps: ProductDeps, viewer: Viewer) {
  return { count: await countVisibleProducts(deps.database.db, viewer) };
}

interface LinkChanges {
  addCategories: string[];
  removeCategories: string[];
  addTags: string[];
  removeTags: string[];
  addAssociated: string[];
  removeAssociated: string[];
  /** The body fields each list came in, for refusals. */
  fields: { categories: string; tags: string; associated: string };
}

/** Checks every id that is added, then applies removals and additions. */
async function applyLinks(db: Db, id: string, c: LinkChanges) {
  await requireKnown(db, c.addCategories, c.fields.categories, 'category', existingCategoryIds);
  await requireKnown(db, c.addTags, c.fields.tags, 'tag', existingTagIds);
  if (c.addAssociated.includes(id)) throw fieldError(c.fields.associated, 'A product cannot be associated with itself');
  await requireKnown(db, c.addAssociated, c.fields.associated, 'product', existingProductIds);
  await removeCategories(db, id, c.removeCategories);
  await removeTags(db, id, c.removeTags);
  await removeAssociations(db, id, c.removeAssociated);
  await addCategories(db, id, c.addCategories);
  await addTags(db, id, c.addTags);
  await addAssociations(db, id, c.addAssociated);
}

async function requireParent(db: Db, parent: string | null | undefined, self?: string) {
  if (!parent) return;
  if (parent.toLowerCase() === self) throw fieldError('parent_product_id', 'A product cannot be its own parent');
  await requireKnown(db, [parent.toLowerCase()], 'parent_product_id', 'product', existingProductIds);
}

/** A template sent must be a live one (DESIGN §1.7); it stays locked until the product is written. */
async function templateOf(tx: Db, sent: string | undefined) {
  return sent === undefined ? {} : { design_huddle_template_id: await requireLiveTemplate(tx, sent) };
}

export async function createProduct(deps: ProductWriteDeps, body: ProductCreate) {
  const { categories, tags, associated_products, ...sent } = body;
  const { price, ...fields } = withStoredFileKeys(sent);
  const slug = productSlug(fields.slug, fields.title);
  await requireStoredSamples(deps, fields.sample_images);
  return deps.database.db
    .transaction(async (tx) => {
      await requireParent(tx, fields.parent_product_id);
      await requireKnown(tx, distinctIds(associated_products), 'associated_products', 'product', existingProductIds);
      const template = await templateOf(tx, fields.design_huddle_template_id);
      const id = await insertProduct(tx, { ...fields, ...priceColumns(price), ...template, slug });
      if (!id) throw productSlugTaken(slug);
      await applyLinks(tx, id, {
        addCategories: distinctIds(categories.map((c) => c.category_id)),
        addTags: distinctIds(tags.map((t) => t.tag_id)),
        addAssociated: distinctIds(associated_products),
        removeCategories: [],
        removeTags: [],
        removeAssociated: [],
        fields: { categories: 'categories', tags: 'tags', associated: 'associated_products' },
      });
      await refreshSearchDocument(tx, id);
      return { id };
    })
    .catch((error) => rethrowProductConstraint(error, slug));
}

/**
 * Fields left out keep their value; the slug changes only when one is sent. Sample images sent
 * replace the list whole, in the product's one UPDATE: a reorder or a removal is never half done.
 */
export async function updateProduct(deps: ProductWriteDeps, id: string, body: ProductUpdate) {
  const {
    add_categories,
    remove_categories,
    add_tags,
    remove_tags,
    add_associated_products,
    remove_associated_products,
    ...sent
  } = body;
  const { price, ...fields } = withStoredFileKeys(sent);
  const slug = fields.slug !== undefined ? productSlug(fields.slug, fields.title ?? '') : undefined;
  const productId = id.toLowerCase();
  await requireStoredSamples(deps, fields.sample_images);
  return deps.database.db
    .transaction(async (tx) => {
      const template = await templateOf(tx, fields.design_huddle_template_id);
      const found = await updateProductRow(tx, productId, {
        ...fields,
        ...priceColumns(price),
        ...template,
        ...(slug !== undefined && { slug }),
      });
      if (!found) throw productNotFound();
      await requireParent(tx, fields.parent_product_id, productId);
      const distinct = (ids: string[], field: string) => {
        const out = distinctIds(ids);
        if (out.length !== ids.length) throw fieldError(field, 'An id is listed twice');
        return out;
      };
      await applyLinks(tx, productId, {
        addCategories: distinct(add_categories, 'add_categories'),
        removeCategories: distinctIds(remove_categories),
        addTags: distinct(add_tags, 'add_tags'),
        removeTags: distinctIds(remove_tags),
        addAssociated: distinct(add_associated_products, 'add_associated_products'),
        removeAssociated: distinctIds(remove_associated_products),
        fields: { categories: 'add_categories', tags: 'add_tags', associated: 'add_associated_products' },
      });
      await refreshSearchDocument(tx, productId);
      return { id: productId };
    })
    .catch((error) => rethrowProductConstraint(error, slug));
}

export async function deleteProduct(deps: ProductDeps, id: string) {
  if (!(await deleteProductRow(deps.database.db, id))) throw productNotFound();
  return { id };
}

/**
 * The product with the viewer's permission for it, for another module's access check: one the
 * viewer may not see (permission 0, or a draft for a member) is 404, as on the product page.
 */
export async function visibleProduct(deps: Pick<AppDeps, 'database'>, viewer: Viewer, id: string) {
  const found = await productWithPermission(deps.database.db, viewer, id);
  if (!found || found.permission === 0 || (found.product.is_draft && !viewer.isAdmin)) throw productNotFound();
  return found;
}
