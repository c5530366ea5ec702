/**
 * A fresh database per run: PGlite in a temporary folder, or a database of its own on the
 * PostgreSQL server of DATABASE_URL (created and dropped here; no other database is touched).
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { createDatabase, type Database, openPglite } from '@stockroom/db';
import pg from 'pg';
import type { Exec } from './seed';

export interface BenchDatabase {
  kind: 'pglite' | 'postgres';
  label: string;
  database: Database;
  /** Raw SQL for seeding. */
  exec: Exec;
  /** What the server process needs to open the same database. */
  serverEnv: Record<string, string>;
  /** Closes the seeding connections (the server process opens its own); safe to call twice. */
  release(): Promise<void>;
  /** Removes the database; safe to call twice. */
  remove(): Promise<void>;
}

const BENCH_DATABASE = 'stockroom_bench';

const once = (close: () => Promise<void>) => {
  let closing: Promise<void> | undefined;
  return () => {
    closing ??= close();
    return closing;
  };
};

export async function pgliteDatabase(workDir: string): Promise<BenchDatabase> {
  const dataDir = join(workDir, 'pglite');
  const client = openPglite(dataDir);
  const database = await createDatabase({ pglite: client });
  return {
    kind: 'pglite',
    label: 'PGlite',
    database,
    exec: async (text, params) => (await client.query<Record<string, unknown>>(text, params)).rows,
    serverEnv: { BENCH_PGLITE_DIR: dataDir },
    release: once(() => database.close()),
    remove: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

/** `keep`: open the database a run left (BENCH_KEEP_DATABASE) as it is, instead of a fresh one. */
export async function postgresDatabase(
  serverUrl: string,
  name = BENCH_DATABASE,
  { keep = false } = {},
): Promise<BenchDatabase> {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  if (!keep) {
    await admin(`drop database if exists ${name} with (force)`);
    await admin(`create database ${name}`);
  }
  const database = await createDatabase({ url: url.href, poolSize: 4 });
  const pool = new pg.Pool({ connectionString: url.href, max: 1 });
  return {
    kind: 'postgres',
    label: 'PostgreSQL',
    database,
    exec: async (text, params) => (await pool.query(text, params)).rows,
    serverEnv: { BENCH_DATABASE_URL: url.href },
    release: once(async () => {
      await pool.end();
      await database.close();
    }),
    remove: () => admin(`drop database if exists ${name} with (force)`),
  };
}
