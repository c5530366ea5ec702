/**
 * Copies every stored file from one store to another (`npm run storage:copy`: the folder to S3,
 * decision 0038), so that an installation can move. Each copy is read back and compared by size and
 * SHA-256; a file already there with the same bytes is left alone, so a run can be repeated until
 * nothing fails.
 */
import { createHash } from 'node:crypto';
import type { FileStorage, StoredEntry } from './storage.service';

export interface CopyReport {
  copied: number;
  /** Already in the target with the same bytes. */
  same: number;
  bytes: number;
  failed: { key: string; reason: string }[];
}

/** Files copied at once: each holds a few parts of itself in memory while it streams. */
const AT_ONCE = 4;

const sizeOf = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`;

/** The size and SHA-256 of a stored file, read through; null when there is none. */
async function digestOf(storage: FileStorage, key: string) {
  const file = await storage.open(key);
  if (!file) return null;
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of file.stream) {
    hash.update(chunk);
    size += chunk.length;
  }
  if (size !== file.size) throw new Error(`read ${size} bytes of a file of ${file.size}`);
  return { size, hash: hash.digest('hex') };
}

async function copyOne(source: FileStorage, target: FileStorage, entry: StoredEntry): Promise<'copied' | 'same'> {
  const there = await target.stat(entry.key);
  if (there?.size === entry.size) {
    const [mine, theirs] = await Promise.all([digestOf(source, entry.key), digestOf(target, entry.key)]);
    if (mine && theirs && mine.hash === theirs.hash) return 'same';
  }
  const file = await source.open(entry.key);
  if (!file) throw new Error('it is no longer in the source');
  const { stream } = file;
  const hash = createHash('sha256');
  let size = 0;
  async function* hashed() {
    for await (const chunk of stream) {
      hash.update(chunk);
      size += chunk.length;
      yield chunk;
    }
  }
  await target.put(entry.key, hashed());
  const sent = { size, hash: hash.digest('hex') };
  const back = await digestOf(target, entry.key);
  if (!back) throw new Error('the copy is not there when read back');
  if (back.size !== sent.size || back.hash !== sent.hash) {
    throw new Error(
      `the copy read back differs (${back.size} bytes, sha256 ${back.hash}; sent ${sent.size}, ${sent.hash})`,
    );
  }
  return 'copied';
}

export async function copyStoredFiles(
  source: FileStorage,
  target: FileStorage,
  log: (line: string) => void = () => undefined,
): Promise<CopyReport> {
  const entries: StoredEntry[] = [];
  for await (const entry of source.list()) entries.push(entry);
  const report: CopyReport = { copied: 0, same: 0, bytes: 0, failed: [] };
  const width = String(entries.length).length;
  let done = 0;
  let next = 0;
  const worker = async () => {
    while (next < entries.length) {
      const entry = entries[next++] as StoredEntry;
      let line: string;
      try {
        const outcome = await copyOne(source, target, entry);
        report[outcome] += 1;
        if (outcome === 'copied') report.bytes += entry.size;
        line = outcome === 'copied' ? `copied ${entry.key} (${sizeOf(entry.size)})` : `already there ${entry.key}`;
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        report.failed.push({ key: entry.key, reason });
        line = `FAILED ${entry.key}: ${reason}`;
      }
      done += 1;
      log(`[${String(done).padStart(width)}/${entries.length}] ${line}`);
    }
  };
  await Promise.all(Array.from({ length: AT_ONCE }, worker));
  log(
    `${entries.length} files: ${report.copied} copied (${sizeOf(report.bytes)}), ` +
      `${report.same} already there, ${report.failed.length} failed`,
  );
  return report;
}
