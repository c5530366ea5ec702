import type { RequestStatus, RequestType } from '@stockroom/contract';
import { type Db, requestAddresses, requestEvents, requests, transactions } from '@stockroom/db';
import { and, eq, sql } from 'drizzle-orm';
import type { ListedAddress } from './mailing-list';

export type NewRequestRow = typeof requests.$inferInsert;

/** 1,000 addresses of 10 values each stay far below PostgreSQL's 65,535 parameters a statement. */
const ADDRESS_BATCH = 1_000;

export async function insertRequest(db: Db, values: NewRequestRow) {
  const [row] = await db.insert(requests).values(values).returning({ id: requests.id });
  if (!row) throw new Error('request insert returned no row');
  return row.id;
}

export async function insertRequestEvent(
  db: Db,
  values: { request_id: string; status: RequestStatus; note?: string; actor_id: string | null; created_at?: Date },
) {
  await db.insert(requestEvents).values(values);
}

/** The addresses in batches, in the caller's transaction. */
export async function insertAddresses(db: Db, requestId: string, addresses: ListedAddress[]) {
  for (let start = 0; start < addresses.length; start += ADDRESS_BATCH) {
    const batch = addresses.slice(start, start + ADDRESS_BATCH);
    await db.insert(requestAddresses).values(batch.map((address) => ({ ...address, request_id: requestId })));
  }
}

/** Replaces a request's addresses with a new list, in the caller's transaction. */
export async function replaceAddresses(db: Db, requestId: string, addresses: ListedAddress[]) {
  await db.delete(requestAddresses).where(eq(requestAddresses.request_id, requestId));
  await insertAddresses(db, requestId, addresses);
}

/** The request's owner, type and status, locked until the caller's transaction ends. */
export async function lockedRequest(db: Db, id: string) {
  const [row] = await db
    .select({ user_id: requests.user_id, type: requests.type, status: requests.status })
    .from(requests)
    .where(eq(requests.id, id))
    .for('update');
  return row ? { user_id: row.user_id, type: row.type as RequestType, status: row.status as RequestStatus } : null;
}

export async function updateDirectMail(
  db: Db,
  id: string,
  values: Partial<Pick<NewRequestRow, 'quantity' | 'mail_date' | 'mailing_list_count' | 'mailing_list_rejected'>>,
) {
  await db
    .update(requests)
    .set({ ...values, updated_at: sql`now()` })
    .where(eq(requests.id, id));
}

/** The member's own finished download, or null. */
export async function readyTransactionOf(db: Db, id: string, userId: string) {
  const [row] = await db
    .select({ id: transactions.id, product_id: transactions.product_id })
    .from(transactions)
    .where(and(eq(transactions.id, id), eq(transactions.user_id, userId), eq(transactions.status, 'ready')));
  return row ?? null;
}

export async function requestOwnerAndStatus(db: Db, id: string) {
  const [row] = await db
    .select({
      user_id: requests.user_id,
      status: requests.status,
      type: requests.type,
      quantity: requests.quantity,
      mailing_list_count: requests.mailing_list_count,
    })
    .from(requests)
    .where(eq(requests.id, id));
  return row ? { ...row, status: row.status as RequestStatus } : null;
}

/** Moves the request only if it still has the status read before; false when someone moved it meanwhile. */
export async function moveRequest(db: Db, id: string, from: RequestStatus, to: RequestStatus) {
  const rows = await db
    .update(requests)
    .set({ status: to, updated_at: sql`now()` })
    .where(and(eq(requests.id, id), eq(requests.status, from)))
    .returning({ id: requests.id });
  return rows.length > 0;
}
