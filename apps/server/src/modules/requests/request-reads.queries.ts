import type { RequestStatus, RequestType } from '@stockroom/contract';
import { type Db, products, requestAddresses, requestEvents, requests, transactions, users } from '@stockroom/db';
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { productPermissions, type Viewer } from '../access/access.service';

/** `%`, `_` and the escape character itself match literally (LIKE's default escape is `\`). */
const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * A request with what its record shows beside it: the member, the product's title, the customized
 * file, and the viewer's permission for the product (a member who lost access to it loses the
 * file's address, as on their downloads).
 */
function recordSelect(db: Db, viewer: Viewer) {
  const pp = viewer.isAdmin ? null : productPermissions(db, viewer);
  const query = db
    .select({
      request: requests,
      product_title: products.title,
      product_is_gated: products.is_gated,
      product_is_draft: products.is_draft,
      product_permission: pp ? pp.permission : sql<number>`2`,
      member: {
        id: users.id,
        username: users.username,
        first_name: users.first_name,
        last_name: users.last_name,
        company: users.company,
        email_address: users.email_address,
      },
      asset: {
        status: transactions.status,
        file_key: transactions.file_key,
        file_name: transactions.file_name,
      },
    })
    .from(requests)
    .innerJoin(users, eq(users.id, requests.user_id))
    .leftJoin(products, eq(products.id, requests.product_id))
    .leftJoin(transactions, eq(transactions.id, requests.transaction_id))
    .$dynamic();
  return pp ? query.leftJoin(pp, eq(pp.product_id, requests.product_id)) : query;
}
export type RequestRecordRow = Awaited<ReturnType<ReturnType<typeof recordSelect>['execute']>>[number];

const newestFirst = [desc(requests.created_at), desc(requests.id)];

export async function requestRecordRow(db: Db, viewer: Viewer, id: string) {
  const [row] = await recordSelect(db, viewer).where(eq(requests.id, id));
  return row ?? null;
}

export interface Page {
  limit: number;
  offset: number;
}

/**
 * One page of the requests that match, newest first, and how many match. The count joins what the
 * admins' search reads (each request has one member and at most one product, so it counts the same).
 */
async function requestPage(db: Db, viewer: Viewer, where: SQL | undefined, page: Page) {
  const [rows, [total]] = await Promise.all([
    recordSelect(db, viewer)
      .where(where)
      .orderBy(...newestFirst)
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ count: count() })
      .from(requests)
      .innerJoin(users, eq(users.id, requests.user_id))
      .leftJoin(products, eq(products.id, requests.product_id))
      .where(where),
  ]);
  return { rows, count: total?.count ?? 0 };
}

export const memberRequestPage = (db: Db, viewer: Viewer, page: Page) =>
  requestPage(db, viewer, eq(requests.user_id, viewer.userId), page);

export interface AdminRequestFilter {
  status?: RequestStatus | undefined;
  type?: RequestType | undefined;
  userId?: string | undefined;
  search: string;
}

/** Each word of the search must appear in one of the member's names, company or e-mail, or the product's title. */
function adminWhere(filter: AdminRequestFilter): SQL | undefined {
  const words = filter.search.split(/\s+/).filter(Boolean).slice(0, 8);
  const matches = words.map((word) => {
    const pattern = `%${likeEscape(word)}%`;
    return or(
      ...[users.first_name, users.last_name, users.username, users.company, users.email_address].map((c) =>
        ilike(c, pattern),
      ),
      ...[requests.first_name, requests.last_name, requests.email].map((c) => ilike(c, pattern)),
      ilike(products.title, pattern),
    );
  });
  return and(
    filter.status ? eq(requests.status, filter.status) : undefined,
    filter.type ? eq(requests.type, filter.type) : undefined,
    filter.userId ? eq(requests.user_id, filter.userId) : undefined,
    ...matches,
  );
}

/** One page of the queue, newest first, and how many requests match. */
export const adminRequestPage = (db: Db, viewer: Viewer, filter: AdminRequestFilter, page: Page) =>
  requestPage(db, viewer, adminWhere(filter), page);

/** Every matching request up to `limit`, newest first, for the CSV export. */
export const adminRequestRows = (db: Db, viewer: Viewer, filter: AdminRequestFilter, limit: number) =>
  recordSelect(db, viewer)
    .where(adminWhere(filter))
    .orderBy(...newestFirst)
    .limit(limit);

/** The order statuses are reached in: events written in one transaction share their time. */
const statusRank = sql`case ${requestEvents.status} when 'new' then 0 when 'in_progress' then 1 else 2 end`;

/** The history of each request, oldest first, with the name of who made each move (null when gone). */
export async function eventRows(db: Db, requestIds: string[]) {
  if (requestIds.length === 0) return [];
  return db
    .select({
      request_id: requestEvents.request_id,
      status: requestEvents.status,
      note: requestEvents.note,
      created_at: requestEvents.created_at,
      actor: { username: users.username, first_name: users.first_name, last_name: users.last_name },
    })
    .from(requestEvents)
    .leftJoin(users, eq(users.id, requestEvents.actor_id))
    .where(inArray(requestEvents.request_id, requestIds))
    .orderBy(asc(requestEvents.request_id), asc(requestEvents.created_at), asc(statusRank));
}
export type EventRow = Awaited<ReturnType<typeof eventRows>>[number];

/** A request's addresses in the order of the member's file. */
export const addressRows = (db: Db, requestId: string) =>
  db
    .select()
    .from(requestAddresses)
    .where(eq(requestAddresses.request_id, requestId))
    .orderBy(asc(requestAddresses.row));
