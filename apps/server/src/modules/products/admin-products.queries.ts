import type { AdminProductsQuery } from '@stockroom/contract';
import { type Db, productCategories, products } from '@stockroom/db';
import { and, count, desc, eq, exists, or, type SQL, sql } from 'drizzle-orm';

/** `%`, `_` and the escape character itself match literally (LIKE's default escape is `\`). */
const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The admin table's search and filters. The title is matched as lower(title), which the trigram
 * index of migration 0003_search serves; subtitle and slug are matched alongside it.
 */
function adminProductsWhere(db: Db, query: AdminProductsQuery): SQL | undefined {
  const pattern = `%${likeEscape(query.search.toLowerCase())}%`;
  const search =
    query.search === ''
      ? undefined
      : or(
          sql`lower(${products.title}) like ${pattern}`,
          sql`lower(${products.subtitle}) like ${pattern}`,
          sql`lower(${products.slug}) like ${pattern}`,
        );
  const category = query.category_id?.toLowerCase();
  const inCategory = category
    ? exists(
        db
          .select({ one: sql`1` })
          .from(productCategories)
          .where(and(eq(productCategories.product_id, products.id), eq(productCategories.category_id, category))),
      )
    : undefined;
  return and(
    search,
    inCategory,
    query.product_type ? eq(products.product_type, query.product_type) : undefined,
    query.is_draft ? eq(products.is_draft, query.is_draft === 'true') : undefined,
  );
}

/** One page of every product (drafts included) matching the query, newest first, and how many match. */
export async function adminProductPage(db: Db, query: AdminProductsQuery) {
  const where = adminProductsWhere(db, query);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(products)
      .where(where)
      .orderBy(desc(products.created_at), desc(products.id))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    db.select({ count: count() }).from(products).where(where),
  ]);
  return { rows, count: total?.count ?? 0 };
}
