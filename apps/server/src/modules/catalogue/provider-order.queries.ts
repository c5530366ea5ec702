import { contentProviderOrders, contentProviders, type Db } from '@stockroom/db';
import { asc, eq, sql } from 'drizzle-orm';

/** Any number, the same in every process: it serializes the first creation of the order record. */
const ORDER_RECORD_LOCK = 72_023_101;

async function firstOrderRecord(db: Db) {
  const [row] = await db
    .select({ id: contentProviderOrders.id })
    .from(contentProviderOrders)
    .orderBy(asc(contentProviderOrders.created_at), asc(contentProviderOrders.id))
    .limit(1);
  return row?.id ?? null;
}

/**
 * The id of the one order record, made on first use. Two processes asking at once for the first
 * time take turns on a transaction lock, so that only one record is ever made.
 */
export async function orderRecordId(db: Db): Promise<string> {
  const existing = await firstOrderRecord(db);
  if (existing) return existing;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ORDER_RECORD_LOCK})`);
    const again = await firstOrderRecord(tx);
    if (again) return again;
    const [row] = await tx.insert(contentProviderOrders).values({}).returning({ id: contentProviderOrders.id });
    if (!row) throw new Error('insert returned no row');
    return row.id;
  });
}

export const touchOrderRecord = (db: Db, id: string) =>
  db.update(contentProviderOrders).set({ updated_at: sql`now()` }).where(eq(contentProviderOrders.id, id));

/**
 * Numbers every provider anew in one statement: the listed ones first in the order given, then the
 * others in their present order.
 */
export async function reorderProviders(db: Db, listed: string[]) {
  const place = sql`array_position(string_to_array(${listed.join(',')}, ',')::uuid[], ${contentProviders.id})`;
  const ranked = db
    .select({
      id: contentProviders.id,
      rank: sql<number>`(row_number() over (order by ${place} nulls last, ${contentProviders.position}, ${contentProviders.created_at}, ${contentProviders.id}))::int`.as(
        'rank',
      ),
    })
    .from(contentProviders)
    .as('ranked');
  await db
    .update(contentProviders)
    .set({ position: sql`${ranked.rank}` })
    .from(ranked)
    .where(eq(contentProviders.id, ranked.id));
}
