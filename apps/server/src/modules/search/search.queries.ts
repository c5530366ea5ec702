import { type Db, products } from '@stockroom/db';
import { and, desc, eq, sql } from 'drizzle-orm';
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
/** How much a match through a corrected word counts against the same match spelt as searched. */
const TYPO_WEIGHT = 0.9;

export interface SearchFilter {
  search: string;
  limit: number;
  /** Matches to pass over before the first one answered. */
  offset?: number;
  categoryId?: string | null | undefined;
}

/**
 * The words of a search, once per statement: `exact` as typed (websearch syntax) and `typo` its
 * corrections (product_typo_queries of migration 0006: each word or one of the title words closest
 * to it, and each word's closest spelling).
 */
const wordsOf = (search: string) =>
  sql`(select websearch_to_tsquery(${CONFIG}, ${search}) as exact) as words, product_typo_queries(${search}) as typo`;
/** The words as typed or any of their corrections (the words alone when no word has a lexeme). */
const widenedWords = sql`exact || coalesce(typo.alternatives, exact)`;

/**
 * The condition a product meets to match the words, as GET /api/search matches (drafts aside): a
 * scalar subquery, computed once per statement rather than once per row, against the GIN index
 * products_search_document_idx.
 */
export const searchMatch = (search: string) => sql`${document} @@ (select ${widenedWords} from ${wordsOf(search)})`;

/**
 * The words of one search for ranking: `exact`, `closest` (each word's closest title spelling) and
 * `widened`. Referenced more than once, the CTE is not inlined.
 */
function searchWords(db: Db, search: string) {
  return db
    .$with('search_words', { exact: sql`exact`, closest: sql`closest`, widened: sql`widened` })
    .as(sql`select exact, typo.closest, ${widenedWords} as widened from ${wordsOf(search)}`);
}

/**
 * The first `limit` matches the viewer may see (permission above 0, DESIGN §1.3), best first then by
 * title, each with its permission and the total number of matches; drafts never. The access check
 * reads the category ids on the product row the index led to; product rows and permissions are
 * read for the `limit` rows answered only.
 */
export function searchProductsQuery(db: Db, viewer: Viewer, filter: SearchFilter) {
  const words = searchWords(db, filter.search);
  const exact = sql`(select exact from ${words})`;
  const closest = sql`(select closest from ${words})`;
  const widened = sql`(select widened from ${words})`;
  // A match through a corrected word ranks below the same match spelt as searched, by the closest
  // spelling when the product has it: ts_rank divides a word's weight by the spellings it is given,
  // and ranking against all of them cost more per match than finding the match.
  const rank = sql<number>`case when ${document} @@ ${exact} then ts_rank(${document}, ${exact})
    else ${sql.raw(String(TYPO_WEIGHT))} * ts_rank(${document},
      case when ${document} @@ ${closest} then ${closest} else ${widened} end) end`;
  const visible = visibleCategoriesCte(db, viewer);
  // The categories a match must be in: the member's visible ones, narrowed to the one asked for
  // (NULL: any). Written for a NULL category so that one prepared statement serves both.
  const category = sql`${filter.categoryId ?? null}::uuid`;
  const allowed = viewer.isAdmin
    ? sql`(${category} is null or ${categoryIds} && array[${category}])`
    : sql`${categoryIds} && ${visibleIdsIn(visible, sql`(${category} is null or ${visible.category_id} = ${category})`)}`;
  // The rank is computed in a subquery the planner keeps (OFFSET 0) so that the window counting
  // the matches holds an id, a title and a rank per match rather than the whole search document,
  // which measured about a fifth of the statement's time at 3,000 matches. Drizzle leaves out an
  // offset of the number 0, hence the SQL literal.
  const matches = db
    .select({ id: products.id, title: products.title, rank: rank.as('rank') })
    .from(products)
    .where(and(eq(products.is_draft, false), sql`${document} @@ ${widened}`, allowed))
    .offset(sql`0` as unknown as number)
    .as('matches');
  const top = db
    .select({
      id: matches.id,
      rank: matches.rank,
      total: sql<number>`count(*) over ()`.as('total'),
    })
    .from(matches)
    .orderBy(desc(matches.rank), matches.title, matches.id)
    .limit(filter.limit)
    .offset(filter.offset ?? 0)
    .as('top');
  const permission = productPermissionIn(viewer, visible, products.id);
  return (viewer.isAdmin ? db.with(words) : db.with(words, visible))
    .select({
      product: products,
      permission: permission.mapWith(Number),
      total: sql<number>`${top.total}`.mapWith(Number),
    })
    .from(top)
    .innerJoin(products, eq(products.id, top.id))
    .orderBy(desc(top.rank), products.title, products.id);
}

/** The filter of the prepared statements: placeholders bound by `.execute()`, cast as drizzle takes them. */
const placeholders: SearchFilter = {
  search: sql.placeholder('search') as unknown as string,
  limit: sql.placeholder('limit') as unknown as number,
  offset: sql.placeholder('offset') as unknown as number,
  categoryId: sql.placeholder('categoryId') as unknown as string,
};
const searches = preparedPerViewer((db, viewer, form) =>
  searchProductsQuery(db, viewer, placeholders).prepare(`search_products_${form}`),
);

/**
 * searchProductsQuery prepared once per database, for admins and for any member: every keystroke
 * in the search box runs it, and building and planning it cost about as much as its index work.
 */
export function searchProductRows(db: Db, viewer: Viewer, filter: SearchFilter) {
  const values = { ...filter, categoryId: filter.categoryId ?? null, userId: viewer.userId };
  return searches(db, viewer).execute(values);
}
