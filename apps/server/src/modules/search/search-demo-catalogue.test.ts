/**
 * What a newcomer types into the demo catalogue (issue 11): the most common typos of its words find
 * what the words spelt right find, and a few letters find the word being typed (DESIGN §1.12).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build';
import { seedDemoCatalogue } from '../../demo-catalogue/seed-demo-catalogue';

let t: TestApp;
let headers: Record<string, string>;

beforeAll(async () => {
  t = await buildTestApp();
  await seedDemoCatalogue(t.deps, { firstStart: true });
  headers = (await t.sessionFor('fullaccess')).headers;
}, 120_000);
afterAll(() => t.close());

const answer = async (search: string, limit = 50) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/search?search=${encodeURIComponent(search)}&limit=${limit}`,
    headers,
  });
  expect(res.statusCode).toBe(200);
  const body = res.json() as { count: number; products: { title: string }[]; corrected_query?: string };
  expect(body.products).toHaveLength(Math.min(body.count, limit));
  return body;
};
const titles = async (search: string) => (await answer(search)).products.map((p) => p.title);

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

describe('saying what a misspelt search was corrected to', () => {
  it('answers the corrected words, and the product with the corrected word in its title first', async () => {
    const body = await answer('brochrue');
    expect(body.corrected_query).toBe('brochure');
    expect(body.products[0]?.title).toBe('Tri-fold Service Brochure');
  });

  it('corrects each misspelt word of several, keeping the others and the exclusions as typed', async () => {
    expect((await answer('Vidoe  thumbnails')).corrected_query).toBe('video thumbnails');
    expect((await answer('socail -holiday')).corrected_query).toBe('social -holiday');
  });

  it('says so on every page of a corrected search, not only the first', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/search?search=socail&limit=2&page=2', headers });
    expect(res.json()).toMatchObject({ corrected_query: 'social' });
  });

  it.each(['brochure', 'broch', 'social holiday', 'zzzzqqq'])(
    'says nothing of a correction when "%s" matched as typed, completed, or not at all',
    async (search) => {
      expect(await answer(search)).not.toHaveProperty('corrected_query');
    },
  );
});
