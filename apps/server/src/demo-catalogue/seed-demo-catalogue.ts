/**
 * The demo catalogue (DESIGN §1.14): seeded once, on the first start of a demo, after the first
 * run's accounts. A marker in app_settings makes it happen once: the first start sets it to
 * "pending", the seed's own transaction sets it to "seeded". A start whose seed failed leaves it
 * pending, and the next start tries again; any other start finds it seeded, or absent, and does
 * nothing, whatever an admin has since changed in the catalogue. A failed seed leaves no records
 * (one transaction) and no files (each planned key is removed).
 */
import { MEMBERSHIP } from '@stockroom/contract';
import { appSettings, type Db } from '@stockroom/db';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../deps';
import { planDemoFiles, removeDemoFiles, storeDemoFiles, storeDemoSamples } from './demo-files';
import { DEMO_MEMBERS, hashDemoPasswords } from './demo-members';
import { DEMO_PRODUCTS } from './demo-products';
import { planBrandLogos, removeBrandLogos, storeBrandLogos } from './seed-brands';
import { DEMO_INSIGHT_DAYS } from './seed-insight';
import { type DemoRecordCounts, seedRecords } from './seed-records';

const MARKER = 'demo_catalogue';

async function markerState(db: Db, lock = false) {
  const query = db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, MARKER));
  // Locked in the seed's transaction: a second process starting at once waits, then finds it seeded.
  const [row] = await (lock ? query.for('update') : query);
  return row?.value ?? null;
}

/**
 * Seeds the demo catalogue when this is the first start (`firstStart`: the first run just made the
 * accounts) or an earlier first start's seed failed. Answers lines for the start-up message; none
 * when there was nothing to do.
 */
export async function seedDemoCatalogue(deps: AppDeps, options: { firstStart: boolean }): Promise<string[]> {
  const db = deps.database.db;
  if (options.firstStart) await db.insert(appSettings).values({ key: MARKER, value: 'pending' }).onConflictDoNothing();
  if ((await markerState(db)) !== 'pending') return [];

  const started = performance.now();
  const plan = planDemoFiles(DEMO_PRODUCTS);
  const logos = planBrandLogos();
  const hashes = await hashDemoPasswords();
  let counts: DemoRecordCounts | null;
  try {
    counts = await db.transaction(async (tx) => {
      if ((await markerState(tx, true)) !== 'pending') return null;
      // The files are drawn on sharp's threads while the records are written; the commit waits for
      // all of them. Products wait for their sample images alone, which their service checks.
      const samples = storeDemoSamples(deps.storage, DEMO_PRODUCTS, plan);
      const [records, files, logoFiles, sampleFiles] = await Promise.allSettled([
        seedRecords({ ...deps, database: { ...deps.database, db: tx } }, DEMO_PRODUCTS, plan, hashes, logos, samples),
        storeDemoFiles(deps.storage, DEMO_PRODUCTS, plan),
        storeBrandLogos(deps.storage, logos),
        samples,
      ]);
      if (records.status === 'rejected') throw records.reason;
      if (files.status === 'rejected') throw files.reason;
      if (logoFiles.status === 'rejected') throw logoFiles.reason;
      if (sampleFiles.status === 'rejected') throw sampleFiles.reason;
      await tx.update(appSettings).set({ value: 'seeded' }).where(eq(appSettings.key, MARKER));
      return records.value;
    });
  } catch (error) {
    await Promise.all([removeDemoFiles(deps.storage, plan), removeBrandLogos(deps.storage, logos)]);
    throw error;
  }
  if (!counts) return [];
  return startupLines(counts, (performance.now() - started) / 1000);
}

/** In the first run's format: a role, the account, then who is in which group. */
function startupLines(c: DemoRecordCounts, seconds: number): string[] {
  const accounts = DEMO_MEMBERS.filter((m) => c.members.some((placed) => placed.username === m.username)).map((m) =>
    m.status === MEMBERSHIP.active
      ? `member  ${m.username} / ${m.password}`
      : `waiting ${m.username} / ${m.password} (approve at /admin/users)`,
  );
  const grouped = c.members.filter((m) => m.group).map((m) => `${m.group}: ${m.username}`);
  return [
    ...accounts,
    ...(grouped.length > 0 ? [`groups  ${grouped.join('; ')}`] : []),
    ...(c.brands.length > 0 ? [`brands  ${c.brands.join('; ')}`] : []),
    ...(c.subscriptions.length > 0 ? [`paid    ${c.subscriptions.join('; ')} (sandbox subscription)`] : []),
    ...(c.events > 0
      ? [`insight ${c.events} events over the last ${DEMO_INSIGHT_DAYS} days (see /admin/analytics)`]
      : []),
    `demo    ${c.providers} content providers, ${c.categories} categories, ${c.tags} tags, ${c.groups} groups, ` +
      `${c.products} products (${c.drafts} drafts), ${c.templates} templates, ${c.requests} requests, ` +
      `seeded in ${seconds.toFixed(1)} s`,
  ];
}
