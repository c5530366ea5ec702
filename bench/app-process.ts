/**
 * The server as `npm start` runs it (its own process, the embedded database in a fresh folder, the
 * demo accounts and catalogue), serving a given build of the web app.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../apps/server/test/cluster';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const READY_TIMEOUT_MS = 120_000;

export async function startApp(webDist: string) {
  const dataDir = mkdtempSync(join(tmpdir(), 'stockroom-bench-app-'));
  const port = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST: webDist,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      // The export benchmark starts hundreds of exports a minute as one member.
      EXPORTS_PER_MINUTE: '100000',
      DATABASE_URL: '',
      REDIS_URL: '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  // Ready once health answers; the process may still be migrating and seeding before that.
  const deadline = Date.now() + READY_TIMEOUT_MS;
  let failed: string | undefined;
  while (!failed) {
    const health = await fetch(`${url}/api/health`).catch(() => undefined);
    if (health?.ok) return { url, stop };
    if (child.exitCode !== null) failed = `the server exited (${child.exitCode}) before answering`;
    else if (Date.now() > deadline) failed = `the server did not answer ${url}/api/health in time`;
    else await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 200))]);
  }
  await stop();
  throw new Error(failed);
}
