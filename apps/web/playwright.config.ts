import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3210);
// Every run starts the real server on a fresh, empty data directory (embedded PostgreSQL).
const dataDir = mkdtempSync(join(tmpdir(), 'stockroom-e2e-'));

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  // The journeys share two cores with the server, the browser and whatever else the machine runs.
  // Every wait returns as soon as what it waits for is there; these budgets only decide how long a
  // journey that will not get there takes to fail (Playwright's own are 5 s for an assertion).
  timeout: 180_000,
  expect: { timeout: 30_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    actionTimeout: 30_000,
    navigationTimeout: 60_000,
    // A failed journey keeps its trace: every action, request and DOM snapshot. Without the
    // screencast, which is recorded for every journey and thrown away when it passes: on this 2-core
    // machine it cost about a fifth of the journeys' time, mostly in the browser's own processes.
    trace: { mode: 'retain-on-failure', screenshots: false },
    // The flags of apps/server/test/chromium.ts: a web file may not import the server's.
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined }, grepInvert: /@phone/ },
    { name: 'phone', use: { ...devices['Pixel 7'], channel: undefined }, grep: /@phone/ },
  ],
  webServer: {
    command: 'node --import tsx ../server/src/main.ts',
    url: `http://127.0.0.1:${PORT}/api/health`,
    // A fresh embedded database, its migrations and the demo catalogue, on a machine that may be busy.
    timeout: 300_000,
    reuseExistingServer: false,
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      // The address the browser uses: the payment provider sends the member back to it, to the
      // origin that holds their login.
      PUBLIC_BASE_URL: `http://127.0.0.1:${PORT}`,
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      REDIS_URL: '',
    },
  },
});
