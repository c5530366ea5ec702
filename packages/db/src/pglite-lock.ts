import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** Written in PGlite's data directory while a process has it open; it holds that process's id. */
export const PGLITE_LOCK_FILE = 'stockroom.lock';

/** Folders this process holds: a pid in a lock file equal to ours is only ours if it is listed here. */
const held = new Set<string>();

const ownerOf = (path: string): number | undefined => {
  try {
    const pid = Number.parseInt(readFileSync(path, 'utf8'), 10);
    return Number.isSafeInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
};

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** Another process has the embedded database open: a message for the operator, not a crash. */
export class DatabaseInUseError extends Error {}

const inUse = (dataDir: string, path: string, holder: string) =>
  new DatabaseInUseError(
    `The embedded database in ${dataDir} is already open in ${holder}. ` +
      'PGlite serves one process only: to run several server processes, set DATABASE_URL to a PostgreSQL server. ' +
      `If no other process uses this folder, delete ${path} and start again.`,
  );

/**
 * Takes PGlite's data directory for this process, or throws a message that says to use DATABASE_URL:
 * two processes writing the same PGlite files would corrupt them. A lock left by a process that is
 * no longer running (a crash, kill -9, a container restarted with the same pid) is taken over.
 * Returns the release, which removes the file only while it is still ours.
 */
export function lockPgliteDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, PGLITE_LOCK_FILE);
  const key = resolve(path);
  if (held.has(key)) throw inUse(dataDir, path, 'this process');
  for (let attempt = 0; ; attempt++) {
    try {
      const fd = openSync(path, 'wx');
      try {
        writeSync(fd, `${process.pid}\n`);
      } finally {
        closeSync(fd);
      }
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = ownerOf(path);
      // A second EEXIST: another process took the folder between our removal of a stale lock and now.
      if (attempt > 0 || (owner !== undefined && owner !== process.pid && isRunning(owner))) {
        throw inUse(dataDir, path, `another server process (pid ${owner ?? 'unknown'})`);
      }
      rmSync(path, { force: true });
    }
  }
  held.add(key);
  return () => {
    if (!held.delete(key)) return;
    if (ownerOf(path) === process.pid) rmSync(path, { force: true });
  };
}
