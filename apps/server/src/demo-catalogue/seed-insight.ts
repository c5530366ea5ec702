/**
 * Sixty days of demo members' browsing (DESIGN §1.10), so that /admin/analytics shows a funnel,
 * trends, top products and searches that find nothing on a demo's first start. The history is
 * drawn from a fixed seed: every demo starts with the same numbers, shifted to end today.
 */
import { type Db, type EventKind, queryRows } from '@stockroom/db';
import { sql } from 'drizzle-orm';
import { insertEventBatch, type PendingEvent } from '../modules/events/events.queries';

export const DEMO_INSIGHT_DAYS = 60;
const BATCH = 1000;

/** What demo members search for, and how many products each search found. 0: nothing found. */
const DEMO_SEARCHES: [string, number][] = [
  ['flyer', 6],
  ['social media', 5],
  ['price sheet', 2],
  ['holiday', 3],
  ['fiber', 9],
  ['door hanger', 1],
  ['spanish flyer', 0],
  ['tiktok video', 0],
  ['billboard', 0],
  ['coupon', 0],
];

/** A small, fast generator with a fixed seed (mulberry32): the same history on every start. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface DemoProductRow {
  id: string;
  template_id: string | null;
}

/** The demo's history of active members: logins, impressions down to downloads, requests and searches. */
export function demoInsightEvents(members: string[], products: DemoProductRow[], now = new Date()): PendingEvent[] {
  const next = random(2024);
  const pick = <T>(list: T[]) => list[Math.floor(next() * list.length)] as T;
  const events: PendingEvent[] = [];
  const event = (kind: EventKind, at: Date, user: string, product: DemoProductRow | null, extra = {}) =>
    events.push({
      kind,
      occurred_at: at.toISOString(),
      user_id: user,
      product_id: product?.id ?? null,
      category_id: null,
      tag_id: null,
      template_id: kind === 'customization' || kind === 'download' ? (product?.template_id ?? null) : null,
      page_route: kind === 'impression' ? '/products' : null,
      search_query: null,
      search_results: null,
      ...extra,
    });
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  // Favourites: a few products draw most of the attention, as in any catalogue.
  const favourites = products.slice(0, Math.max(1, Math.ceil(products.length / 5)));
  for (let day = DEMO_INSIGHT_DAYS - 1; day >= 0; day--) {
    // Busier on weekdays, and busier as the catalogue grew.
    const weekday = new Date(today - day * 86_400_000).getUTCDay() % 6 !== 0;
    const activity = (weekday ? 0.7 : 0.3) * (1 - day / (DEMO_INSIGHT_DAYS * 2));
    for (const user of members) {
      if (next() > activity) continue;
      // Working hours, 8:00 to 18:00 UTC, and never after now.
      const start = today - day * 86_400_000 + (8 + next() * 10) * 3_600_000;
      if (start > now.getTime()) continue;
      let at = start;
      // A minute to five between two things a member does.
      const tick = () => {
        at += (1 + next() * 4) * 60_000;
        return new Date(at);
      };
      event('login', new Date(at), user, null);
      for (let i = Math.floor(next() * 3); i > 0; i--) {
        const [query, results] = pick(DEMO_SEARCHES);
        event('search', tick(), user, null, { search_query: query, search_results: results });
      }
      const seen = Array.from({ length: 6 + Math.floor(next() * 10) }, () =>
        next() < 0.5 ? pick(favourites) : pick(products),
      );
      for (const product of seen) event('impression', tick(), user, product);
      for (const product of seen) {
        if (next() > 0.3) continue;
        event('product_view', tick(), user, product);
        if (next() < 0.025) event('request', tick(), user, product);
        if (!product.template_id || next() > 0.45) continue;
        event('customization', tick(), user, product);
        if (next() < 0.6) event('download', tick(), user, product);
      }
    }
  }
  // The one paid plan of the demo (seed-subscription.ts) began on its first day.
  const subscriber = members[0];
  if (subscriber)
    event('subscription', new Date(today - (DEMO_INSIGHT_DAYS - 1) * 86_400_000), subscriber, pick(products));
  return events.filter((e) => Date.parse(e.occurred_at) <= now.getTime());
}

/** Writes the demo's history for its active members and published products; answers how many events. */
export async function seedDemoInsight(db: Db, now = new Date()) {
  const members = await queryRows<{ id: string }>(
    db,
    sql`select id from users where not is_admin and membership_status = 1 and deleted_at is null order by username`,
  );
  const products = await queryRows<DemoProductRow>(
    db,
    sql`select id, nullif(design_huddle_template_id, '')::uuid as template_id
        from products where not is_draft order by created_at desc, id`,
  );
  if (members.length === 0 || products.length === 0) return 0;
  const events = demoInsightEvents(
    members.map((m) => m.id),
    products,
    now,
  );
  for (let i = 0; i < events.length; i += BATCH) await insertEventBatch(db, events.slice(i, i + BATCH));
  return events.length;
}
