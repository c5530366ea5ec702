import { type Db, products } from '@stockroom/db';
import { sql } from 'drizzle-orm';
import { preparedPerViewer, productPermissionIn, type Viewer, visibleCategoriesCte } from '../access/access.service';
import { categoriesAllowed, type SearchFilter, searchPlaceholders } from './search.queries';

/**
 * How product_search_plan (migration 0036) answers the search and, when it found one lexeme, the
 * matches the viewer may see counted from the kept counts and the page read from the title
 * postings, best first, with each product and its permission: no match is read. One row per
 * product of the page when the postings hold it, otherwise one row without a product.
 */
function postingsPageQuery(db: Db, viewer: Viewer, filter: SearchFilter) {
  const visible = visibleCategoriesCte(db, viewer);
  const offset = sql`${filter.offset ?? 0}::int`;
  const limit = sql`${filter.limit}::int`;
  const counted = categoriesAllowed(viewer, visible, sql`c.category_ids`, filter.categoryId);
  const posted = categoriesAllowed(viewer, visible, sql`t.category_ids`, filter.categoryId);
  const answer = db.$with('answer').as(
    db
      .select({
        state: sql<'none' | 'one' | 'words'>`plan.state`.as('state'),
        tier: sql<number | null>`plan.tier`.as('tier'),
        total: sql<number>`(select coalesce(sum(c.products), 0)::int from search_lexeme_counts c
          where c.lexeme = plan.lexeme and ${counted})`.as('total'),
        ids: sql<string[]>`array(select t.product_id from search_title_postings t
          where t.lexeme = plan.lexeme and ${posted}
          order by t.rank desc, t.title, t.product_id limit ${limit} offset ${offset})`.as('ids'),
      })
      .from(sql`product_search_plan(${filter.search}) as plan`)
      // Kept a subquery of its own (OFFSET 0) so that the count and the page are computed once, not
      // again for each product the outer query joins. Drizzle leaves out an offset of the number 0.
      .offset(sql`0` as unknown as number),
  );
  // The postings hold the page when they fill it, or when every match is in them.
  const whole = sql`${answer.state} = 'one' and (cardinality(${answer.ids}) = ${limit}
    or (cardinality(${answer.ids}) > 0 and ${answer.total} = ${offset} + cardinality(${answer.ids}))
    or (cardinality(${answer.ids}) = 0 and ${answer.total} <= ${offset}))`;
  return (viewer.isAdmin ? db.with(answer) : db.with(visible, answer))
    .select({
      state: answer.state,
      tier: answer.tier,
      total: sql<number>`${answer.total}`.mapWith(Number),
      whole: sql<boolean>`${whole}`,
      product: products,
      permission: productPermissionIn(viewer, visible, products.id).mapWith(Number),
    })
    .from(answer)
    .leftJoin(sql`unnest(case when ${whole} then ${answer.ids} end) with ordinality as page(id, position)`, sql`true`)
    .leftJoin(products, sql`${products.id} = page.id`)
    .orderBy(sql`page.position`);
}

const pages = preparedPerViewer((db, viewer, form) =>
  postingsPageQuery(db, viewer, searchPlaceholders).prepare(`search_postings_${form}`),
);

export interface PostingsAnswer {
  /** The page, best first, when the postings hold it; undefined when the matches must be read. */
  rows?: { product: typeof products.$inferSelect; permission: number }[];
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
  };
  const rows = await pages(db, viewer).execute(values);
  const [first] = rows;
  if (!first || first.state === 'words') return {};
  if (first.state === 'none') return { rows: [], total: 0 };
  const { total } = first;
  const tier = total > 0 && first.tier !== null ? first.tier : undefined;
  if (!first.whole) return { total, tier };
  const page = rows.flatMap(({ product, permission }) => (product ? [{ product, permission }] : []));
  return { rows: page, total, tier };
}
