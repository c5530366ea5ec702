import type { Db, EventKind } from '@stockroom/db';
import { sql } from 'drizzle-orm';

/** One event as buffered: what its caller knew, before the catalogue and groups are looked up. */
export interface PendingEvent {
  kind: EventKind;
  occurred_at: string;
  user_id: string | null;
  product_id: string | null;
  /** A category the caller names (a category page's impression); the product's categories join it. */
  category_id: string | null;
  tag_id: string | null;
  template_id: string | null;
  page_route: string | null;
  search_query: string | null;
  search_results: number | null;
}

/**
 * Writes a batch in one statement, copying each event's groups, categories and providers as they
 * are now: the member's groups, the product's categories (with the one the caller named) and those
 * categories' providers. The batch travels as one JSON parameter, which PGlite and node-postgres
 * pass alike. Administrators' events are left out here, in one place, whoever recorded them: their
 * browsing must not count as members'.
 */
export async function insertEventBatch(db: Db, batch: PendingEvent[]) {
  await db.execute(sql`
    insert into events (kind, occurred_at, user_id, group_ids, product_id, category_ids, provider_ids,
                        tag_id, template_id, page_route, search_query, search_results)
    select e.kind, e.occurred_at, e.user_id,
           array(select ug.group_id from user_groups ug where ug.user_id = e.user_id order by ug.group_id),
           e.product_id, c.ids,
           array(select distinct cp.provider_id from category_providers cp
                 where cp.category_id = any (c.ids) order by cp.provider_id),
           e.tag_id, e.template_id, e.page_route, e.search_query, e.search_results
    from jsonb_array_elements(${JSON.stringify(batch)}::jsonb) with ordinality as j(v, ord)
    cross join lateral (
      select v->>'kind' as kind, (v->>'occurred_at')::timestamptz as occurred_at, (v->>'user_id')::uuid as user_id,
             (v->>'product_id')::uuid as product_id, (v->>'category_id')::uuid as category_id,
             (v->>'tag_id')::uuid as tag_id, (v->>'template_id')::uuid as template_id,
             v->>'page_route' as page_route, v->>'search_query' as search_query,
             (v->>'search_results')::int as search_results
    ) e
    cross join lateral (
      select array(
        select pc.category_id from product_categories pc where pc.product_id = e.product_id
        union
        select e.category_id where e.category_id is not null
        order by 1
      ) as ids
    ) c
    where e.user_id is null or not exists (select 1 from users u where u.id = e.user_id and u.is_admin)
    order by j.ord
  `);
}
