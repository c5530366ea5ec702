import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const main = new URL('./main.ts', import.meta.url).pathname;
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function startServer(env: Record<string, string>) {
  const dataDir = mkdtempSync(join(tmpdir(), 'stockroom-main-'));
  dirs.push(dataDir);
  const child = spawn(process.execPath, ['--import', 'tsx', main], {
    env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, LOG_LEVEL: 'warn', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d) => {
    output += d;
  });
  child.stderr?.on('data', (d) => {
    output += d;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

async function waitForHealth(port: number, child: ChildProcess) {
  // Up to 90 s: a first start also seeds the demo catalogue, and CI machines can be busy.
  for (let i = 0; i < 360 && child.exitCode === null; i++) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not start');
}

// The process itself, on the embedded database: what `npm start` runs.
describe('the server process', () => {
  it('refuses to start on a bad setting and names it', async () => {
    const server = startServer({ PORT: 'eighty' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('PORT');
  });

  it('starts on an empty data directory, prints the demo accounts, and stops cleanly on SIGTERM', async () => {
    const port = 3400 + Math.floor(Math.random() * 500);
    const server = startServer({ PORT: String(port) });
    await waitForHealth(port, server.child);
    expect(server.output()).toContain('admin   admin / stockroom-admin');
    expect(server.output()).toContain('member  member / stockroom-member');
    expect(server.output()).toMatch(/60 products/);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
  }, 120_000);
});
