/** Subscriptions as the member and the admins read them, and the admins' revenue. */
import { type Db, payments, products, queryRows, subscriptions, users } from '@stockroom/db';
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import { liveSubscription } from '../access/access.service';

const withTitle = { subscription: subscriptions, product_title: products.title };
export type SubscriptionView = { subscription: typeof subscriptions.$inferSelect; product_title: string };

const newestFirst = [desc(subscriptions.created_at), desc(subscriptions.id)];

export function memberSubscriptionRows(db: Db, userId: string): Promise<SubscriptionView[]> {
  return db
    .select(withTitle)
    .from(subscriptions)
    .innerJoin(products, eq(products.id, subscriptions.product_id))
    .where(eq(subscriptions.user_id, userId))
    .orderBy(...newestFirst);
}

export async function subscriptionRow(db: Db, id: string): Promise<SubscriptionView | undefined> {
  const [row] = await db
    .select(withTitle)
    .from(subscriptions)
    .innerJoin(products, eq(products.id, subscriptions.product_id))
    .where(eq(subscriptions.id, id));
  return row;
}

/**
 * The status a reader sees: a period that passed without a renewal is over, whatever the stored
 * status still says (nothing has to run at the period's end for the product to lock again).
 */
const shownStatus = sql<string>`case when ${subscriptions.status} <> 'ended' and ${subscriptions.current_period_end} <= now() then 'ended' else ${subscriptions.status} end`;

export interface AdminSubscriptionFilter {
  status?: string;
  productId?: string;
}

const adminWhere = (f: AdminSubscriptionFilter) =>
  and(
    f.status ? sql`${shownStatus} = ${f.status}` : undefined,
    f.productId ? eq(subscriptions.product_id, f.productId) : undefined,
  );

export function adminSubscriptionRows(db: Db, filter: AdminSubscriptionFilter, offset: number, limit: number) {
  return db
    .select({
      ...withTitle,
      username: users.username,
      first_name: users.first_name,
      last_name: users.last_name,
    })
    .from(subscriptions)
    .innerJoin(products, eq(products.id, subscriptions.product_id))
    .innerJoin(users, eq(users.id, subscriptions.user_id))
    .where(adminWhere(filter))
    .orderBy(...newestFirst)
    .limit(limit)
    .offset(offset);
}

export async function countAdminSubscriptions(db: Db, filter: AdminSubscriptionFilter) {
  const [row] = await db.select({ count: count() }).from(subscriptions).where(adminWhere(filter));
  return row?.count ?? 0;
}

export interface RevenueRecord {
  product_id: string | null;
  product_title: string | null;
  provider: string;
  currency: string;
  payments: number;
  amount: number;
  active_subscriptions: number;
}

/**
 * Per product, provider and currency: the payments recorded and their sum, and the subscriptions
 * live now; one statement. A payment whose product was deleted keeps its row, with no product.
 */
export async function revenueRows(db: Db): Promise<RevenueRecord[]> {
  const live: SQL = liveSubscription() ?? sql`true`;
  const rows = await queryRows<Record<keyof RevenueRecord, string | number | null>>(
    db,
    sql`with paid as (
          select ${payments.product_id} as product_id, ${payments.provider} as provider, ${payments.currency} as currency,
                 count(*) as payments, sum(${payments.amount}) as amount
          from ${payments} group by 1, 2, 3
        ), active as (
          select ${subscriptions.product_id} as product_id, ${subscriptions.provider} as provider,
                 ${subscriptions.currency} as currency, count(*) as active_subscriptions
          from ${subscriptions} where ${live} group by 1, 2, 3
        )
        select coalesce(paid.product_id, active.product_id) as product_id, p.title as product_title,
               coalesce(paid.provider, active.provider) as provider, coalesce(paid.currency, active.currency) as currency,
               coalesce(paid.payments, 0)::float8 as payments, coalesce(paid.amount, 0)::float8 as amount,
               coalesce(active.active_subscriptions, 0)::float8 as active_subscriptions
        from paid
        full join active on active.product_id = paid.product_id and active.provider = paid.provider
          and active.currency = paid.currency
        left join ${products} p on p.id = coalesce(paid.product_id, active.product_id)
        order by amount desc, p.title, provider, currency`,
  );
  return rows.map((r) => ({
    product_id: r.product_id === null ? null : String(r.product_id),
    product_title: r.product_title === null ? null : String(r.product_title),
    provider: String(r.provider),
    currency: String(r.currency),
    payments: Number(r.payments),
    amount: Number(r.amount),
    active_subscriptions: Number(r.active_subscriptions),
  }));
}
