import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { createDatabase, type Database, PGLITE_EXTENSIONS } from '@stockroom/db';
import pg from 'pg';
import { inject } from 'vitest';
import { withDatabase } from './global-setup';

/**
 * The template's bytes, handed to PGlite at once: it reads a Blob through a stream of small chunks,
 * half a second for the 40 MB template on every copy.
 */
class TemplateDump extends Blob {
  constructor(private readonly contents: ArrayBuffer) {
    super();
  }
  override async arrayBuffer() {
    return this.contents.slice(0);
  }
}

/** Read once per worker: the files of a worker share one module graph (vitest.config.ts). */
let template: Promise<ArrayBuffer> | undefined;
const templateBytes = () => {
  template ??= readFile(inject('pgliteTemplate')).then((dump) =>
    dump.buffer.slice(dump.byteOffset, dump.byteOffset + dump.byteLength),
  );
  return template;
};

/** A fresh, migrated database for one test file, of the kind this run tests (PGlite or PostgreSQL). */
export async function createTestDatabase(): Promise<Database> {
  if ((process.env.TEST_DB_KIND ?? 'pglite') === 'pglite') {
    const dump = new TemplateDump(await templateBytes());
    const pglite = new PGlite({ loadDataDir: dump, extensions: PGLITE_EXTENSIONS });
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
