import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Database, users } from '@stockroom/db';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { type Config, loadConfig } from '../src/config';
import { createDeps } from '../src/create-deps';
import { seedFirstRun } from '../src/lib/first-run';
import { startSession } from '../src/modules/auth/sessions.service';
import { createTestDatabase } from './database';

export const TEST_ADMIN = { username: 'admin', password: 'stockroom-admin' };
export const TEST_MEMBER = { username: 'member', password: 'stockroom-member' };

/**
 * The real app on a fresh database of its own (or on `shared`, see second-process.ts), with the
 * first-run accounts (an admin and an active member). Talk to it with `app.inject`.
 */
export async function buildTestApp(overrides: Partial<Config> = {}, shared?: Database) {
  const database = shared ?? (await createTestDatabase());
  const config: Config = {
    ...loadConfig({
      SEED_DEMO: 'true',
      LOG_LEVEL: 'silent',
      WEB_DIST: '/nonexistent',
      TOKEN_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
      // Uploads go to a folder of the test's own.
      DATA_DIR: mkdtempSync(join(tmpdir(), 'stockroom-test-')),
    }),
    ...overrides,
  };
  await seedFirstRun(database.db, config);
  const deps = await createDeps(config, database);
  const app = await buildApp(deps);
  await app.ready();
  /** A real session for an existing user, as a successful login would make it. */
  const sessionFor = async (username: string) => {
    const [user] = await database.db
      .select()
      .from(users)
      .where(sql`lower(${users.username}) = lower(${username}) and ${users.deleted_at} is null`);
    if (!user) throw new Error(`no user ${username}`);
    const session = await startSession(database.db, deps.tokens, user, { ip: '127.0.0.1', userAgent: 'test' });
    return { ...session, userId: user.id, headers: { authorization: `Bearer ${session.access_token}` } };
  };
  return {
    app,
    database,
    config,
    deps,
    sessionFor,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
export type TestApp = Awaited<ReturnType<typeof buildTestApp>>;

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/** A request to a test app: the method, address, headers and an optional JSON body. */
export type CallArgs = [method: Method, url: string, headers?: Record<string, string>, payload?: object];
export const injectInto = (app: TestApp['app'], ...[method, url, headers = {}, payload]: CallArgs) =>
  app.inject({ method, url, headers, ...(payload && { payload }) });

/** An id that names no record. */
export const MISSING_ID = '00000000-0000-4000-8000-0000000000ff';
