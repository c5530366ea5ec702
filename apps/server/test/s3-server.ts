import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { S3Settings, StorageSettings } from '../src/config';

/** s3rver's own credentials: it checks every request's signature against them. */
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/**
 * An S3-compatible server in this process (s3rver, decision 0038), on a free port of the loopback,
 * keeping its objects in a temporary folder, with one empty bucket.
 */
export async function startS3Server(bucket = 'stockroom') {
  const directory = mkdtempSync(join(tmpdir(), 'stockroom-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const settings = (overrides: Partial<S3Settings> = {}): StorageSettings & S3Settings => ({
    kind: 's3',
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    region: 'us-east-1',
    ...CREDENTIALS,
    prefix: '',
    redirectDownloads: true,
    ...overrides,
  });
  /** The same settings as the environment gives them, for a process of its own. */
  const env = (prefix = '') => ({
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_BUCKET: bucket,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
    S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
    S3_PREFIX: prefix,
  });
  return {
    settings,
    env,
    directory,
    close: async () => {
      // Clients may still hold kept-alive connections, which would keep the server from closing.
      server.httpServer?.closeAllConnections();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
export type S3Server = Awaited<ReturnType<typeof startS3Server>>;
