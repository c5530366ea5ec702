/**
 * GET /api/user/products: the newest products the caller may see (DESIGN §1.3), limit default 9,
 * an optional search matching as GET /api/search does; `{count, products}`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCatalogue, type Catalogue, FILES, type Level } from '../../../test/member-catalogue';

let c: Catalogue;
const ids: Record<string, string> = {};

beforeAll(async () => {
  c = await buildCatalogue();
  ids.open = await c.product({ title: 'Open marmalade kit' }, [c.cat.alpha]);
  ids.gated = await c.product({ title: 'Gated marmalade kit', is_gated: true }, [c.cat.alpha]);
  ids.draft = await c.product({ title: 'Draft marmalade kit', is_draft: true }, [c.cat.alpha]);
  ids.orphan = await c.product({ title: 'Orphan marmalade kit' }, [c.cat.orphan]);
  for (let i = 0; i < 10; i++) await c.product({ title: `Filler ${i}` }, [c.cat.gamma]);
  ids.newest = await c.product({ title: 'Newest poster' }, [c.cat.beta]);
});
afterAll(() => c.t.close());

type Listed = { count: number; products: { id: string; title: string; article_file_path: string }[] };
const list = async (query: string, level: Level | 'admin' = 'yes') => {
  const res = await c.get(`/api/user/products${query}`, level === 'admin' ? c.admin : c.as[level]);
  expect(res.statusCode).toBe(200);
  return res.json() as Listed;
};

describe('GET /api/user/products', () => {
  it('answers the newest 9 by default with the total count', async () => {
    const result = await list('');
    expect(result.products).toHaveLength(9);
    expect(result.products[0]?.id).toBe(ids.newest);
    expect(result.count).toBe(13);
  });

  it('honours limit', async () => {
    const result = await list('?limit=2');
    expect(result.products.map((p) => p.title)).toEqual(['Newest poster', 'Filler 9']);
    expect(result.count).toBe(13);
  });

  it('filters by search as /api/search matches, newest first', async () => {
    const result = await list('?search=marmalade');
    expect(result.products.map((p) => p.id)).toEqual([ids.gated, ids.open]);
    expect(result.count).toBe(2);
    expect((await list('?search=%20%20')).count).toBe(13);
    expect((await list('?search=nothingmatchesthis')).products).toEqual([]);
  });

  it('hides drafts and products in no visible category from members, not from admins', async () => {
    const member = (await list('?search=marmalade&limit=100', 'yes')).products.map((p) => p.id);
    expect(member).not.toContain(ids.draft);
    expect(member).not.toContain(ids.orphan);
    const admin = (await list('?search=marmalade&limit=100', 'admin')).products.map((p) => p.id);
    expect(admin).toEqual(expect.arrayContaining([ids.draft, ids.orphan, ids.open, ids.gated]));
  });

  it('shows nothing to a member without access', async () => {
    expect(await list('', 'no')).toEqual({ count: 0, products: [] });
  });

  it("withholds an is_gated product's files from a gated member only", async () => {
    const gated = (await list('?search=marmalade', 'gated')).products;
    expect(gated.find((p) => p.id === ids.gated)?.article_file_path).toBe('');
    expect(gated.find((p) => p.id === ids.open)?.article_file_path).toBe(FILES.article_file_path);
    const yes = (await list('?search=marmalade', 'yes')).products;
    expect(yes.find((p) => p.id === ids.gated)?.article_file_path).toBe(FILES.article_file_path);
  });

  it.each([['limit=0'], ['limit=101'], ['limit=two'], ['limit=1.5'], [`search=${'a'.repeat(201)}`]])(
    'refuses %s with 400',
    async (query) => {
      const res = await c.get(`/api/user/products?${query}`, c.as.yes);
      expect(res.statusCode).toBe(400);
    },
  );

  it('answers 401 without a token', async () => {
    expect((await c.get('/api/user/products')).statusCode).toBe(401);
  });
});
