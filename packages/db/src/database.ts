import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { lockPgliteDir } from './pglite-lock';
import * as schema from './schema/index';

export type Schema = typeof schema;
/** The query builder, the same type over PGlite and node-postgres. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The client underneath, for a library that writes its own SQL (the job queue). */
  driver: { pglite: PGlite } | { pool: pg.Pool };
  /** Applies every migration not applied yet. */
  migrate(): Promise<void>;
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export const MIGRATIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), '../migrations');

export interface DatabaseOptions {
  /** A PostgreSQL server; when absent the embedded PGlite is used. */
  url?: string | undefined;
  /** PGlite's data directory; absent means in memory. */
  dataDir?: string | undefined;
  /** An existing PGlite instance (a test clone). */
  pglite?: PGlite;
  poolSize?: number;
}

export async function createDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) return createPostgres(options.url, options.poolSize ?? 10);
  return createPglite(options);
}

/** The extensions the migrations create (pg_trgm, fuzzystrmatch): PGlite loads them when it opens. */
export const PGLITE_EXTENSIONS = { pg_trgm, fuzzystrmatch };

export function openPglite(dataDir?: string) {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  // One options object: `new PGlite(undefined, options)` ignores the options (in memory, no extensions).
  return new PGlite({ ...(dataDir && { dataDir }), extensions: PGLITE_EXTENSIONS });
}

async function createPglite(options: DatabaseOptions): Promise<Database> {
  // One process per folder: a second one is refused with a message that names DATABASE_URL (decision 0040).
  const unlock = !options.pglite && options.dataDir ? lockPgliteDir(options.dataDir) : () => {};
  const client = options.pglite ?? openPglite(options.dataDir);
  await client.waitReady.catch((error: unknown) => {
    unlock();
    throw error;
  });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    driver: { pglite: client },
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS_DIR }),
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close().finally(unlock),
  };
}

/**
 * The session settings of every connection to a PostgreSQL server. JIT compiling takes hundreds of
 * milliseconds, more than any of our statements saves by it: a panel whose estimate is large (rows
 * past the rollup watermark) would pay it on every read.
 */
export const POSTGRES_SESSION_OPTIONS = '-c jit=off';

async function createPostgres(url: string, max: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max, options: POSTGRES_SESSION_OPTIONS });
  // An idle client's error (the server restarting) must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    driver: { pool },
    migrate: async () => {
      // Several processes may start at once: one migrates, the others wait on the lock.
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock(72023001)');
        await migratePg(drizzlePg(client), { migrationsFolder: MIGRATIONS_DIR });
      } finally {
        await client.query('select pg_advisory_unlock(72023001)').catch(() => {});
        client.release();
      }
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
  };
}

/** Runs raw SQL and returns its rows; PGlite and node-postgres both answer `{ rows }`. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
