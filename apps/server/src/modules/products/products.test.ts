import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type CallArgs, injectInto, MISSING_ID as MISSING, type TestApp } from '../../../test/build';
import { createCategory, createTag } from '../../../test/catalogue';
import { insertTemplate } from '../../../test/templates';

let t: TestApp;
let admin: Record<string, string>;
let member: Record<string, string>;
let template: string;
beforeAll(async () => {
  t = await buildTestApp();
  template = await insertTemplate(t.database.db);
  admin = (await t.sessionFor('admin')).headers;
  member = (await t.sessionFor('member')).headers;
});
afterAll(() => t.close());

const call = (...args: CallArgs) => injectInto(t.app, ...args);
let seq = 0;
const unique = (prefix: string) => `${prefix} ${++seq}`;
const create = (body: object) => call('POST', '/api/products', admin, { product_type: 'asset', ...body });
const read = async (id: string) => (await call('GET', `/api/products/${id}`, admin)).json();

describe('creating a product', () => {
  it('creates one with every field, its categories, tags and associated products', async () => {
    const db = t.database.db;
    const category = await createCategory(db, { name: unique('Cat') });
    const tag = await createTag(db, { name: unique('Tag') });
    const other = (await create({ title: unique('Other') })).json().id;
    const fields = {
      title: 'Spring Campaign',
      subtitle: 'Sub',
      description: 'Long text',
      thumbnail: 'thumb.webp',
      article_file_path: 'a.pdf',
      video_embed_url: 'https://www.youtube.com/embed/abc',
      bundle_download_url: 'bundle.zip',
      design_huddle_template_id: template,
      cognito_data_key: 'k',
      cognito_data_form: 'f',
      first_tip_success_title: 't1',
      first_tip_success_description: 'd1',
      second_tip_success_title: 't2',
      second_tip_success_description: 'd2',
      third_tip_success_title: 't3',
      third_tip_success_description: 'd3',
      product_type: 'campaign',
      is_gated: true,
      is_draft: false,
      is_campaign: true,
      campaign_type: 'seasonal',
      request_more_info: true,
      parent_product_id: other,
    };
    const res = await create({
      ...fields,
      categories: [{ category_id: category }],
      tags: [{ tag_id: tag }],
      associated_products: [other],
    });
    expect(res.statusCode).toBe(201);
    const product = await read(res.json().id);
    expect(product).toMatchObject({
      ...fields,
      slug: 'spring-campaign',
      categories: [category],
      tags: [tag],
      associated_products: [other],
      article_file_url: 'a.pdf',
      pinned: false,
    });
  });

  it('takes a slug when sent and refuses a taken one with 409', async () => {
    const res = await create({ title: 'Anything', slug: 'My Own Slug' });
    expect((await read(res.json().id)).slug).toBe('my-own-slug');
    const again = await create({ title: 'My own slug' });
    expect(again.statusCode).toBe(409);
    expect(again.json().issues[0].path).toBe('slug');
  });

  it.each([
    [{ title: '' }, 'title'],
    [{ title: 'x'.repeat(201) }, 'title'],
    [{ title: 'ok', product_type: 'poster' }, 'product_type'],
    [{ title: 'ok', description: 'x'.repeat(20_001) }, 'description'],
    [{ title: 'ok', video_embed_url: 'http://www.youtube.com/embed/x' }, 'video_embed_url'],
    [{ title: 'ok', video_embed_url: 'https://evil.example/embed' }, 'video_embed_url'],
    [{ title: 'ok', categories: [{ category_id: MISSING }] }, 'categories'],
    [{ title: 'ok', tags: [{ tag_id: MISSING }] }, 'tags'],
    [{ title: 'ok', associated_products: [MISSING] }, 'associated_products'],
    [{ title: 'ok', parent_product_id: MISSING }, 'parent_product_id'],
    [{ title: '!!!' }, 'title'],
  ])('refuses %j with 400 naming %s', async (body, field) => {
    const res = await create(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(field);
  });

  it('accepts the known video hosts', async () => {
    for (const url of ['https://player.vimeo.com/video/1', 'https://fast.wistia.net/embed/iframe/x']) {
      expect((await create({ title: unique('Video'), video_embed_url: url })).statusCode).toBe(201);
    }
  });

  it('is for admins only', async () => {
    expect((await call('POST', '/api/products', {}, { title: 'x', product_type: 'asset' })).statusCode).toBe(401);
    expect((await call('POST', '/api/products', member, { title: 'x', product_type: 'asset' })).statusCode).toBe(403);
  });
});

describe('updating a product', () => {
  it('changes the fields sent, keeps the rest, and adds and removes links by id', async () => {
    const db = t.database.db;
    const [c1, c2] = [await createCategory(db, { name: unique('C') }), await createCategory(db, { name: unique('C') })];
    const [t1, t2] = [await createTag(db, { name: unique('T') }), await createTag(db, { name: unique('T') })];
    const other = (await create({ title: unique('Assoc') })).json().id;
    const id = (
      await create({
        title: unique('Editable'),
        subtitle: 'kept',
        categories: [{ category_id: c1 }],
        tags: [{ tag_id: t1 }],
      })
    ).json().id;
    const res = await call('PUT', `/api/products/${id}`, admin, {
      title: 'Edited',
      categories: [{ category_id: c2 }],
      add_categories: [c2],
      remove_categories: [c1],
      add_tags: [t2],
      remove_tags: [t1],
      add_associated_products: [other],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id });
    expect(await read(id)).toMatchObject({
      title: 'Edited',
      subtitle: 'kept',
      categories: [c2],
      tags: [t2],
      associated_products: [other],
    });
    await call('PUT', `/api/products/${id}`, admin, { remove_associated_products: [other], slug: 'new-address' });
    expect(await read(id)).toMatchObject({ associated_products: [], slug: 'new-address' });
  });

  it.each([
    ['add_categories', { add_categories: [MISSING] }],
    ['add_tags', { add_tags: [MISSING] }],
    ['add_associated_products', { add_associated_products: [MISSING] }],
    ['video_embed_url', { video_embed_url: 'https://example.com/v' }],
    ['title', { title: '' }],
  ])('refuses an unknown or bad %s with 400', async (field, body) => {
    const id = (await create({ title: unique('Bad update') })).json().id;
    const res = await call('PUT', `/api/products/${id}`, admin, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(field);
  });

  it('answers 409 for a taken slug, 404 for an unknown product, 403 for a member', async () => {
    const taken = (await create({ title: unique('Taken') })).json().id;
    const id = (await create({ title: unique('Mover') })).json().id;
    const slug = (await read(taken)).slug;
    expect((await call('PUT', `/api/products/${id}`, admin, { slug })).statusCode).toBe(409);
    expect((await call('PUT', `/api/products/${MISSING}`, admin, { title: 'x' })).statusCode).toBe(404);
    expect((await call('PUT', `/api/products/${id}`, member, { title: 'x' })).statusCode).toBe(403);
  });
});

describe('deleting a product', () => {
  it('removes it with its links for good', async () => {
    const category = await createCategory(t.database.db, { name: unique('Del') });
    const id = (await create({ title: unique('Doomed'), categories: [{ category_id: category }] })).json().id;
    await call('POST', `/api/pinned-products/${category}`, admin, { product_ids: id });
    expect((await call('DELETE', `/api/products/${id}`, member)).statusCode).toBe(403);
    const res = await call('DELETE', `/api/products/${id}`, admin);
    expect(res.json()).toEqual({ id });
    expect((await call('GET', `/api/products/${id}`, admin)).statusCode).toBe(404);
    expect((await call('GET', `/api/pinned-products/${category}`, admin)).json()).toEqual({ product_ids: '' });
    expect((await call('DELETE', `/api/products/${id}`, admin)).statusCode).toBe(404);
  });
});
