import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build';

/**
 * The build's own compression step, loaded at run time: the server's TypeScript project does not
 * compile the web app's build files.
 */
const PRECOMPRESS = pathToFileURL(fileURLToPath(new URL('../../../web/precompress.ts', import.meta.url))).href;
const { precompressDir } = (await import(PRECOMPRESS)) as { precompressDir(dir: string): Promise<void> };

const SCRIPT = 'assets/index-Ab12Cd34.js';
const STYLE = 'assets/index-Ef56Gh78.css';
/** Built before the build compressed anything: no copies beside it. */
const OLD_SCRIPT = 'assets/old-Ij90Kl12.js';
const PHOTO = 'assets/photo-Mn34Op56.png';
const files: Record<string, Buffer> = {
  'index.html': Buffer.from(
    `<!doctype html><html><head><meta name="stockroom-config" content="{}" /><link rel="stylesheet" href="/${STYLE}"></head>` +
      `<body><div id="root"></div><script type="module" src="/${SCRIPT}"></script></body></html>`,
  ),
  [SCRIPT]: Buffer.from(
    Array.from({ length: 300 }, (_, i) => `export const label${i} = () => 'product ${i}';`).join('\n'),
  ),
  [STYLE]: Buffer.from(Array.from({ length: 100 }, (_, i) => `.item-${i} { margin: ${i}px; }`).join('\n')),
  'favicon.svg': Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16">${'<rect width="4" height="4" fill="#123456"/>'.repeat(20)}</svg>`,
  ),
  [PHOTO]: randomBytes(4000),
};

const dist = mkdtempSync(join(tmpdir(), 'stockroom-web-dist-'));
let t: TestApp;
beforeAll(async () => {
  mkdirSync(join(dist, 'assets'));
  for (const [name, bytes] of Object.entries(files)) writeFileSync(join(dist, name), bytes);
  await precompressDir(dist);
  writeFileSync(join(dist, OLD_SCRIPT), files[SCRIPT]!);
  t = await buildTestApp({ webDist: dist, logoUrl: 'https://cdn.example.com/logo.svg' });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const decoded = (res: Awaited<ReturnType<typeof get>>) => {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(res.rawPayload);
  if (encoding === 'gzip') return gunzipSync(res.rawPayload);
  return res.rawPayload;
};

describe('the build', () => {
  it('writes a brotli and a gzip copy beside each text file, and leaves compressed formats alone', () => {
    for (const name of ['index.html', SCRIPT, STYLE, 'favicon.svg']) {
      expect(existsSync(join(dist, `${name}.br`)), name).toBe(true);
      expect(existsSync(join(dist, `${name}.gz`)), name).toBe(true);
      expect(brotliDecompressSync(readFileSync(join(dist, `${name}.br`)))).toEqual(files[name]);
    }
    expect(existsSync(join(dist, `${PHOTO}.br`))).toBe(false);
    expect(existsSync(join(dist, `${PHOTO}.gz`))).toBe(false);
  });
});

describe('the web app files', () => {
  it('sends the brotli copy to a browser that accepts it, with the type, length and a lasting cache', async () => {
    const res = await get(`/${SCRIPT}`, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(Number(res.headers['content-length'])).toBe(statSync(join(dist, `${SCRIPT}.br`)).size);
    expect(res.rawPayload.length).toBeLessThan(files[SCRIPT]!.length / 4);
    expect(decoded(res)).toEqual(files[SCRIPT]);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toBe('accept-encoding');
  });

  it('sends gzip to a browser that accepts gzip only, or refuses brotli with q=0', async () => {
    for (const accept of ['gzip', 'br;q=0, gzip']) {
      const res = await get(`/${STYLE}`, { 'accept-encoding': accept });
      expect(res.headers['content-encoding'], accept).toBe('gzip');
      expect(res.headers['content-type']).toBe('text/css; charset=utf-8');
      expect(decoded(res)).toEqual(files[STYLE]);
    }
  });

  it('sends the file as it is to a client that accepts no compression, still varying by Accept-Encoding', async () => {
    for (const headers of [{}, { 'accept-encoding': 'identity' }] as Record<string, string>[]) {
      const res = await get(`/${SCRIPT}`, headers);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.rawPayload).toEqual(files[SCRIPT]);
      expect(Number(res.headers['content-length'])).toBe(files[SCRIPT]!.length);
      expect(res.headers.vary).toBe('accept-encoding');
    }
  });

  it('sends the file as it is when the build wrote no compressed copy of it', async () => {
    const old = await get(`/${OLD_SCRIPT}`, { 'accept-encoding': 'br, gzip' });
    expect(old.statusCode).toBe(200);
    expect(old.headers['content-encoding']).toBeUndefined();
    expect(old.rawPayload).toEqual(files[SCRIPT]);
    const photo = await get(`/${PHOTO}`, { 'accept-encoding': 'br, gzip' });
    expect(photo.headers['content-encoding']).toBeUndefined();
    expect(photo.headers['content-type']).toBe('image/png');
    expect(photo.rawPayload).toEqual(files[PHOTO]);
  });

  it('asks the browser to check a file without a content hash in its name each time', async () => {
    const res = await get('/favicon.svg', { 'accept-encoding': 'br' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(decoded(res)).toEqual(files['favicon.svg']);
  });

  it('keeps the security headers on compressed files', async () => {
    const res = await get(`/${SCRIPT}`, { 'accept-encoding': 'br' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('does not serve the compressed copies at addresses of their own', async () => {
    const res = await get(`/${SCRIPT}.br`, { 'accept-encoding': 'br' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'not_found' });
  });
});

describe('the app page', () => {
  const page = (url: string, encoding?: string) =>
    get(url, {
      accept: 'text/html,application/xhtml+xml',
      ...(encoding !== undefined && { 'accept-encoding': encoding }),
    });

  it('answers an app address with index.html and its config, compressed as the browser accepts', async () => {
    for (const [accept, encoding] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['br;q=0, gzip', 'gzip'],
      ['', undefined],
    ] as const) {
      const res = await page('/products', accept);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding'], accept).toBe(encoding);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers.vary).toBe('accept-encoding');
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
      const html = decoded(res).toString();
      expect(html).toContain('content="{&quot;logoUrl&quot;:&quot;https://cdn.example.com/logo.svg&quot;}"');
      expect(html).toContain(`src="/${SCRIPT}"`);
    }
  });

  it('answers /index.html with the same page, config included', async () => {
    const res = await page('/index.html', 'br');
    expect(res.headers['content-encoding']).toBe('br');
    expect(decoded(res).toString()).toContain('logoUrl');
  });
});
