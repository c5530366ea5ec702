/** GET /api/user/products/{slug} and /api/products/{slug}/title: one category, paged and access-filtered. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTag } from '../../../test/catalogue';
import { buildCatalogue, type Catalogue } from '../../../test/member-catalogue';

let c: Catalogue;
const ids: string[] = [];
let tag = '';
let gatedId = '';
let draftId = '';
const page = (slug: string, headers: Record<string, string>, query = '') =>
  c.get(`/api/user/products/${slug}${query}`, headers);
const productIds = (res: { json: () => unknown }) =>
  (res.json() as { products: { id: string }[] }).products.map((p) => p.id);

beforeAll(async () => {
  c = await buildCatalogue();
  tag = await createTag(c.db, { name: 'Tagged', links: [{ id: c.providers.first, permission: 2 }] });
  for (let i = 0; i < 11; i++) ids.push(await c.product({}, [c.cat.gamma], i < 2 ? [tag] : []));
  gatedId = await c.product({ is_gated: true }, [c.cat.gamma]);
  draftId = await c.product({ is_draft: true }, [c.cat.gamma]);
  await c.pin(c.cat.gamma, [ids[5] as string]);
});
afterAll(() => c.t.close());

describe('GET /api/user/products/{slug}', () => {
  it('answers the section with page 1 of 9, pinned first then newest', async () => {
    const res = await page('gamma', c.as.yes);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: c.cat.gamma, title: 'Gamma', link: '/gamma', total_pages: 2 });
    const newest = [gatedId, ...ids.toReversed()].filter((id) => id !== ids[5]);
    expect(productIds(res)).toEqual([ids[5], ...newest.slice(0, 8)]);
    expect(productIds(await page('gamma', c.as.yes, '?page=2'))).toEqual(newest.slice(8));
    expect(productIds(await page('gamma', c.as.yes, '?page=3'))).toEqual([]);
  });

  it('takes a page size and a tag filter', async () => {
    const res = await page('gamma', c.as.yes, '?page_size=5&page=2');
    expect(res.json().total_pages).toBe(3);
    expect(productIds(res)).toHaveLength(5);
    const tagged = await page('gamma', c.as.yes, `?tag=${tag}`);
    expect(productIds(tagged).toSorted()).toEqual([ids[0], ids[1]].toSorted());
    expect(tagged.json().total_pages).toBe(1);
  });

  it('withholds files from gated members; drafts for admins only', async () => {
    const gated = (await page('gamma', c.as.gated, '?page_size=100')).json();
    expect(gated.category_permission).toBe(1);
    const locked = gated.products.find((p: { id: string }) => p.id === gatedId);
    expect(locked).toMatchObject({ is_gated: true, article_file_path: '', video_embed_url: '' });
    const yes = (await page('gamma', c.as.yes, '?page_size=100')).json();
    expect(yes.products.find((p: { id: string }) => p.id === gatedId).article_file_path).toBe('a.pdf');
    expect(productIds(await page('gamma', c.as.yes, '?page_size=100'))).not.toContain(draftId);
    expect(productIds(await page('gamma', c.admin, '?page_size=100'))).toContain(draftId);
  });

  it('is 404 for an unknown, deleted or invisible category', async () => {
    await c.db.execute(`update categories set deleted_at = now(), is_deleted = true where name = 'Alpha'`);
    expect((await page('gamma', c.as.no)).statusCode).toBe(404);
    expect((await page('nothing-here', c.as.yes)).statusCode).toBe(404);
    expect((await page('alpha', c.as.yes)).statusCode).toBe(404);
    expect((await page('orphan', c.as.yes)).statusCode).toBe(404);
    expect((await page('orphan', c.admin)).statusCode).toBe(200);
  });

  it('refuses each bad query field (400) and anonymous callers (401)', async () => {
    for (const [q, field] of [
      ['?page=0', 'page'],
      ['?page=x', 'page'],
      ['?page_size=0', 'page_size'],
      ['?page_size=101', 'page_size'],
      ['?tag=nope', 'tag'],
    ]) {
      const res = await page('gamma', c.as.yes, q);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().issues[0].path).toBe(field);
    }
    expect((await page('gamma', {})).statusCode).toBe(401);
  });
});

describe('GET /api/products/{slug}/title', () => {
  const title = (slug: string, headers: Record<string, string>) => c.get(`/api/products/${slug}/title`, headers);
  it("answers the category's name", async () => {
    const res = await title('gamma', c.as.gated);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ category_title: 'Gamma', tag_title: '' });
  });
  it('is 404 where the category page is, and 401 anonymous', async () => {
    expect((await title('gamma', c.as.no)).statusCode).toBe(404);
    expect((await title('nothing-here', c.as.yes)).statusCode).toBe(404);
    expect((await title('orphan', c.as.yes)).statusCode).toBe(404);
    expect((await title('gamma', {})).statusCode).toBe(401);
  });
});
