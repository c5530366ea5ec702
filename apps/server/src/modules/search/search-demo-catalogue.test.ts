/**
 * What a newcomer types into the demo catalogue (issue 11): the most common typos of its words find
 * what the words spelt right find, and a few letters find the word being typed (DESIGN §1.12).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build';
import { seedDemoCatalogue } from '../../lib/demo-catalogue/seed-demo-catalogue';

let t: TestApp;
let headers: Record<string, string>;

beforeAll(async () => {
  t = await buildTestApp();
  await seedDemoCatalogue(t.deps, { firstStart: true });
  headers = (await t.sessionFor('fullaccess')).headers;
}, 120_000);
afterAll(() => t.close());

const titles = async (search: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/search?search=${encodeURIComponent(search)}&limit=50`,
    headers,
  });
  expect(res.statusCode).toBe(200);
  const body = res.json() as { count: number; products: { title: string }[] };
  expect(body.products).toHaveLength(Math.min(body.count, 50));
  return body.products.map((p) => p.title);
};

describe('searching the demo catalogue', () => {
  it.each([
    ['campagin', 'campaign'],
    ['brochrue', 'brochure'],
    ['socail', 'social'],
    ['postcrad', 'postcard'],
    ['vidoe', 'video'],
    ['templete', 'template'],
    ['fibre', 'fiber'],
  ])('finds with "%s" what "%s" finds', async (typo, word) => {
    const spelt = await titles(word);
    expect(spelt.length).toBeGreaterThan(0);
    expect((await titles(typo)).sort()).toEqual([...spelt].sort());
  });

  it.each([
    ['broch', 'brochure'],
    ['campai', 'campaign'],
    ['templ', 'template'],
    ['vid', 'video'],
  ])('finds with "%s" what "%s" finds', async (prefix, word) => {
    const spelt = await titles(word);
    expect(spelt.length).toBeGreaterThan(0);
    expect(await titles(prefix)).toEqual(expect.arrayContaining(spelt));
  });
});
