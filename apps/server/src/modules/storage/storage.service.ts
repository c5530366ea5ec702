import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** A stored file opened for reading. */
export interface StoredObject {
  stream: Readable;
  size: number;
}

/**
 * One storage adapter (DESIGN §1.11): keys like `thumbnails/{uuid}.webp`. The default keeps files in
 * a folder under the data directory; an S3-compatible store would implement the same three calls.
 */
export interface FileStorage {
  /**
   * Stores the whole of `data` under `key`, or nothing: when a streamed source fails (a size limit
   * reached half way, say), no file is left behind and the error is thrown on.
   */
  put(key: string, data: Buffer | AsyncIterable<Uint8Array>): Promise<void>;
  /** null when there is no such file. */
  open(key: string): Promise<StoredObject | null>;
  remove(key: string): Promise<void>;
}

export function createLocalStorage(root: string): FileStorage {
  const base = resolve(root);
  const pathOf = (key: string) => {
    const path = resolve(base, key);
    // Keys come from our own code, but a key must never reach outside the folder.
    if (!path.startsWith(base + sep)) throw new Error(`bad storage key ${key}`);
    return path;
  };
  return {
    async put(key, data) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // Written beside and renamed, so that a reader never sees half a file.
      const partial = `${path}.${process.pid}.partial`;
      try {
        if (Buffer.isBuffer(data)) await writeFile(partial, data);
        else await pipeline(data, createWriteStream(partial));
        await rename(partial, path);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },
    async open(key) {
      const path = pathOf(key);
      try {
        const info = await stat(path);
        if (!info.isFile()) return null;
        return { stream: createReadStream(path), size: info.size };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}

/** The folder under DATA_DIR that holds uploads. */
export const storageRoot = (dataDir: string) => join(dataDir, 'files');
