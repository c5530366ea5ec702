/** GET /files/{folder}/{name} (decision 0009): served only with a valid, unexpired signature. */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build';
import { createFileSigner, expiryFor, fileSignerFor, storedFileValue } from './file-signer';

let t: TestApp;
const PDF = Buffer.from('%PDF-1.4\n%%EOF\n');
const key = `articles/${randomUUID()}.pdf`;
beforeAll(async () => {
  t = await buildTestApp();
  await t.deps.storage.put(key, PDF);
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
const now = () => Math.floor(Date.now() / 1000);
const addressOf = (fileKey: string, expires: number, signature?: string) =>
  `/files/${fileKey}?expires=${expires}&signature=${signature ?? fileSignerFor(t.deps.tokens).sign(fileKey, expires)}`;

describe('a signed address', () => {
  it('serves the file inline, privately cached until it expires, never sniffed', async () => {
    const { url, expires } = fileSignerFor(t.deps.tokens).signedUrl(key);
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(PDF)).toBe(true);
    expect(res.headers).toMatchObject({
      'content-type': 'application/pdf',
      'x-content-type-options': 'nosniff',
      'content-disposition': expect.stringMatching(/^inline/),
    });
    const maxAge = Number(/^private, max-age=(\d+)$/.exec(String(res.headers['cache-control']))?.[1]);
    expect(maxAge).toBeGreaterThan(3500);
    expect(maxAge).toBeLessThanOrEqual(expires - now() + 1);
  });

  it('answers HEAD with the headers alone', async () => {
    const res = await t.app.inject({ method: 'HEAD', url: fileSignerFor(t.deps.tokens).signedUrl(key).url });
    expect(res.statusCode).toBe(200);
    expect(res.headers).toMatchObject({ 'content-type': 'application/pdf', 'content-length': String(PDF.length) });
    expect(res.rawPayload.length).toBe(0);
  });

  it('asks the browser to save the file with download=1', async () => {
    const res = await get(`${fileSignerFor(t.deps.tokens).signedUrl(key).url}&download=1`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="[0-9a-f-]{36}\.pdf"$/);
  });

  it.each([
    ['a tampered signature', () => addressOf(key, now() + 3600, 'A'.repeat(43))],
    [
      'a signature for another expiry',
      () => addressOf(key, now() + 7200).replace(/expires=\d+/, `expires=${now() + 9999}`),
    ],
    [
      'a signature for another file',
      () => addressOf(`articles/${randomUUID()}.pdf`, now() + 3600).replace(/\/files\/[^?]+/, `/files/${key}`),
    ],
    [
      'a signature made with another secret',
      () => addressOf(key, now() + 3600, createFileSigner('other').sign(key, now() + 3600)),
    ],
    ['an expired signature', () => addressOf(key, now() - 1)],
  ])('answers 403 for %s', async (_case, url) => {
    const res = await get(url());
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'forbidden' });
  });

  it('answers 404 for a well-signed address of a file that is not there', async () => {
    const res = await get(fileSignerFor(t.deps.tokens).signedUrl(`bundles/${randomUUID()}.zip`).url);
    expect(res.statusCode).toBe(404);
  });

  it.each([
    ['an unknown folder', `/files/secrets/${randomUUID()}.pdf?expires=1&signature=x`],
    ['a name outside the pattern', '/files/articles/..%2F..%2Fpglite?expires=1&signature=x'],
    ['no signature', `/files/${key}?expires=1`],
  ])('answers 400 for %s', async (_case, url) => {
    expect((await get(url)).statusCode).toBe(400);
  });
});

describe('a served file', () => {
  const policyOf = (res: { headers: Record<string, unknown> }) =>
    String(res.headers['content-security-policy'])
      .split(';')
      .map((d) => d.trim());

  it.each([
    ['a PDF', `articles/${randomUUID()}.pdf`, 'application/pdf', 'inline', "object-src 'self'"],
    ['a thumbnail', `thumbnails/${randomUUID()}.webp`, 'image/webp', 'inline', "img-src 'self'"],
    ['a ZIP', `bundles/${randomUUID()}.zip`, 'application/zip', 'attachment', null],
  ])(
    'serves %s with a sandboxed policy of its own and framing by this origin only',
    async (_c, fileKey, type, disposition, need) => {
      await t.deps.storage.put(fileKey, Buffer.from('bytes'));
      const res = await get(fileSignerFor(t.deps.tokens).signedUrl(fileKey).url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe(type);
      expect(res.headers['content-disposition']).toMatch(new RegExp(`^${disposition}; filename=`));
      const policy = policyOf(res);
      expect(policy).toEqual(expect.arrayContaining(['sandbox', "default-src 'none'", "frame-ancestors 'self'"]));
      if (need) expect(policy).toContain(need);
      expect(policy.filter((d) => /^(script-src|connect-src|form-action)/.test(d))).toEqual([]);
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    },
  );

  it('keeps the app policy, which no one may frame, on a refused file address', async () => {
    const res = await get(`/files/${key}?expires=1&signature=x`);
    expect(res.statusCode).toBe(403);
    expect(policyOf(res)).toContain("frame-ancestors 'none'");
    expect(res.headers['x-frame-options']).toBe('DENY');
  });
});

describe('the expiry', () => {
  it('stays the same within an hour for files and a day for thumbnails, and lasts at least that long', () => {
    const hourStart = 1_800_000_000 - (1_800_000_000 % 3600);
    expect(expiryFor(key, hourStart + 1)).toBe(expiryFor(key, hourStart + 3599));
    expect(expiryFor(key, hourStart + 1) - (hourStart + 3599)).toBeGreaterThanOrEqual(3600);
    const thumb = `thumbnails/${randomUUID()}.webp`;
    const dayStart = 1_800_000_000 - (1_800_000_000 % 86_400);
    expect(expiryFor(thumb, dayStart + 1)).toBe(expiryFor(thumb, dayStart + 86_399));
    expect(expiryFor(thumb, dayStart + 1) - (dayStart + 86_399)).toBeGreaterThanOrEqual(86_400);
  });

  it('gives the same file the same address for a while, so browsers can cache it', () => {
    const signer = fileSignerFor(t.deps.tokens);
    const start = 1_800_000_000 - (1_800_000_000 % 3600);
    expect(signer.signedUrl(key, start + 10).url).toBe(signer.signedUrl(key, start + 3000).url);
  });
});

describe('a product file field', () => {
  it('keeps the key of a signed address of ours sent back, and anything else as written', () => {
    const { url } = fileSignerFor(t.deps.tokens).signedUrl(key);
    expect(storedFileValue(url)).toBe(key);
    expect(storedFileValue(`${url}&download=1`)).toBe(key);
    expect(storedFileValue('https://cdn.example.com/a.pdf')).toBe('https://cdn.example.com/a.pdf');
    expect(storedFileValue(key)).toBe(key);
  });
});
