/** GET /api/user/products/{category}/tags and the public product read. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTag } from '../../../test/catalogue';
import { buildCatalogue, type Catalogue } from '../../../test/member-catalogue';

let c: Catalogue;
const tag: Record<string, string> = {};
const ids: Record<string, string> = {};

beforeAll(async () => {
  c = await buildCatalogue();
  const link = (permission: number) => [{ id: c.providers.first, permission }];
  tag.zebra = await createTag(c.db, { name: 'Zebra', links: link(2) });
  tag.apple = await createTag(c.db, { name: 'Apple', links: link(1) });
  tag.hidden = await createTag(c.db, { name: 'Hidden', links: link(0) });
  tag.draftOnly = await createTag(c.db, { name: 'Draft only', links: link(2) });
  tag.elsewhere = await createTag(c.db, { name: 'Elsewhere', links: link(2) });
  ids.open = await c.product({}, [c.cat.gamma], [tag.zebra as string, tag.apple as string, tag.hidden as string]);
  ids.gated = await c.product({ is_gated: true }, [c.cat.gamma]);
  ids.draft = await c.product({ is_draft: true }, [c.cat.gamma], [tag.draftOnly as string]);
  ids.other = await c.product({}, [c.cat.alpha], [tag.elsewhere as string]);
  ids.loose = await c.product({}, []);
});
afterAll(() => c.t.close());

describe('GET /api/user/products/{category}/tags', () => {
  const tags = (slug: string, headers: Record<string, string>) => c.get(`/api/user/products/${slug}/tags`, headers);
  const names = async (slug: string, headers: Record<string, string>) =>
    ((await tags(slug, headers)).json() as { name: string }[]).map((t) => t.name);

  it("answers the visible tags of the category's visible products, by name", async () => {
    const res = await tags('gamma', c.as.yes);
    expect(res.statusCode).toBe(200);
    expect(res.json()[0]).toMatchObject({ id: tag.apple, name: 'Apple', slug: 'apple' });
    expect(await names('gamma', c.as.yes)).toEqual(['Apple', 'Zebra']);
    expect(await names('gamma', c.admin)).toEqual(['Apple', 'Draft only', 'Hidden', 'Zebra']);
  });

  it('is 404 for a category the member may not see, 401 anonymous', async () => {
    expect((await tags('gamma', c.as.no)).statusCode).toBe(404);
    expect((await tags('nothing-here', c.as.yes)).statusCode).toBe(404);
    expect((await tags('gamma', {})).statusCode).toBe(401);
  });
});

describe('GET /public/products/{id}', () => {
  const read = (id: string) => c.get(`/public/products/${id}`);
  it('answers a published, non-gated product in a category without a token, naming none of its links', async () => {
    const res = await read(ids.open as string);
    expect(res.statusCode).toBe(200);
    // An anonymous reader learns nothing of the catalogue's structure: no category or tag ids.
    expect(res.json()).toMatchObject({ id: ids.open, article_file_path: 'a.pdf', categories: [], tags: [] });
    expect(res.json()).not.toHaveProperty('is_draft');
  });

  it('is 404 for gated, draft, uncategorised and unknown products; 400 for a bad id', async () => {
    for (const id of [ids.gated, ids.draft, ids.loose, '00000000-0000-0000-0000-000000000001']) {
      expect((await read(id as string)).statusCode, id).toBe(404);
    }
    expect((await read('nope')).statusCode).toBe(400);
  });
});
