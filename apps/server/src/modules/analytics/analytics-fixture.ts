/**
 * A known catalogue and a known list of events for the analytics tests: several days, members in
 * several groups (and one group, product and template deleted for good), products in several
 * categories and providers, and searches, some finding nothing.
 */
import { randomUUID } from 'node:crypto';
import { type Db, EVENT_KINDS, type EventKind, events, productCategories, products } from '@stockroom/db';
import { createCategory, createGroup, createProvider } from '../../../test/catalogue';
import { insertTemplate } from '../../../test/templates';

export type NewEvent = typeof events.$inferInsert;
export interface Product {
  id: string;
  categories: string[];
  providers: string[];
}

/** The generated catalogue: ids by role; gone ones have no row. */
export async function createCatalogue(db: Db) {
  const p1 = await createProvider(db, 'Analytics provider one');
  const p2 = await createProvider(db, 'Analytics provider two');
  const perm = (id: string) => ({ id, permission: 2 });
  const c1 = await createCategory(db, { name: 'Analytics cat one', links: [perm(p1)] });
  const c2 = await createCategory(db, { name: 'Analytics cat two', links: [perm(p2)] });
  const c3 = await createCategory(db, { name: 'Analytics cat both', links: [perm(p1), perm(p2)] });
  const groups = [await createGroup(db, 'Analytics north'), await createGroup(db, 'Analytics south'), randomUUID()];
  const template = await insertTemplate(db, 'Analytics template');
  const made: Product[] = [];
  const product = async (title: string, cats: string[], provs: string[], draft = false) => {
    const [row] = await db
      .insert(products)
      .values({ title, slug: `analytics-${randomUUID()}`, product_type: 'article', is_draft: draft })
      .returning({ id: products.id });
    if (!row) throw new Error('no product');
    if (cats.length > 0)
      await db
        .insert(productCategories)
        .values(cats.map((category_id) => ({ product_id: row.id, category_id, product_is_draft: draft })));
    made.push({ id: row.id, categories: cats, providers: provs });
    return row.id;
  };
  await product('Analytics alpha', [c1], [p1]);
  await product('Analytics beta', [c2], [p2]);
  await product('Analytics gamma', [c1, c3], [p1, p2]);
  await product('Analytics delta', [c3], [p1, p2]);
  await product('Analytics draft', [c1], [p1], true);
  // Live, and never in an event: unviewed whatever the period.
  await product('Analytics epsilon', [c2], [p2]);
  // Deleted for good: its events still count, under "(deleted)".
  made.push({ id: randomUUID(), categories: [c2], providers: [p2] });
  return {
    providers: [p1, p2],
    categories: [c1, c2, c3],
    groups,
    templates: [template, randomUUID()],
    products: made,
  };
}
export type Catalogue = Awaited<ReturnType<typeof createCatalogue>>;

// Every kind, with views and downloads twice as often, as members make them.
const KINDS: EventKind[] = [...EVENT_KINDS, 'product_view', 'download'];
const QUERIES = ['red shoes', 'blue hat', 'nothing like this', 'zebra'];
const DAY_MS = 86_400_000;
const pick = <T>(list: readonly T[], i: number) => list[i % list.length] as T;

/** `count` events over the 7 days from `start`, each member with their groups; salt varies the mix. */
export function generateEvents(cat: Catalogue, start: string, count: number, salt = 0): NewEvent[] {
  const [g1, g2, g3] = cat.groups as [string, string, string];
  const members: [string | null, string[]][] = [
    [randomUUID(), [g1]],
    [randomUUID(), [g1, g2]],
    [randomUUID(), [g2]],
    [randomUUID(), [g3]],
    [randomUUID(), []],
    [randomUUID(), [g1, g3]],
    [null, []],
  ];
  // Products the unviewed panel must keep: epsilon (index 5) and the draft (4) are never viewed.
  const used = cat.products.filter((_, i) => i !== 4 && i !== 5);
  return Array.from({ length: count }, (_, n) => {
    const i = n + salt;
    const kind = pick(KINDS, i);
    const [user_id, group_ids] = pick(members, i * 3 + (i >> 3));
    const product = kind === 'search' || kind === 'login' ? null : pick(used, i * 7 + (i >> 2));
    const withTemplate = (kind === 'customization' || kind === 'download') && i % 3 !== 1;
    return {
      kind,
      occurred_at: new Date(Date.parse(start) + ((i * 5) % 7) * DAY_MS + ((i * 7919) % DAY_MS)),
      user_id,
      group_ids,
      product_id: product?.id ?? null,
      category_ids: product?.categories ?? [],
      provider_ids: product?.providers ?? [],
      template_id: withTemplate ? pick(cat.templates, i) : null,
      search_query: kind === 'search' ? pick(QUERIES, i >> 1) : null,
      search_results: kind === 'search' ? (pick(QUERIES, i >> 1) === 'nothing like this' || i % 5 === 0 ? 0 : 4) : null,
    };
  });
}

/** Writes events a few at a time, as the app's writers do. */
export async function insertEvents(db: Db, list: NewEvent[], chunk = 25) {
  for (let i = 0; i < list.length; i += chunk) await db.insert(events).values(list.slice(i, i + chunk));
}

/**
 * Inserts `event` in a transaction left open until `release` is called: its id is taken before
 * those of rows inserted meanwhile, yet it becomes visible after them (on PostgreSQL, where the
 * transaction has a connection of its own).
 */
export async function insertHeldOpen(db: Db, event: NewEvent) {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let inserted = () => {};
  const taken = new Promise<void>((resolve) => {
    inserted = resolve;
  });
  const committed = db.transaction(async (tx) => {
    await tx.insert(events).values(event);
    inserted();
    await held;
  });
  await Promise.race([taken, committed]);
  return { release, committed };
}
