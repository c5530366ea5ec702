import { type Db, productCategories, products } from '@stockroom/db';
import { and, desc, eq, exists, gt, or, type SQL, sql } from 'drizzle-orm';
import { categoryPermissions, type Viewer } from '../access/access.service';

/** The text search configuration of `product_search_document()` (migration 0003_search); keep them equal. */
const CONFIG = sql.raw(`'english'::regconfig`);
/** products.search_document lives outside the drizzle schema (added by migration 0003_search). */
const document = sql`${products}.search_document`;

export interface SearchFilter {
  search: string;
  limit: number;
  categoryId?: string | undefined;
}

/**
 * Matches: the weighted document against the words (GIN products_search_document_idx), or the
 * title close enough to the words for a typo (`<%`, word similarity above
 * pg_trgm.word_similarity_threshold, GIN products_title_trgm_idx). Drafts never match.
 */
export function searchConditions(filter: SearchFilter) {
  const query = sql`websearch_to_tsquery(${CONFIG}, ${filter.search})`;
  const term = sql`lower(${filter.search})`;
  const title = sql`lower(${products.title})`;
  const match = or(sql`${document} @@ ${query}`, sql`${term} <% ${title}`) as SQL;
  const inCategory = (db: Db, categoryId: string) =>
    exists(
      db
        .select({ one: sql`1` })
        .from(productCategories)
        .where(and(eq(productCategories.product_id, products.id), eq(productCategories.category_id, categoryId))),
    );
  return {
    match,
    rank: sql<number>`greatest(ts_rank(${document}, ${query}), word_similarity(${term}, ${title}))`,
    where: (db: Db) =>
      and(
        eq(products.is_draft, false),
        match,
        filter.categoryId ? inCategory(db, filter.categoryId.toLowerCase()) : undefined,
      ),
  };
}

/**
 * The first `limit` matches the viewer may see (permission above 0), best first then by title, each
 * with its permission and the total number of matches.
 */
export function searchProductsQuery(db: Db, viewer: Viewer, filter: SearchFilter) {
  const { rank, where } = searchConditions(filter);
  const total = sql<number>`count(*) over ()`.mapWith(Number);
  const order = [desc(rank), products.title, products.id];
  if (viewer.isAdmin) {
    // Admins see every product at 2: no permission join, so nothing but the indexes is read.
    return db
      .select({ product: products, permission: sql<number>`2`.mapWith(Number), total })
      .from(products)
      .where(where(db))
      .orderBy(...order)
      .limit(filter.limit);
  }
  // A member's permission for each match: the highest of its categories' (DESIGN §1.3), as
  // productPermissions computes it, but grouped over the matches alone so that the GIN indexes
  // drive the plan rather than a permission for every product.
  const cp = categoryPermissions(db, viewer);
  const permission = sql<number>`max(${cp.permission})`.mapWith(Number);
  return db
    .select({ product: products, permission, total })
    .from(products)
    .innerJoin(productCategories, eq(productCategories.product_id, products.id))
    .innerJoin(cp, eq(cp.category_id, productCategories.category_id))
    .where(where(db))
    .groupBy(products.id)
    .having(gt(sql`max(${cp.permission})`, 0))
    .orderBy(...order)
    .limit(filter.limit);
}
