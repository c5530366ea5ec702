/**
 * Migration 0014 on a database that already counted a checkout twice: the earliest payment of each
 * checkout stays, renewals stay, and from then on the database itself refuses a second payment for
 * a checkout.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { MIGRATIONS_DIR, openPglite } from '@stockroom/db';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, expect, it } from 'vitest';

const MIGRATION = '0014_payment_per_checkout';

/** The migrations up to (not including) `tag`, in a folder of their own. */
function migrationsBefore(tag: string) {
  const dir = mkdtempSync(join(tmpdir(), 'stockroom-migrations-'));
  cpSync(MIGRATIONS_DIR, dir, { recursive: true });
  const journalPath = join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { idx: number; tag: string }[] };
  const at = journal.entries.findIndex((entry) => entry.tag === tag);
  if (at < 0) throw new Error(`no migration ${tag}`);
  journal.entries = journal.entries.slice(0, at);
  writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

let client: PGlite;
let before: string;
beforeAll(async () => {
  client = openPglite();
  await client.waitReady;
  before = migrationsBefore(MIGRATION);
  await migrate(drizzle(client), { migrationsFolder: before });
});
afterAll(async () => {
  await client.close();
  rmSync(before, { recursive: true, force: true });
});

const USER = '00000000-0000-4000-8000-000000000001';
const PRODUCT = '00000000-0000-4000-8000-000000000002';
const SUB = '00000000-0000-4000-8000-000000000003';

it('keeps the earliest payment of a checkout counted twice, and refuses another one afterwards', async () => {
  await client.exec(`
    insert into users (id, username, password_hash) values ('${USER}', 'payer', 'x');
    insert into products (id, title, slug, product_type) values ('${PRODUCT}', 'Postcard', 'postcard', 'template');
    insert into subscriptions (id, user_id, product_id, provider, checkout_session_id, amount, currency, interval)
      values ('${SUB}', '${USER}', '${PRODUCT}', 'sandbox', 'cs_1', 1999, 'usd', 'month');
    insert into payments (user_id, product_id, subscription_id, provider, provider_payment_id, kind, amount, currency, created_at) values
      ('${USER}', '${PRODUCT}', '${SUB}', 'sandbox', 'pi_first', 'first', 1999, 'usd', now() - interval '2 days'),
      ('${USER}', '${PRODUCT}', '${SUB}', 'sandbox', 'pi_again', 'first', 1999, 'usd', now() - interval '1 day'),
      ('${USER}', '${PRODUCT}', '${SUB}', 'sandbox', 'in_renewal', 'renewal', 1999, 'usd', now());
  `);

  await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_DIR });

  const { rows } = await client.query<{ provider_payment_id: string; checkout_session_id: string | null }>(
    'select provider_payment_id, checkout_session_id from payments order by created_at',
  );
  expect(rows).toEqual([
    { provider_payment_id: 'pi_first', checkout_session_id: 'cs_1' },
    { provider_payment_id: 'in_renewal', checkout_session_id: null },
  ]);
  await expect(
    client.query(
      `insert into payments (user_id, provider, provider_payment_id, checkout_session_id, kind, amount, currency)
       values ('${USER}', 'sandbox', 'pi_third', 'cs_1', 'first', 1999, 'usd')`,
    ),
  ).rejects.toThrow(/payments_checkout_key/);
});
