import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream, type Dirent } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** A stored file opened for reading. */
export interface StoredObject {
  stream: Readable;
  size: number;
}

/** A stored file as a listing names it. */
export interface StoredEntry {
  key: string;
  size: number;
}

/** What a browser should be told about a file it fetches straight from the store. */
export interface DownloadHeaders {
  contentType: string;
  contentDisposition: string;
}

/**
 * One storage adapter (DESIGN §1.11): keys like `thumbnails/{uuid}.webp`. The default keeps files in
 * a folder under the data directory; an S3-compatible store (s3-storage.ts) implements the same calls.
 * Every file the product keeps goes through it, so that any server process can serve what another stored.
 */
export interface FileStorage {
  /**
   * Stores the whole of `data` under `key`, or nothing: when a streamed source fails (a size limit
   * reached half way, say), no file is left behind and the error is thrown on.
   */
  put(key: string, data: Buffer | AsyncIterable<Uint8Array>): Promise<void>;
  /** null when there is no such file. */
  open(key: string): Promise<StoredObject | null>;
  /** The file's size without reading it; null when there is no such file. */
  stat(key: string): Promise<{ size: number } | null>;
  remove(key: string): Promise<void>;
  /** Every stored file whose key starts with `prefix` (all of them without one). */
  list(prefix?: string): AsyncIterable<StoredEntry>;
  /**
   * A short-lived address the browser may fetch the file from directly, answered with `headers`.
   * Absent where the store has no address a browser can reach (the folder).
   */
  downloadAddress?(key: string, headers: DownloadHeaders, seconds: number): Promise<string>;
  /** Lets go of connections; the folder has none. */
  close?(): Promise<void>;
}

/**
 * Keys are folders and a name joined by `/`. None of them may be empty, `.` or `..`, so that a key
 * never reaches outside its folder or prefix, whatever the store makes of dots; nor hold a backslash
 * or a control character, which not every store keeps.
 */
export function checkStorageKey(key: string) {
  const bad =
    key.length === 0 ||
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses
    /[\u0000-\u001f\u007f\\]/.test(key) ||
    key.split('/').some((segment) => segment === '' || segment === '.' || segment === '..');
  if (bad) throw new Error(`bad storage key ${JSON.stringify(key)}`);
}

/** A file being written (named by its process id before, by a UUID now): no key ends like this, so listings pass over it. */
const PARTIAL = /\.(\d+|[0-9a-f-]{36})\.partial$/;

/** A stored file's bytes, whole, or null when there is none: for files used whole (logos, images to decode). */
export async function readStored(storage: FileStorage, key: string): Promise<Buffer | null> {
  const file = await storage.open(key);
  if (!file) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of file.stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

export function createLocalStorage(root: string): FileStorage {
  const base = resolve(root);
  const pathOf = (key: string) => {
    checkStorageKey(key);
    const path = resolve(base, key);
    // Keys come from our own code, but a key must never reach outside the folder.
    if (!path.startsWith(base + sep)) throw new Error(`bad storage key ${key}`);
    return path;
  };
  async function* walk(folder: string, prefix: string): AsyncGenerator<StoredEntry> {
    let entries: Dirent[];
    try {
      entries = await readdir(folder ? join(base, folder) : base, { withFileTypes: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const key = folder ? `${folder}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        if (`${key}/`.startsWith(prefix) || prefix.startsWith(`${key}/`)) yield* walk(key, prefix);
      } else if (entry.isFile() && key.startsWith(prefix) && !PARTIAL.test(entry.name)) {
        const info = await stat(join(base, key)).catch(() => null);
        if (info) yield { key, size: info.size };
      }
    }
  }
  return {
    async put(key, data) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // Written beside and renamed, so that a reader never sees half a file; a name of its own per
      // write, so that two writes of one key never mix.
      const partial = `${path}.${randomUUID()}.partial`;
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
    async stat(key) {
      const info = await stat(pathOf(key)).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return null;
        throw error;
      });
      return info?.isFile() ? { size: info.size } : null;
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
    list(prefix = '') {
      // Only the folders the prefix can lie in are read.
      const folder = prefix.slice(0, Math.max(0, prefix.lastIndexOf('/')));
      if (folder) checkStorageKey(folder);
      return walk(folder, prefix);
    },
  };
}

/** The folder under DATA_DIR that holds uploads. */
export const storageRoot = (dataDir: string) => join(dataDir, 'files');
