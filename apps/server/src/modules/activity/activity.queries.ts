import type { ActivityQuery } from '@stockroom/contract';
import { adminActivity, type Db } from '@stockroom/db';
import { and, count, desc, eq, gte, ilike, lt, or, type SQL } from 'drizzle-orm';
import { containsPattern } from '../../lib/like-pattern';

export type ActivityRow = typeof adminActivity.$inferSelect;
export type ActivityFilter = Omit<ActivityQuery, 'page' | 'page_size'>;

const nextDay = (day: string) => new Date(Date.parse(day) + 86_400_000);

function where(filter: ActivityFilter): SQL | undefined {
  const t = adminActivity;
  const words = filter.search ? containsPattern(filter.search) : null;
  return and(
    filter.actor_id ? eq(t.actor_id, filter.actor_id) : undefined,
    filter.action ? eq(t.action, filter.action) : undefined,
    filter.record_type ? eq(t.record_type, filter.record_type) : undefined,
    filter.record_id ? eq(t.record_id, filter.record_id) : undefined,
    words ? or(ilike(t.record_label, words), ilike(t.actor_username, words)) : undefined,
    filter.from ? gte(t.at, new Date(`${filter.from}T00:00:00Z`)) : undefined,
    filter.to ? lt(t.at, nextDay(filter.to)) : undefined,
  );
}

/** One page of the log, newest first, and how many entries match in all. */
export async function activityPage(db: Db, filter: ActivityFilter, limit: number, offset: number) {
  const condition = where(filter);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(adminActivity)
      .where(condition)
      .orderBy(desc(adminActivity.at), desc(adminActivity.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(adminActivity).where(condition),
  ]);
  return { rows, count: total?.n ?? 0 };
}
