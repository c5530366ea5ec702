/**
 * The app on an S3-compatible store (decision 0038): uploads land in the bucket, files shown in
 * place stream through the server, files saved come from a short-lived presigned address.
 */

import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build';
import { makeZip } from '../../../test/file-samples';
import { fileForm } from '../../../test/multipart';
import { type S3Server, startS3Server } from '../../../test/s3-server';
import { DOWNLOAD_ADDRESS_SECONDS } from './downloads.service';
import { fileSignerFor } from './file-signer';
import { storageRoot } from './storage.service';

let s3: S3Server;
let t: TestApp;
let member: Record<string, string>;
let admin: Record<string, string>;
beforeAll(async () => {
  s3 = await startS3Server();
  t = await buildTestApp({ storage: s3.settings({ prefix: 'shop' }) });
  member = (await t.sessionFor('member')).headers;
  admin = (await t.sessionFor('admin')).headers;
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url });
const uploadAs = (headers: Record<string, string>, url: string, form: ReturnType<typeof fileForm>) =>
  t.app.inject({ method: 'POST', url, payload: form.payload, headers: { ...headers, ...form.headers } });
const keysIn = async (prefix: string) => {
  const keys: string[] = [];
  for await (const entry of t.deps.storage.list(prefix)) keys.push(entry.key);
  return keys;
};

describe('files on an S3-compatible store', () => {
  let photo: { url: string; preview_url: string };
  let jpeg: Buffer;

  it("stores a member's uploaded photo in the bucket, not the folder, and streams it back in place", async () => {
    jpeg = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#3366cc' } })
      .jpeg()
      .toBuffer();
    const res = await uploadAs(member, '/api/photos', fileForm(jpeg, 'holiday.jpg', 'image/jpeg'));
    expect(res.statusCode, res.body).toBe(201);
    photo = res.json();
    expect(await keysIn('photos/')).toHaveLength(2);
    expect(existsSync(storageRoot(t.config.dataDir))).toBe(false);

    const shown = await get(photo.url);
    expect(shown.statusCode).toBe(200);
    expect(shown.headers).toMatchObject({
      'content-type': 'image/jpeg',
      'content-disposition': expect.stringMatching(/^inline/),
      'content-security-policy': expect.stringContaining('sandbox'),
    });
    expect((await sharp(shown.rawPayload).metadata()).width).toBe(900);
  });

  it('sends a member saving the photo to a five-minute presigned address that answers the same bytes', async () => {
    const res = await get(`${photo.url}&download=1&filename=holiday-photo.jpg`);
    expect(res.statusCode).toBe(302);
    expect(res.headers['cache-control']).toBe('no-store');
    const location = new URL(String(res.headers.location));
    expect(location.origin).toBe(new URL(s3.settings().endpoint).origin);
    expect(location.pathname).toMatch(/^\/stockroom\/shop\/photos\/[0-9a-f-]{36}\.jpg$/);
    expect(location.searchParams.get('X-Amz-Expires')).toBe(String(DOWNLOAD_ADDRESS_SECONDS));

    const saved = await fetch(location);
    expect(saved.status).toBe(200);
    expect(saved.headers.get('content-type')).toBe('image/jpeg');
    expect(saved.headers.get('content-disposition')).toBe('attachment; filename="holiday-photo.jpg"');
    const bytes = Buffer.from(await saved.arrayBuffer());
    expect(bytes.equals((await get(photo.url)).rawPayload)).toBe(true);
  });

  it("streams an admin's bundle into the bucket and hands it to a downloader by redirect", async () => {
    const zip = makeZip({ 'readme.txt': 'hello', 'art/logo.svg': '<svg/>' });
    const res = await uploadAs(admin, '/api/files?kind=bundle', fileForm(zip, 'kit.zip', 'application/zip'));
    expect(res.statusCode, res.body).toBe(201);
    const { url, path } = res.json();
    expect(await keysIn('bundles/')).toEqual([path]);

    const answer = await get(url);
    expect(answer.statusCode).toBe(302);
    const saved = await fetch(String(answer.headers.location));
    expect(saved.headers.get('content-disposition')).toMatch(/^attachment; filename="[0-9a-f-]{36}\.zip"$/);
    expect(Buffer.from(await saved.arrayBuffer()).equals(zip)).toBe(true);
  });

  it('answers 404, not a redirect, for a well-signed address of a file that is not there', async () => {
    const res = await get(fileSignerFor(t.deps.tokens).signedUrl(`bundles/${randomUUID()}.zip`).url);
    expect(res.statusCode).toBe(404);
  });

  it('leaves nothing in the bucket when an upload is refused after it streamed in', async () => {
    const damaged = Buffer.from('%PDF-1.4\nnot really a PDF at all\n');
    const res = await uploadAs(admin, '/api/files?kind=article', fileForm(damaged, 'broken.pdf', 'application/pdf'));
    expect(res.statusCode, res.body).toBe(400);
    expect(await keysIn('articles/')).toEqual([]);
  });
});

describe('with S3_REDIRECT_DOWNLOADS=false', () => {
  it('streams a saved file through the server, for a store browsers cannot reach', async () => {
    const inside = await buildTestApp({ storage: s3.settings({ prefix: 'inside', redirectDownloads: false }) });
    try {
      const zip = makeZip({ 'a.txt': 'a' });
      const headers = { ...(await inside.sessionFor('admin')).headers };
      const form = fileForm(zip, 'kit.zip', 'application/zip');
      const stored = await inside.app.inject({
        method: 'POST',
        url: '/api/files?kind=bundle',
        payload: form.payload,
        headers: { ...headers, ...form.headers },
      });
      const res = await inside.app.inject({ method: 'GET', url: stored.json().url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toMatch(/^attachment/);
      expect(res.rawPayload.equals(zip)).toBe(true);
    } finally {
      await inside.close();
    }
  });
});
