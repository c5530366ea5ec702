import { type Db, productCategories, products } from '@stockroom/db';
import { and, desc, eq, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
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
 * pg_trgm.word_similarity_threshold, GIN products_title_trgm_idx). Drafts are the caller's concern.
 */
export function searchConditions(filter: Pick<SearchFilter, 'search'>) {
  const query = sql`websearch_to_tsquery(${CONFIG}, ${filter.search})`;
  const term = sql`lower(${filter.search})`;
  const title = sql`lower(${products.title})`;
  const text = sql`${document} @@ ${query}`;
  const typo = sql`${term} <% ${title}`;
  return {
    text,
    typo,
    match: or(text, typo) as SQL,
    textRank: sql<number>`ts_rank(${document}, ${query})`,
    typoRank: sql<number>`word_similarity(${term}, ${title})`,
  };
}

/**
 * The product is in one of the given categories (`ids` an SQL uuid[]): its own categories, read by
 * the primary key, overlap them. One index probe per match whatever the plan; as an EXISTS, an
 * underestimated match count can make it a hash of every link of the visible categories.
 */
const inAnyCategory = (db: Db, productId: SQLWrapper, ids: SQL) =>
  sql`array(${db
    .select({ id: productCategories.category_id })
    .from(productCategories)
    .where(eq(productCategories.product_id, productId))}) && ${ids}`;

/**
 * Each half of the match reads its own GIN index and ranks its own rows: full-text matches by
 * ts_rank (title > subtitle and tags > description), typo matches by word similarity, a product
 * found by both by the better of the two. An OR of the halves made every full-text match pay for a
 * trigram comparison too, the dearest step of the search.
 */
function rankedMatches(db: Db, filter: SearchFilter) {
  const c = searchConditions(filter);
  const live = eq(products.is_draft, false);
  const half = (rank: SQL<number>, match: SQL) =>
    db
      .select({ id: products.id, title: products.title, rank: rank.as('rank') })
      .from(products)
      .where(and(live, match));
  const hits = unionAll(half(c.textRank, c.text), half(c.typoRank, c.typo)).as('hits');
  return db
    .select({ id: hits.id, title: hits.title, rank: sql<number>`max(${hits.rank})`.as('best_rank') })
    .from(hits)
    .groupBy(hits.id, hits.title)
    .as('ranked');
}

/**
 * The first `limit` matches the viewer may see (permission above 0, DESIGN §1.3), best first then by
 * title, each with its permission and the total number of matches; drafts never. The access check
 * is one index probe per distinct match; product rows and permissions are read for the `limit`
 * rows answered only.
 */
export function searchProductsQuery(db: Db, viewer: Viewer, filter: SearchFilter) {
  const ranked = rankedMatches(db, filter);
  const visible = db.$with('visible_categories').as(db.select().from(categoryPermissions(db, viewer)));
  const category = filter.categoryId && sql`${filter.categoryId.toLowerCase()}::uuid`;
  // The categories a match must be in: the member's visible ones, narrowed to the one asked for.
  const allowed = viewer.isAdmin
    ? category && sql`array[${category}]`
    : sql`array(select ${visible.category_id} from ${visible}
        where ${visible.permission} > 0 ${category ? sql`and ${visible.category_id} = ${category}` : sql``})`;
  const top = db
    .select({ id: ranked.id, rank: ranked.rank, total: sql<number>`count(*) over ()`.as('total') })
    .from(ranked)
    .where(allowed ? inAnyCategory(db, ranked.id, allowed) : undefined)
    .orderBy(desc(ranked.rank), ranked.title, ranked.id)
    .limit(filter.limit)
    .as('top');
  // A member's permission for each answered product: the highest of its categories' (DESIGN §1.3).
  const permission = viewer.isAdmin
    ? sql<number>`2`
    : sql<number>`(select max(${visible.permission}) from ${productCategories}
        join ${visible} on ${visible.category_id} = ${productCategories.category_id}
        where ${productCategories.product_id} = ${products.id})`;
  return (viewer.isAdmin ? db : db.with(visible))
    .select({
      product: products,
      permission: permission.mapWith(Number),
      total: sql<number>`${top.total}`.mapWith(Number),
    })
    .from(top)
    .innerJoin(products, eq(products.id, top.id))
    .orderBy(desc(top.rank), products.title, products.id);
}
