import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const main = new URL('../src/main.ts', import.meta.url).pathname;
const dirs: string[] = [];

/** Removes the data directories of every server started; call it in `afterAll`. */
export function removeDataDirs() {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
}

/** Unpacks a PGlite template dump (global-setup.ts) into `dir`, the folder PGlite opens as its data. */
export function extractTemplate(template: string, dir: string) {
  mkdirSync(dir, { recursive: true });
  // tar says on stderr that it drops the dump's leading '/': expected, not worth a line in the test output.
  execFileSync('tar', ['-xf', template, '-C', dir], { stdio: 'pipe' });
}

export type ServerProcess = ReturnType<typeof startServer>;

/**
 * The real server process (what `npm start` runs) on an empty data directory of its own, on a port the
 * system picks unless `env` names one. Its output is a pipe, as under a process manager.
 *
 * `migrated`: the embedded database's files from the run's migrated template (global-setup.ts), for a
 * test that is not about the first start: creating and migrating the database takes a process about
 * six seconds of a busy machine's CPU. The first run's accounts and the demo are still made.
 */
export function startServer(env: Record<string, string>, { migrated }: { migrated?: string } = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'stockroom-main-'));
  dirs.push(dataDir);
  if (migrated) extractTemplate(migrated, join(dataDir, 'pglite'));
  const child = spawn(process.execPath, ['--import', 'tsx', main], {
    env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, HOST: '127.0.0.1', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const listeners = new Set<() => void>();
  const append = (data: Buffer) => {
    output += data;
    for (const listener of listeners) listener();
  };
  child.stdout.on('data', append);
  child.stderr.on('data', append);
  // 'close', not 'exit': by then everything the process wrote has been read.
  let closed = false;
  const exited = new Promise<number | null>((resolve) =>
    child.on('close', (code) => {
      closed = true;
      resolve(code);
    }),
  );

  /** Resolves with the first match of `pattern` in the output after `from`; fails if the process ends first. */
  const waitFor = (pattern: RegExp, { from = 0, timeoutMs = 90_000 } = {}) =>
    new Promise<RegExpMatchArray>((resolve, reject) => {
      const check = () => {
        const match = output.slice(from).match(pattern);
        if (match) done(() => resolve(match));
        else if (closed) done(() => reject(new Error(`exited before ${pattern}:\n${output}`)));
      };
      const timer = setTimeout(() => done(() => reject(new Error(`no ${pattern} in:\n${output}`))), timeoutMs);
      const done = (settle: () => void) => {
        clearTimeout(timer);
        listeners.delete(check);
        child.off('close', check);
        settle();
      };
      listeners.add(check);
      child.on('close', check);
      check();
    });

  return {
    child,
    dataDir,
    exited,
    output: () => output,
    waitFor,
    /** The port it listens on, once it does (a first start seeds the demo catalogue first: up to 90 s). */
    port: async () => Number((await waitFor(/Server listening at http:\/\/127\.0\.0\.1:(\d+)/))[1]),
  };
}
