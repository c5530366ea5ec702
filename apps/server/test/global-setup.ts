import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDatabase, openPglite } from '@stockroom/db';
import pg from 'pg';
import type { TestProject } from 'vitest/node';

/**
 * Migrates one template database per run: a PGlite dump that each test file loads, and, when
 * DATABASE_URL is set, a PostgreSQL template that each test file copies. Test files then start from
 * a fresh, migrated database in well under a second.
 */
export default async function setup(project: TestProject) {
  const kind = project.config.env?.TEST_DB_KIND ?? 'pglite';
  if (kind === 'pglite') {
    const pglite = openPglite();
    const database = await createDatabase({ pglite });
    await database.migrate();
    // Each test file starts its own copy, and PostgreSQL sets up its shared buffers at every start:
    // at the default 128 MB that took more than half of a copy's start, for databases of a few MB.
    await pglite.exec(`alter system set shared_buffers = '16MB'`);
    const dump = await pglite.dumpDataDir('none');
    const file = join(tmpdir(), `stockroom-template-${process.pid}.tar`);
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
    await database.close();
    project.provide('pgliteTemplate', file);
    return;
  }
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('TEST_DB_KIND=postgres needs DATABASE_URL');
  const template = `stockroom_template_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`drop database if exists ${template}`);
  await admin.query(`create database ${template}`);
  const database = await createDatabase({ url: withDatabase(url, template), poolSize: 1 });
  await database.migrate();
  await database.close();
  project.provide('postgresTemplate', template);
  return async () => {
    await admin.query(`drop database if exists ${template} with (force)`);
    await admin.end();
  };
}

export function withDatabase(url: string, name: string) {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresTemplate: string;
  }
}
