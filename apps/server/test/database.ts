import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { createDatabase, type Database, PGLITE_EXTENSIONS } from '@stockroom/db';
import pg from 'pg';
import { inject } from 'vitest';
import { withDatabase } from './global-setup';

/** A fresh, migrated database for one test file, of the kind this run tests (PGlite or PostgreSQL). */
export async function createTestDatabase(): Promise<Database> {
  if ((process.env.TEST_DB_KIND ?? 'pglite') === 'pglite') {
    const dump = await readFile(inject('pgliteTemplate'));
    const pglite = new PGlite({ loadDataDir: new Blob([dump]), extensions: PGLITE_EXTENSIONS });
    return createDatabase({ pglite });
  }
  const url = process.env.DATABASE_URL as string;
  const name = `stockroom_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name} template ${inject('postgresTemplate')}`);
  const database = await createDatabase({ url: withDatabase(url, name), poolSize: 4 });
  return {
    ...database,
    close: async () => {
      await database.close();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
