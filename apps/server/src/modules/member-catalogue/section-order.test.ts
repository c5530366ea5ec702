/**
 * Sections read a category's order and counts from its links (migration 0005_category_newest): a
 * product's later edits and links must show there at once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCatalogue, type Catalogue } from '../../../test/member-catalogue';

let c: Catalogue;
const ids: string[] = [];

beforeAll(async () => {
  c = await buildCatalogue();
  for (let i = 0; i < 3; i++) ids.push(await c.product({}, [c.cat.alpha]));
});
afterAll(() => c.t.close());

const update = async (id: string, payload: object) => {
  const res = await c.t.app.inject({ method: 'PUT', url: `/api/products/${id}`, headers: c.admin, payload });
  expect(res.statusCode).toBe(200);
};
/** Alpha's products for the yes member, one per page, with the page count (= how many). */
const alpha = async () => {
  const res = await c.get('/api/user/products/alpha?page_size=100', c.as.yes);
  const onePerPage = await c.get('/api/user/products/alpha?page_size=1', c.as.yes);
  return {
    ids: (res.json() as { products: { id: string }[] }).products.map((p) => p.id),
    total: onePerPage.json().total_pages as number,
  };
};

describe('category sections after product edits', () => {
  it('drops a product that becomes a draft from lists and counts, and brings it back when published', async () => {
    const [oldest, middle, newest] = ids as [string, string, string];
    await update(middle, { is_draft: true });
    expect(await alpha()).toEqual({ ids: [newest, oldest], total: 2 });
    expect((await c.get('/api/user/products', c.as.yes)).json().count).toBe(2);
    const admin = await c.get('/api/user/products/alpha?page_size=100', c.admin);
    expect(admin.json().products.map((p: { id: string }) => p.id)).toEqual([newest, middle, oldest]);

    await update(middle, { is_draft: false });
    expect(await alpha()).toEqual({ ids: [newest, middle, oldest], total: 3 });
    expect((await c.get('/api/user/products', c.as.yes)).json().count).toBe(3);
  });

  it("places a product linked later by its own creation time, not the link's", async () => {
    const [oldest, middle, newest] = ids as [string, string, string];
    const later = await c.product({}, [c.cat.gamma]);
    const gamma = await c.get('/api/user/products/gamma', c.as.yes);
    expect(gamma.json().products.map((p: { id: string }) => p.id)).toEqual([later]);
    await update(oldest, { add_categories: [c.cat.gamma] });
    await update(newest, { add_categories: [c.cat.gamma] });
    const res = await c.get('/api/user/products/gamma', c.as.yes);
    expect(res.json().products.map((p: { id: string }) => p.id)).toEqual([later, newest, oldest]);
    expect((await alpha()).ids).toEqual([newest, middle, oldest]);
  });
});
