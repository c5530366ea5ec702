import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Tests that give the same answer whatever the database: they render, sanitize, parse or store files
 * without one, or start server processes on the embedded database whatever DATABASE_URL says (the
 * process, shutdown and PGlite-lock tests). They run once, in the PGlite project.
 */
const DATABASE_FREE = [
  'apps/server/src/main.test.ts',
  'apps/server/src/lib/shutdown.test.ts',
  'packages/db/src/pglite-lock.test.ts',
  'apps/server/src/config.test.ts',
  'apps/server/src/modules/activity/shared-lists.test.ts',
  'apps/server/src/lib/log-format.test.ts',
  'apps/server/src/plugins/verified-tokens.test.ts',
  'apps/server/src/demo-catalogue/catalogue-data.test.ts',
  'apps/server/src/modules/rendering/{renderer,font-metrics,pdfx}.test.ts',
  'apps/server/src/modules/templates/{sanitize,document}/*.test.ts',
  'apps/server/src/modules/storage/{file-storage,copy-files}.test.ts',
  'apps/server/src/modules/payments/providers/stripe-webhooks.test.ts',
];

const serverProject = (kind: 'pglite' | 'postgres') => ({
  test: {
    name: `server-${kind}`,
    include: ['apps/server/src/**/*.test.ts', 'packages/db/src/**/*.test.ts'],
    exclude: ['apps/server/src/cluster/**', ...(kind === 'postgres' ? DATABASE_FREE : [])],
    environment: 'node',
    globalSetup: ['apps/server/test/global-setup.ts'],
    env: { TEST_DB_KIND: kind },
    // One module graph per worker rather than per file: importing the app anew for each file took a
    // quarter of the run. Each file still builds its own app on its own database.
    isolate: false,
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

/**
 * Web files that replace modules (`vi.mock`) or test what a module sets up once (the impression
 * tracker's page listeners): they get modules of their own. The other screen tests share one module
 * graph per worker, since importing React, MUI and the app anew was a third of the project's time.
 */
const ISOLATED_WEB = [
  'apps/web/src/components/captcha/captcha-field.test.tsx',
  'apps/web/src/features/registration/components/signup-page.test.tsx',
  'apps/web/src/features/auth/components/login-page.test.tsx',
  'apps/web/src/features/recordings/components/session-replay-page.test.tsx',
  'apps/web/src/features/recordings/lib/session-recording.test.tsx',
  'apps/web/src/lib/impressions.test.ts',
];

const webProject = (name: 'web' | 'web-isolated') => ({
  test: {
    name,
    ...(name === 'web'
      ? { include: ['apps/web/src/**/*.test.{ts,tsx}'], exclude: ISOLATED_WEB, isolate: false }
      : { include: ISOLATED_WEB }),
    environment: 'jsdom',
    // A thread starts and loads its modules with less work than a child process.
    pool: 'threads',
    setupFiles: ['apps/web/src/test/setup.ts'],
    // A screen test renders MUI in jsdom, which takes seconds on a loaded 2-core machine; each test
    // waits for what it needs (setup.ts), and this budget only stops one that hangs.
    testTimeout: 120_000,
    hookTimeout: 60_000,
  },
});

/** Every database test runs on PGlite and, when DATABASE_URL is set, on that PostgreSQL server too. */
export default defineConfig({
  test: {
    // Vitest's default leaves one core to its own process: on a 2-core machine, one test file at a
    // time, while a file spends much of its time waiting on its database or its renders.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      serverProject('pglite'),
      ...(process.env.DATABASE_URL ? [serverProject('postgres')] : []),
      ...(process.env.DATABASE_URL && process.env.REDIS_URL ? [clusterProject] : []),
      { test: { name: 'contract', include: ['packages/contract/src/**/*.test.ts'], environment: 'node' } },
      webProject('web'),
      webProject('web-isolated'),
    ],
  },
});
