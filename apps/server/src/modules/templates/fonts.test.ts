/** GET /fonts/{name}: the template fonts, for anyone, only the files in the fonts folder. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build';
import { FONT_DIR } from '../rendering/fonts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('the template fonts', () => {
  it('serves each shipped font to anyone, as font/ttf, cached for good', async () => {
    for (const name of [
      'SourceSans3-Regular.ttf',
      'SourceSans3-Semibold.ttf',
      'SourceSans3-Bold.ttf',
      'SourceSans3-Black.ttf',
    ]) {
      const res = await get(`/fonts/${name}`);
      expect(res.statusCode, name).toBe(200);
      expect(res.headers['content-type']).toBe('font/ttf');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.rawPayload.equals(readFileSync(join(FONT_DIR, name)))).toBe(true);
    }
  });

  it('answers the same with a token', async () => {
    const member = (await t.sessionFor('member')).headers;
    expect((await get('/fonts/SourceSans3-It.ttf', member)).statusCode).toBe(200);
  });

  it.each([
    '/fonts/SourceSans3-LICENSE.md',
    '/fonts/Missing.ttf',
    '/fonts/..%2F..%2Fpackage.json',
    '/fonts/%2E%2E%2Fsrc%2Fmain.ts',
    '/fonts/sourcesans3-regular.ttf',
  ])('answers 404 for %s', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).not.toBe('font/ttf');
  });
});
