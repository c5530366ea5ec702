/**
 * GET /api/products/{id} and /getProductCount under DESIGN §1.3: no → absent (404, not counted);
 * gated → an is_gated product's files withheld; yes → everything; drafts and products in no
 * category for admins only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAccount } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/build';
import { createCategory, createGroup, createProvider } from '../../../test/catalogue';
import { insertTemplate } from '../../../test/templates';

let t: TestApp;
let admin: Record<string, string>;
const as: Record<'no' | 'gated' | 'yes', Record<string, string>> = { no: {}, gated: {}, yes: {} };
const cat: Record<'no' | 'gated' | 'yes', string> = { no: '', gated: '', yes: '' };

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  admin = (await t.sessionFor('admin')).headers;
  FILES.design_huddle_template_id = await insertTemplate(db);
  const provider = await createProvider(db, 'Access provider');
  for (const [level, permission] of [
    ['no', 0],
    ['gated', 1],
    ['yes', 2],
  ] as const) {
    const userId = await insertAccount(db, { username: `access-${level}` });
    await createGroup(db, `group-${level}`, [{ id: provider, permission }], [userId]);
    as[level] = (await t.sessionFor(`access-${level}`)).headers;
  }
  // The category's cap is 2; the member's group decides.
  cat.yes = await createCategory(db, { name: 'Open', links: [{ id: provider, permission: 2 }] });
});
afterAll(() => t.close());

const FILES = {
  article_file_path: 'a.pdf',
  video_embed_url: 'https://player.vimeo.com/video/1',
  bundle_download_url: 'b.zip',
  /** A live template's id, made before the tests. */
  design_huddle_template_id: '',
};
let seq = 0;
async function product(fields: object, categories: string[]) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/products',
    headers: admin,
    payload: {
      title: `Access product ${++seq}`,
      product_type: 'asset',
      ...FILES,
      ...fields,
      categories: categories.map((category_id) => ({ category_id })),
    },
  });
  expect(res.statusCode).toBe(201);
  return res.json().id as string;
}
const get = (id: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: `/api/products/${id}`, headers });
const count = async (headers: Record<string, string>) =>
  (await t.app.inject({ method: 'GET', url: '/getProductCount', headers })).json().count as number;

describe('reading a product', () => {
  it('hides a product from a member whose groups grant no', async () => {
    const id = await product({}, [cat.yes]);
    expect((await get(id, as.no)).statusCode).toBe(404);
  });

  it("withholds a gated product's files from a gated member", async () => {
    const id = await product({ is_gated: true }, [cat.yes]);
    const res = await get(id, as.gated);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      is_gated: true,
      article_file_path: '',
      article_file_url: '',
      video_embed_url: '',
      bundle_download_url: '',
      design_huddle_template_id: '',
    });
    expect(res.json().title).toMatch(/Access product/);
    expect((await get(id, as.yes)).json()).toMatchObject(FILES);
    expect((await get(id, admin)).json()).toMatchObject(FILES);
  });

  it("tells a gated member what a locked campaign holds, each product's files only as their own access allows", async () => {
    const open = await product({}, [cat.yes]);
    const lockedToo = await product({ is_gated: true }, [cat.yes]);
    const campaign = await product(
      { product_type: 'campaign', is_gated: true, associated_products: [open, lockedToo] },
      [cat.yes],
    );
    const res = await get(campaign, as.gated);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ bundle_download_url: '', article_file_url: '', video_embed_url: '' });
    expect([...res.json().associated_products].sort()).toEqual([open, lockedToo].sort());
    // What the page then shows of them, read one by one: a title and a picture, files where usable.
    const openRead = (await get(open, as.gated)).json();
    expect(openRead).toMatchObject({ title: expect.stringMatching(/Access product/), bundle_download_url: 'b.zip' });
    expect((await get(lockedToo, as.gated)).json()).toMatchObject({ bundle_download_url: '', video_embed_url: '' });
  });

  it('gives a gated member the files of a product not marked is_gated', async () => {
    const id = await product({}, [cat.yes]);
    expect((await get(id, as.gated)).json()).toMatchObject(FILES);
  });

  it('shows drafts and products in no category to admins only', async () => {
    const draft = await product({ is_draft: true }, [cat.yes]);
    const orphan = await product({}, []);
    for (const id of [draft, orphan]) {
      expect((await get(id, as.yes)).statusCode).toBe(404);
      expect((await get(id, admin)).statusCode).toBe(200);
    }
  });

  it('answers 404 for an unknown product and 401 without a token', async () => {
    expect((await get('00000000-0000-4000-8000-0000000000ff', admin)).statusCode).toBe(404);
    expect((await get('00000000-0000-4000-8000-0000000000ff', {})).statusCode).toBe(401);
  });
});

describe('counting products', () => {
  it('counts what the caller may see: no drafts for members, nothing the groups deny', async () => {
    const before = {
      no: await count(as.no),
      gated: await count(as.gated),
      yes: await count(as.yes),
      admin: await count(admin),
    };
    await product({}, [cat.yes]);
    await product({ is_gated: true }, [cat.yes]);
    await product({ is_draft: true }, [cat.yes]);
    await product({}, []);
    expect(await count(as.no)).toBe(before.no);
    expect(await count(as.gated)).toBe(before.gated + 2);
    expect(await count(as.yes)).toBe(before.yes + 2);
    expect(await count(admin)).toBe(before.admin + 4);
    expect((await t.app.inject({ method: 'GET', url: '/getProductCount' })).statusCode).toBe(401);
  });
});
