import { createDatabase, type Database, queryRows } from '@stockroom/db';
import { sql } from 'drizzle-orm';
import { buildTestApp, type TestApp } from './build';
import { withDatabase } from './global-setup';

/**
 * The same database as `first`, as another server process opens it: on PostgreSQL a connection pool
 * of its own; PGlite serves one process only (decision 0040), so there the one client is shared.
 * Closing it leaves `first` open.
 */
export async function openSameDatabase(first: Database): Promise<Database> {
  if (first.kind === 'pglite') return { ...first, close: async () => {} };
  const [row] = await queryRows<{ name: string }>(first.db, sql`select current_database() as name`);
  return createDatabase({ url: withDatabase(process.env.DATABASE_URL as string, row!.name), poolSize: 4 });
}

/**
 * A second server process beside `first`: its own app, deps and in-process state, on the same
 * database, token secret and files. Close it before `first`, which owns the database.
 */
export async function buildSecondProcess(first: TestApp): Promise<TestApp> {
  const database = await openSameDatabase(first.database);
  return buildTestApp({ dataDir: first.config.dataDir, storage: first.config.storage }, database);
}
