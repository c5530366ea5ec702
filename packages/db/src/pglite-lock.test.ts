import { execFile, execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { createDatabase } from './database';
import { PGLITE_LOCK_FILE } from './pglite-lock';

const run = promisify(execFile);
const dirs: string[] = [];
/**
 * A folder of its own holding the run's migrated database (the template of global-setup.ts): the
 * locks are the subject here, and creating a database takes seconds of a busy machine's CPU.
 */
const freshDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'stockroom-lock-'));
  dirs.push(dir);
  const dataDir = join(dir, 'pglite');
  mkdirSync(dataDir);
  execFileSync('tar', ['-xf', inject('pgliteTemplate'), '-C', dataDir], { stdio: 'pipe' });
  return dataDir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** What a second server process does at start: open the same folder, in a process of its own. */
const openInAnotherProcess = (dataDir: string) =>
  run(
    process.execPath,
    [
      '--import',
      'tsx',
      '--input-type=module',
      '-e',
      `import { createDatabase } from ${JSON.stringify(new URL('./database.ts', import.meta.url).pathname)};
       const database = await createDatabase({ dataDir: ${JSON.stringify(dataDir)} });
       await database.close();
       console.log('opened');`,
    ],
    { timeout: 60_000 },
  ).then(
    ({ stdout }) => ({ code: 0, output: stdout }),
    (error: { code: number; stdout: string; stderr: string }) => ({
      code: error.code,
      output: error.stdout + error.stderr,
    }),
  );

describe('one process per PGlite folder', () => {
  it('refuses a second process on a folder in use, naming DATABASE_URL, and admits it once the first has closed', async () => {
    const dataDir = freshDir();
    const first = await createDatabase({ dataDir });
    try {
      await first.migrate();
      const refused = await openInAnotherProcess(dataDir);
      expect(refused.code).not.toBe(0);
      expect(refused.output).toContain(`already open in another server process (pid ${process.pid})`);
      expect(refused.output).toContain('set DATABASE_URL to a PostgreSQL server');
      // The refusal left the first process's lock and database as they were.
      expect(readFileSync(join(dataDir, PGLITE_LOCK_FILE), 'utf8').trim()).toBe(String(process.pid));
      await first.ping();
    } finally {
      await first.close();
    }
    expect(existsSync(join(dataDir, PGLITE_LOCK_FILE))).toBe(false);
    expect(await openInAnotherProcess(dataDir)).toEqual({ code: 0, output: 'opened\n' });
  }, 120_000);

  it('refuses the same folder twice in one process', async () => {
    const dataDir = freshDir();
    const first = await createDatabase({ dataDir });
    try {
      await expect(createDatabase({ dataDir })).rejects.toThrow(/already open in this process. .*DATABASE_URL/);
    } finally {
      await first.close();
    }
  });

  it('takes over the lock of a process that died without closing', async () => {
    const dataDir = freshDir();
    const gone = spawnSync(process.execPath, ['-e', 'process.exit(0)']).pid as number;
    const earlier = await createDatabase({ dataDir });
    await earlier.close();
    writeFileSync(join(dataDir, PGLITE_LOCK_FILE), `${gone}\n`);
    const database = await createDatabase({ dataDir });
    try {
      expect(readFileSync(join(dataDir, PGLITE_LOCK_FILE), 'utf8').trim()).toBe(String(process.pid));
      await database.ping();
    } finally {
      await database.close();
    }
  });
});

// Provided by the server tests' global setup, which this package's tests run under (vitest.config.ts).
declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}
