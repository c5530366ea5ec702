/**
 * The admin's template routes (DESIGN §1.7): upload, list, read, rename, replace (a new version)
 * and delete (refused while a product uses the template), against the real database.
 */
import { templates } from '@stockroom/db';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type CallArgs, injectInto, MISSING_ID, type TestApp } from '../../../test/build';
import { TEST_TEMPLATE_SVG } from '../../../test/templates';

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp();
  admin = (await t.sessionFor('admin')).headers;
});
afterAll(() => t.close());

const call = (...args: CallArgs) => injectInto(t.app, ...args);
const upload = async (name: string, svg = TEST_TEMPLATE_SVG) => {
  const res = await call('POST', '/api/templates', admin, { name, svg });
  expect(res.statusCode).toBe(201);
  return res.json();
};
const TWO_PAGES = `<svg xmlns="http://www.w3.org/2000/svg" width="6in" height="4in" viewBox="0 0 576 384" data-bleed="0.125in">
  <g data-page="Front"><rect width="576" height="384" class="accent1 stroke-dark2"/><text class="light1" font-size="24" data-width="500">{{tagline}}</text></g>
  <g data-page="Back"><text class="dark1" font-size="20" data-max-width="300">{{isp}} {{email}}</text></g>
</svg>`;

describe('uploading a template', () => {
  it('answers the sanitized template with its size, pages, classes, placeholders and preview', async () => {
    const created = await upload('Postcard', TWO_PAGES);
    expect(created).toMatchObject({
      name: 'Postcard',
      version: 1,
      width: 6,
      height: 4,
      unit: 'in',
      bleed: 0.125,
      page_names: ['Front', 'Back'],
      classes: ['accent1', 'dark1', 'dark2', 'light1'],
      text_classes: ['dark1', 'light1'],
      placeholders: ['email', 'isp', 'tagline'],
      has_logo_slot: false,
      products: [],
    });
    expect(created.size_bytes).toBe(Buffer.byteLength(created.svg));
    expect(created.element_count).toBe(6);
    expect(created.preview_url).toMatch(new RegExp(`^/renders/template/${created.id}\\.1\\.[\\w-]{22}\\.webp$`));
    expect(created.document.pages).toHaveLength(2);
  });

  it('lists templates by name without their documents, and reads one with it', async () => {
    const b = await upload('B flyer');
    const a = await upload('A flyer');
    const list = (await call('GET', '/api/templates', admin)).json() as { id: string; name: string }[];
    const names = list.map((x) => x.name);
    expect(names.indexOf('A flyer')).toBeLessThan(names.indexOf('B flyer'));
    expect(list.find((x) => x.id === a.id)).not.toHaveProperty('document');
    const one = await call('GET', `/api/templates/${b.id}`, admin);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ id: b.id, name: 'B flyer', has_logo_slot: true, placeholders: ['phone'] });
    expect(one.json().svg).toContain('{{logo}}');
  });

  it('is described in the OpenAPI document', async () => {
    const paths = (await call('GET', '/api/openapi.json')).json().paths;
    expect(Object.keys(paths['/api/templates'])).toEqual(expect.arrayContaining(['get', 'post']));
    expect(Object.keys(paths['/api/templates/{id}'])).toEqual(expect.arrayContaining(['get', 'put', 'delete']));
  });

  it('answers 404 for a template that does not exist', async () => {
    expect((await call('GET', `/api/templates/${MISSING_ID}`, admin)).statusCode).toBe(404);
    expect((await call('PUT', `/api/templates/${MISSING_ID}`, admin, { name: 'x' })).statusCode).toBe(404);
    expect((await call('DELETE', `/api/templates/${MISSING_ID}`, admin)).statusCode).toBe(404);
  });
});

describe('changing a template', () => {
  it('renames it without a new version', async () => {
    const created = await upload('Old name');
    const res = await call('PUT', `/api/templates/${created.id}`, admin, { name: 'New name' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'New name', version: 1, preview_url: created.preview_url });
  });

  it('makes a new version, with a new preview address, when the SVG is replaced', async () => {
    const created = await upload('Replaced');
    const res = await call('PUT', `/api/templates/${created.id}`, admin, { svg: TWO_PAGES });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Replaced', version: 2, page_names: ['Front', 'Back'] });
    expect(res.json().preview_url).toContain(`${created.id}.2.`);
  });

  it('keeps the template as it was when the new SVG is refused', async () => {
    const created = await upload('Kept');
    const res = await call('PUT', `/api/templates/${created.id}`, admin, {
      name: 'Not saved',
      svg: TWO_PAGES.replace('<text', '<script>alert(1)</script><text'),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([
      { path: 'svg', message: 'The SVG was refused: <script> elements are not allowed' },
    ]);
    expect((await call('GET', `/api/templates/${created.id}`, admin)).json()).toMatchObject({
      name: 'Kept',
      version: 1,
      svg: created.svg,
    });
  });
});

describe('deleting a template', () => {
  it('is refused with 409 naming the products that still use it', async () => {
    const created = await upload('In use');
    const product = await call('POST', '/api/products', admin, {
      title: 'Door hanger',
      product_type: 'template',
      design_huddle_template_id: created.id,
    });
    expect(product.statusCode).toBe(201);
    const listed = (await call('GET', '/api/templates', admin)).json().find((x: { id: string }) => x.id === created.id);
    expect(listed.products).toEqual([{ id: product.json().id, title: 'Door hanger' }]);
    const res = await call('DELETE', `/api/templates/${created.id}`, admin);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('conflict');
    expect(res.json().message).toContain('"Door hanger"');
    expect((await call('GET', `/api/templates/${created.id}`, admin)).statusCode).toBe(200);
  });

  it('soft-deletes an unused one: gone from the routes, its row kept for the projects made from it', async () => {
    const created = await upload('Unused');
    const res = await call('DELETE', `/api/templates/${created.id}`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: created.id });
    expect((await call('GET', `/api/templates/${created.id}`, admin)).statusCode).toBe(404);
    const list = (await call('GET', '/api/templates', admin)).json() as { id: string }[];
    expect(list.map((x) => x.id)).not.toContain(created.id);
    const [row] = await t.database.db.select({ n: count() }).from(templates).where(eq(templates.id, created.id));
    expect(row?.n).toBe(1);
  });
});
