import { buildApp } from '../src/app';
import { type Config, loadConfig } from '../src/config';
import { seedFirstRun } from '../src/lib/first-run';
import { createTokenService } from '../src/lib/tokens';
import { createTestDatabase } from './database';

export const TEST_ADMIN = { username: 'admin', password: 'stockroom-admin' };
export const TEST_MEMBER = { username: 'member', password: 'stockroom-member' };

/**
 * The real app on a fresh database of its own, with the first-run accounts (an admin and an active
 * member). Talk to it with `app.inject`.
 */
export async function buildTestApp(overrides: Partial<Config> = {}) {
  const database = await createTestDatabase();
  const config: Config = {
    ...loadConfig({ SEED_DEMO: 'true', LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent' }),
    ...overrides,
  };
  await seedFirstRun(database.db, config);
  const tokens = createTokenService('test-secret-that-is-long-enough-for-hs256-signing');
  const app = await buildApp({ config, database, tokens });
  await app.ready();
  return {
    app,
    database,
    config,
    tokens,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
export type TestApp = Awaited<ReturnType<typeof buildTestApp>>;
