import { defineConfig } from 'vitest/config';

const serverProject = (kind: 'pglite' | 'postgres') => ({
  test: {
    name: `server-${kind}`,
    include: ['apps/server/src/**/*.test.ts', 'packages/db/src/**/*.test.ts'],
    // The process test runs what `npm start` runs (the embedded database): once is enough.
    exclude: ['apps/server/src/cluster/**', ...(kind === 'postgres' ? ['apps/server/src/main.test.ts'] : [])],
    environment: 'node',
    globalSetup: ['apps/server/test/global-setup.ts'],
    env: { TEST_DB_KIND: kind },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

/**
 * Server processes behind HAProxy on PostgreSQL, S3 and Redis (docs/deploy.md): they make a database
 * of their own, so no template; each file starts its own cluster, one file at a time.
 */
const clusterProject = {
  test: {
    name: 'cluster',
    include: ['apps/server/src/cluster/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 240_000,
  },
};

/** Every database test runs on PGlite and, when DATABASE_URL is set, on that PostgreSQL server too. */
export default defineConfig({
  test: {
    projects: [
      serverProject('pglite'),
      ...(process.env.DATABASE_URL ? [serverProject('postgres')] : []),
      ...(process.env.DATABASE_URL && process.env.REDIS_URL ? [clusterProject] : []),
      { test: { name: 'contract', include: ['packages/contract/src/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['apps/web/src/test/setup.ts'],
          // A screen test renders MUI in jsdom, which takes seconds on a loaded 2-core machine; each test
          // waits for what it needs (setup.ts), and this budget only stops one that hangs.
          testTimeout: 120_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
