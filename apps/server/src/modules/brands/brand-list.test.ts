/** GET /brands-api/brands (spec §5, decision 0018): limits, keyset paging, search and total. */
import { brands } from '@stockroom/db';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build';

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp();
  admin = (await t.sessionFor('admin')).headers;
  // Names that tie once lowercased, and one without a name, so that the id breaks ties.
  const names = ['delta', 'Alpha', 'alpha', 'ALPHA', 'Charlie', 'bravo', 'Echo', 'foxtrot', 'Golf', 'hotel'];
  await t.database.db.insert(brands).values([...names.map((name) => ({ values: { name } })), { values: {} }]);
});
afterAll(() => t.close());

interface Page {
  total: number;
  limit: number;
  startKey: string | null;
  data: { id: string; name?: string; [key: string]: unknown }[];
}
const list = async (query: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/brands-api/brands?${query}`, headers: admin });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Page;
};
async function walk(query: string, between?: (pageNumber: number) => Promise<void>) {
  const seen: Page['data'] = [];
  let startKey: string | null = null;
  let pages = 0;
  do {
    const page: Page = await list(`${query}${startKey ? `&$startKey=${startKey}` : ''}`);
    seen.push(...page.data);
    startKey = page.startKey;
    pages += 1;
    if (between) await between(pages);
  } while (startKey && pages < 50);
  return { seen, pages };
}

describe('the brands list', () => {
  it('answers 20 by default, sorted by name whatever its case, with the total', async () => {
    const page = await list('');
    expect(page).toMatchObject({ total: 11, limit: 20, startKey: null });
    const names = page.data.map((b) => (b.name ?? '').toLowerCase());
    expect(names).toEqual([
      '',
      'alpha',
      'alpha',
      'alpha',
      'bravo',
      'charlie',
      'delta',
      'echo',
      'foxtrot',
      'golf',
      'hotel',
    ]);
  });

  it('refuses $limit 0, 101 and "abc" with 400 naming $limit', async () => {
    for (const limit of ['0', '101', 'abc', '1.5', '-1']) {
      const res = await t.app.inject({ method: 'GET', url: `/brands-api/brands?$limit=${limit}`, headers: admin });
      expect(res.statusCode, limit).toBe(400);
      expect(res.json().issues[0].path).toBe('$limit');
      expect(res.json().message).toContain('$limit');
    }
    expect((await list('$limit=100')).limit).toBe(100);
    expect((await list('$limit=1')).data).toHaveLength(1);
  });

  it('refuses a cursor it never answered with 400 naming $startKey', async () => {
    const forged = Buffer.from(JSON.stringify({ n: 'x', i: 'not-a-uuid' })).toString('base64url');
    for (const key of [
      '@@@',
      'bm90IGpzb24',
      forged,
      Buffer.from('{"n":"\\u0000","i":"00000000-0000-4000-8000-000000000001"}').toString('base64url'),
    ]) {
      const res = await t.app.inject({ method: 'GET', url: `/brands-api/brands?$startKey=${key}`, headers: admin });
      expect(res.statusCode, key).toBe(400);
      expect(res.json().issues[0].path).toBe('$startKey');
    }
  });

  it('walks every page returning each brand exactly once, the last page with no startKey', async () => {
    const all = (await list('$limit=100')).data.map((b) => b.id);
    const { seen, pages } = await walk('$limit=3');
    expect(pages).toBe(4);
    expect(seen.map((b) => b.id)).toEqual(all);
  });

  it('still returns each brand once when brands are added between pages', async () => {
    const before = new Set((await list('$limit=100')).data.map((b) => b.id));
    const added: string[] = [];
    const { seen } = await walk('$limit=2', async (n) => {
      // One sorting before everything read so far, one after it.
      const rows = await t.database.db
        .insert(brands)
        .values([{ values: { name: `aaa ${n}` } }, { values: { name: `zzz ${n}` } }])
        .returning({ id: brands.id });
      added.push(...rows.map((r) => r.id));
    });
    const ids = seen.map((b) => b.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of before) expect(ids).toContain(id);
    await t.database.db.delete(brands).where(inIds(added));
  });

  it('searches the name and every value, whatever the case, counting every match', async () => {
    const [a, b] = await t.database.db
      .insert(brands)
      .values([{ values: { name: 'Searchable', tagline: 'Fast FIBRE for all' } }, { values: { name: 'Fibreworks' } }])
      .returning({ id: brands.id });
    const page = await list('$search=fibre&$limit=1');
    expect(page.total).toBe(2);
    const { seen } = await walk('$search=fIbRe&$limit=1');
    expect(seen.map((x) => x.id)).toEqual([b?.id, a?.id]);
    expect((await list('$search=%25')).total).toBe(0);
    expect((await list('$search=')).total).toBe((await list('')).total);
    await t.database.db.delete(brands).where(inIds([a?.id as string, b?.id as string]));
  });

  it('leaves deleted brands out of the list and its total', async () => {
    const { total, data } = await list('$limit=100');
    const victim = data[3]?.id as string;
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/brands-api/brands/${victim}`, headers: admin })).statusCode,
    ).toBe(200);
    const after = await list('$limit=100');
    expect(after.total).toBe(total - 1);
    expect(after.data.map((b) => b.id)).not.toContain(victim);
  });
});

const inIds = (ids: string[]) => inArray(brands.id, ids);
