import { type Db, products } from '@stockroom/db';
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import {
  preparedPerViewer,
  productPermissionIn,
  type Viewer,
  visibleCategoriesCte,
  visibleIdsIn,
} from '../access/access.service';

/** The text search configuration of `product_search_document()` (migration 0003_search); keep them equal. */
const CONFIG = sql.raw(`'english'::regconfig`);
/** Columns kept by migrations outside the drizzle schema: the weighted document and the category ids. */
const document = sql`${products}.search_document`;
const categoryIds = sql`${products}.category_ids`;
type VisibleCategories = ReturnType<typeof visibleCategoriesCte>;

/** The first tier of searchProductsQuery whose matches needed a word corrected. */
export const CORRECTED_TIER = 2;

export interface SearchFilter {
  search: string;
  limit: number;
  /** Matches to pass over before the first one answered. */
  offset?: number;
  categoryId?: string | null | undefined;
}

/**
 * The words of a search, once per statement: `exact` as typed (websearch syntax) and `typo` the
 * queries of product_search_queries (migration 0007): every word as typed, completed as a prefix
 * (the last one) or corrected within its allowed edits (`matches`), and the narrower `prefixed` and
 * `one_edit` that rank a match.
 */
const wordsOf = (search: string) =>
  sql`(select websearch_to_tsquery(${CONFIG}, ${search}) as exact) as words, product_search_queries(${search}) as typo`;
/** The words as typed or any of their completions and corrections (as typed alone when no word has a lexeme). */
const widenedWords = sql`exact || coalesce(typo.matches, exact)`;

/**
 * The condition a product meets to match the words, as GET /api/search matches (drafts aside): a
 * scalar subquery, computed once per statement rather than once per row, against the GIN index
 * products_search_document_idx.
 */
export const searchMatch = (search: string) => sql`${document} @@ (select ${widenedWords} from ${wordsOf(search)})`;

/** The words of one search for ranking. Referenced more than once, the CTE is not inlined. */
function searchWords(db: Db, search: string) {
  return db
    .$with('search_words', {
      exact: sql`exact`,
      prefixed: sql`prefixed`,
      one_edit: sql`one_edit`,
      widened: sql`widened`,
    })
    .as(
      sql`select exact, coalesce(typo.prefixed, exact) as prefixed, coalesce(typo.one_edit, exact) as one_edit,
        ${widenedWords} as widened from ${wordsOf(search)}`,
    );
}

/**
 * Whether a product with the category ids `ids` is one the viewer may see, in the category asked for
 * (any when NULL). Written for a NULL category so that one prepared statement serves both.
 */
function categoriesAllowed(
  viewer: Viewer,
  visible: VisibleCategories,
  ids: SQL,
  categoryId: SearchFilter['categoryId'],
) {
  const category = sql`${categoryId ?? null}::uuid`;
  return viewer.isAdmin
    ? sql`(${category} is null or ${ids} && array[${category}])`
    : sql`${ids} && ${visibleIdsIn(visible, sql`(${category} is null or ${visible.category_id} = ${category})`)}`;
}

/**
 * The products the viewer may see (permission above 0, DESIGN §1.3) that match the words, drafts
 * never, in the category asked for (any when NULL). The access check reads the category ids on the
 * product row the index led to.
 */
function visibleMatch(viewer: Viewer, filter: SearchFilter, widened: SQL, visible: VisibleCategories) {
  const allowed = categoriesAllowed(viewer, visible, categoryIds, filter.categoryId);
  return and(eq(products.is_draft, false), sql`${document} @@ ${widened}`, allowed);
}

/**
 * The first `limit` matches after `offset`, best first then by title, each with its permission and
 * the total number of matches; product rows and permissions are read for the rows answered only.
 * Best first (DESIGN §1.12): the words as typed, then completed as a prefix, then corrected by one
 * edit, then by two; within each, ts_rank over the weighted document (title > subtitle and tags >
 * description).
 */
export function searchProductsQuery(db: Db, viewer: Viewer, filter: SearchFilter) {
  const words = searchWords(db, filter.search);
  const exact = sql`(select exact from ${words})`;
  const prefixed = sql`(select prefixed from ${words})`;
  const oneEdit = sql`(select one_edit from ${words})`;
  const widened = sql`(select widened from ${words})`;
  const tier = sql<number>`case when ${document} @@ ${exact} then 0 when ${document} @@ ${prefixed} then 1
    when ${document} @@ ${oneEdit} then 2 else 3 end`;
  // Every match of a tier is ranked against the same query, so the weight ts_rank gives a word
  // spelt several ways (divided by their number) orders them alike.
  const rank = sql<number>`ts_rank(${document}, case when ${document} @@ ${exact} then ${exact} else ${widened} end)`;
  const visible = visibleCategoriesCte(db, viewer);
  // The rank is computed in a subquery the planner keeps (OFFSET 0) so that the window counting
  // the matches holds an id, a title and a rank per match rather than the whole search document,
  // which measured about a fifth of the statement's time at 3,000 matches. Drizzle leaves out an
  // offset of the number 0, hence the SQL literal.
  const matches = db
    .select({ id: products.id, title: products.title, tier: tier.as('tier'), rank: rank.as('rank') })
    .from(products)
    .where(visibleMatch(viewer, filter, widened, visible))
    .offset(sql`0` as unknown as number)
    .as('matches');
  const top = db
    .select({
      id: matches.id,
      tier: matches.tier,
      rank: matches.rank,
      total: sql<number>`count(*) over ()`.as('total'),
      best_tier: sql<number>`min(${matches.tier}) over ()`.as('best_tier'),
    })
    .from(matches)
    .orderBy(matches.tier, desc(matches.rank), matches.title, matches.id)
    .limit(filter.limit)
    .offset(filter.offset ?? 0)
    .as('top');
  const permission = productPermissionIn(viewer, visible, products.id);
  return (viewer.isAdmin ? db.with(words) : db.with(words, visible))
    .select({
      product: products,
      permission: permission.mapWith(Number),
      total: sql<number>`${top.total}`.mapWith(Number),
      /** Of the best of all the matches: 0 as typed, 1 completed as a prefix, 2 and 3 corrected. */
      bestTier: sql<number>`${top.best_tier}`.mapWith(Number),
    })
    .from(top)
    .innerJoin(products, eq(products.id, top.id))
    .orderBy(top.tier, desc(top.rank), products.title, products.id);
}

/**
 * The number of matches alone, for a page past the last one: searchProductsQuery counts over the
 * rows it answers, and has none to count on.
 */
export async function countSearchMatches(db: Db, viewer: Viewer, filter: SearchFilter) {
  const visible = visibleCategoriesCte(db, viewer);
  const widened = sql`(select ${widenedWords} from ${wordsOf(filter.search)})`;
  const [row] = await (viewer.isAdmin ? db : db.with(visible))
    .select({ total: count() })
    .from(products)
    .where(visibleMatch(viewer, filter, widened, visible));
  return row?.total ?? 0;
}

/** The filter of the prepared statements: placeholders bound by `.execute()`, cast as drizzle takes them. */
export const searchPlaceholders: SearchFilter = {
  search: sql.placeholder('search') as unknown as string,
  limit: sql.placeholder('limit') as unknown as number,
  offset: sql.placeholder('offset') as unknown as number,
  categoryId: sql.placeholder('categoryId') as unknown as string,
};
const searches = preparedPerViewer((db, viewer, form) =>
  searchProductsQuery(db, viewer, searchPlaceholders).prepare(`search_products_${form}`),
);

/**
 * searchProductsQuery prepared once per database, for admins and for any member: every keystroke
 * in the search box runs it, and building and planning it cost about as much as its index work.
 */
export function searchProductRows(db: Db, viewer: Viewer, filter: SearchFilter) {
  const values = {
    ...filter,
    offset: filter.offset ?? 0,
    categoryId: filter.categoryId ?? null,
    userId: viewer.userId,
  };
  return searches(db, viewer).execute(values);
}
