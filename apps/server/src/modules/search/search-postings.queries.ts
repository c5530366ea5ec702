import { type Db, products } from '@stockroom/db';
import { sql } from 'drizzle-orm';
import {
  liveSubscriptionTo,
  preparedPerViewer,
  productPermissionIn,
  type Viewer,
  visibleCategoriesCte,
  visibleIdsIn,
} from '../access/access.service';
import { type SearchFilter, searchPlaceholders } from './search.queries';
import { correctionParams } from './search-correction.queries';

/**
 * How search_postings_page (migrations 0036 to 0038) answers the search and, when it found one
 * lexeme, the matches the viewer may see counted from the kept counts and the page read from the
 * title postings, best first, with each product, its permission and whether the viewer subscribes
 * to it: no match is read. One row per product of the page when the postings hold it, otherwise one
 * row without a product.
 */
function postingsPageQuery(db: Db, viewer: Viewer, filter: SearchFilter) {
  const visible = visibleCategoriesCte(db, viewer);
  const category = sql`${filter.categoryId ?? null}::uuid`;
  // The categories whose products the viewer may see, in the category asked for; NULL for all.
  const allowed = viewer.isAdmin
    ? sql`case when ${category} is null then null else array[${category}] end`
    : visibleIdsIn(visible, sql`(${category} is null or ${visible.category_id} = ${category})`);
  const page = sql`${filter.limit}::int, ${filter.offset ?? 0}::int`;
  const words = sql`${sql.placeholder('terms')}::text, ${sql.placeholder('allowances')}::text`;
  const answer = sql`search_postings_page(${filter.search}, ${allowed}, ${page}, ${words})`;
  return (viewer.isAdmin ? db : db.with(visible))
    .select({
      state: sql<'none' | 'one' | 'words'>`answer.state`,
      tier: sql<number | null>`answer.tier`,
      total: sql<number | null>`answer.total`,
      whole: sql<boolean>`answer.ids is not null`,
      product: products,
      permission: productPermissionIn(viewer, visible, products.id).mapWith(Number),
      subscribed: liveSubscriptionTo(db, viewer, products.id),
      // What "Showing results for" says when even the best match needed a word corrected: with the
      // page rather than from a statement of its own.
      corrections: sql<[string, string][] | null>`answer.corrections`,
    })
    .from(sql`${answer} as answer`)
    .leftJoin(sql`unnest(answer.ids) with ordinality as page(id, position)`, sql`true`)
    .leftJoin(products, sql`${products.id} = page.id`)
    .orderBy(sql`page.position`);
}

const pages = preparedPerViewer((db, viewer, form) =>
  postingsPageQuery(db, viewer, searchPlaceholders).prepare(`search_postings_${form}`),
);

export interface PostingsAnswer {
  /** The page, best first, when the postings hold it; undefined when the matches must be read. */
  rows?: { product: typeof products.$inferSelect; permission: number; subscribed: boolean }[];
  /** The words corrected ([word, correction] pairs) when the page is here and its tier is corrected. */
  corrections?: [string, string][];
  /** Every match the viewer may see, when the search has at most one lexeme in published products. */
  total?: number;
  /** The tier of every match (see searchProductsQuery), when there are matches and one lexeme. */
  tier?: number;
}

/**
 * A one-word search answered from its lexeme's kept counts and title postings (decision 0055). The
 * postings hold the titles only, which rank above every document that has the lexeme elsewhere:
 * the page is theirs when they fill it, or when every match is in them. Otherwise the matches must
 * be read, and `rows` is left out (the count, exact, still comes back).
 */
export async function searchFromPostings(db: Db, viewer: Viewer, filter: SearchFilter): Promise<PostingsAnswer> {
  const values = {
    ...filter,
    offset: filter.offset ?? 0,
    categoryId: filter.categoryId ?? null,
    userId: viewer.userId,
    ...correctionParams(filter.search),
  };
  const rows = await pages(db, viewer).execute(values);
  const [first] = rows;
  if (!first || first.state === 'words') return {};
  if (first.state === 'none') return { rows: [], total: 0 };
  const total = first.total ?? 0;
  const tier = total > 0 && first.tier !== null ? first.tier : undefined;
  if (!first.whole) return { total, tier };
  const page = rows.flatMap(({ product, permission, subscribed }) =>
    product ? [{ product, permission, subscribed }] : [],
  );
  // Only when the best match needed a correction (search_postings_page, migration 0038).
  return { rows: page, total, tier, ...(first.corrections ? { corrections: first.corrections } : {}) };
}
