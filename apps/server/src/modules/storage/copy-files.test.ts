/** `npm run storage:copy` (decision 0038): the folder's files into an S3-compatible store, each checked. */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type S3Server, startS3Server } from '../../../test/s3-server';
import { copyStoredFiles } from './copy-files';
import { createS3Storage } from './s3-storage';
import { createLocalStorage, type FileStorage, storageRoot } from './storage.service';

let s3: S3Server;
const closing: FileStorage[] = [];
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(async () => {
  await Promise.all(closing.map((storage) => storage.close?.()));
  await s3.close();
  for (const dataDir of dataDirs) rmSync(dataDir, { recursive: true, force: true });
});

const s3Storage = (prefix: string, endpoint?: string) => {
  const storage = createS3Storage(s3.settings({ prefix, ...(endpoint && { endpoint }) }));
  closing.push(storage);
  return storage;
};
const dataDirs: string[] = [];
const newDataDir = () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'stockroom-copy-'));
  dataDirs.push(dataDir);
  return dataDir;
};
const bytesOf = async (storage: FileStorage, key: string) => {
  const file = await storage.open(key);
  if (!file) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of file.stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
};

/** A folder as an installation leaves it: uploads, a large bundle, a render, and a write cut short. */
async function installation() {
  const dataDir = newDataDir();
  const folder = createLocalStorage(storageRoot(dataDir));
  const files: Record<string, Buffer> = {
    'thumbnails/1b4e28ba-2fa1-11d2-883f-0016d3cca427.webp': Buffer.alloc(2_000, 1),
    'articles/6fa459ea-ee8a-3ca4-894e-db77e160355e.pdf': Buffer.from('%PDF-1.4\n%%EOF\n'),
    'bundles/16fd2706-8baf-433b-82eb-8c7fada847da.zip': Buffer.alloc(12 * 1024 * 1024, 7),
    'renders/brand/abc.def.png': Buffer.alloc(300, 3),
  };
  for (const [key, bytes] of Object.entries(files)) await folder.put(key, bytes);
  await writeFile(join(storageRoot(dataDir), 'thumbnails', 'x.webp.4242.partial'), 'half a file');
  return { dataDir, folder, files };
}

describe('copying stored files to S3', () => {
  it('copies every file and checks it, then finds them all there on a second run', async () => {
    const { folder, files } = await installation();
    const target = s3Storage('moved');
    const lines: string[] = [];
    const first = await copyStoredFiles(folder, target, (line) => lines.push(line));
    expect(first).toMatchObject({ copied: 4, same: 0, failed: [] });
    for (const [key, bytes] of Object.entries(files)) expect((await bytesOf(target, key))?.equals(bytes)).toBe(true);
    expect(lines.filter((line) => /^\[\d\/4\] copied /.test(line))).toHaveLength(4);
    expect(lines.at(-1)).toBe('4 files: 4 copied (12.0 MB), 0 already there, 0 failed');

    const second = await copyStoredFiles(folder, target);
    expect(second).toMatchObject({ copied: 0, same: 4, bytes: 0, failed: [] });
  });

  it('copies again a file whose bytes differ in the target, even at the same size', async () => {
    const { folder, files } = await installation();
    const target = s3Storage('differs');
    await copyStoredFiles(folder, target);
    const [sameSize, otherSize] = ['thumbnails/1b4e28ba-2fa1-11d2-883f-0016d3cca427.webp', 'renders/brand/abc.def.png'];
    await target.put(sameSize, Buffer.alloc(2_000, 9));
    await target.put(otherSize, Buffer.from('stale'));
    const report = await copyStoredFiles(folder, target);
    expect(report).toMatchObject({ copied: 2, same: 2, failed: [] });
    expect((await bytesOf(target, sameSize))?.equals(files[sameSize] as Buffer)).toBe(true);
    expect((await bytesOf(target, otherSize))?.equals(files[otherSize] as Buffer)).toBe(true);
  });

  it('reports every file it could not copy', async () => {
    const { folder } = await installation();
    // A port nothing listens on: every request is refused.
    const unreachable = s3Storage('gone', 'http://127.0.0.1:9');
    const report = await copyStoredFiles(folder, unreachable);
    expect(report.copied).toBe(0);
    expect(report.failed.map((failure) => failure.key).sort()).toEqual([
      'articles/6fa459ea-ee8a-3ca4-894e-db77e160355e.pdf',
      'bundles/16fd2706-8baf-433b-82eb-8c7fada847da.zip',
      'renders/brand/abc.def.png',
      'thumbnails/1b4e28ba-2fa1-11d2-883f-0016d3cca427.webp',
    ]);
  });
});

describe('npm run storage:copy', () => {
  const script = new URL('../../storage-copy.ts', import.meta.url).pathname;
  // Not spawnSync: the S3 server the script talks to runs in this process.
  const run = (env: Record<string, string>) =>
    new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) => {
      const child = spawn(process.execPath, ['--import', 'tsx', script], {
        env: { PATH: process.env.PATH ?? '', AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true', ...env },
        timeout: 60_000,
      });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (chunk) => {
        stdout += chunk;
      });
      child.stderr.on('data', (chunk) => {
        stderr += chunk;
      });
      child.on('close', (status) => resolve({ status, stdout, stderr }));
    });

  it('copies the folder under DATA_DIR to the S3 settings, prints its progress, and exits 0', async () => {
    const { dataDir, files } = await installation();
    const res = await run({ DATA_DIR: dataDir, ...s3.env('cli') });
    expect(res.status, res.stderr).toBe(0);
    expect(res.stdout).toContain('4 files: 4 copied (12.0 MB), 0 already there, 0 failed');
    const target = s3Storage('cli');
    for (const [key, bytes] of Object.entries(files)) expect((await bytesOf(target, key))?.equals(bytes)).toBe(true);
  });

  it('exits 1 naming what to set when no S3 store is configured', async () => {
    const res = await run({ DATA_DIR: newDataDir() });
    expect(res.status).toBe(1);
    expect(res.stderr).toMatch(/set S3_ENDPOINT, S3_BUCKET/);
  });

  it('exits 1 when a file could not be copied', async () => {
    const { dataDir } = await installation();
    const res = await run({ DATA_DIR: dataDir, ...s3.env('cli-failing'), S3_ENDPOINT: 'http://127.0.0.1:9' });
    expect(res.status).toBe(1);
    expect(res.stdout).toMatch(/0 copied \(0 KB\), 0 already there, 4 failed/);
    expect(res.stderr).toContain('4 files were not copied; run storage:copy again to retry them');
  });
});
