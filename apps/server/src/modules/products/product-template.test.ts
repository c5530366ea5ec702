/**
 * A template product points at one of our templates (DESIGN §1.7): design_huddle_template_id must
 * name a live template, or be empty; anything else is refused naming the field, and nothing is saved.
 */
import { products } from '@stockroom/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type CallArgs, injectInto, MISSING_ID, type TestApp } from '../../../test/build';
import { insertTemplate } from '../../../test/templates';

let t: TestApp;
let admin: Record<string, string>;
let template: string;
let retired: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = (await t.sessionFor('admin')).headers;
  template = await insertTemplate(t.database.db, 'Live');
  retired = await insertTemplate(t.database.db, 'Retired');
  expect((await call('DELETE', `/api/templates/${retired}`, admin)).statusCode).toBe(200);
});
afterAll(() => t.close());

const call = (...args: CallArgs) => injectInto(t.app, ...args);
let seq = 0;
const create = (body: object) =>
  call('POST', '/api/products', admin, { title: `Template product ${++seq}`, product_type: 'template', ...body });
const stored = async (title: string) => t.database.db.select().from(products).where(eq(products.title, title));

describe("a product's template", () => {
  it.each([
    ['an id no template has', MISSING_ID],
    ['a deleted template', 'retired'],
    ['a word that is no id', 'dh-1'],
  ])('is refused on create when it names %s, and nothing is saved', async (_what, value) => {
    const title = `Refused ${++seq}`;
    const res = await create({ title, design_huddle_template_id: value === 'retired' ? retired : value });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([expect.objectContaining({ path: 'design_huddle_template_id' })]);
    expect(res.json().message).toContain('design_huddle_template_id');
    expect(await stored(title)).toEqual([]);
  });

  it('is saved when it names a live template, whatever the case of the id', async () => {
    const res = await create({ design_huddle_template_id: template.toUpperCase() });
    expect(res.statusCode).toBe(201);
    const product = (await call('GET', `/api/products/${res.json().id}`, admin)).json();
    expect(product.design_huddle_template_id).toBe(template);
    const used = (await call('GET', `/api/templates/${template}`, admin)).json();
    expect(used.products).toContainEqual({ id: res.json().id, title: product.title });
  });

  it('may be left empty', async () => {
    expect((await create({ design_huddle_template_id: '' })).statusCode).toBe(201);
    expect((await create({})).statusCode).toBe(201);
  });

  it('is refused on update without changing the product', async () => {
    const id = (await create({ design_huddle_template_id: template })).json().id;
    const res = await call('PUT', `/api/products/${id}`, admin, {
      title: 'Renamed',
      design_huddle_template_id: retired,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues[0].path).toBe('design_huddle_template_id');
    const product = (await call('GET', `/api/products/${id}`, admin)).json();
    expect(product).toMatchObject({ design_huddle_template_id: template });
    expect(product.title).not.toBe('Renamed');
  });

  it('can be changed or cleared on update', async () => {
    const id = (await create({})).json().id;
    expect((await call('PUT', `/api/products/${id}`, admin, { design_huddle_template_id: template })).statusCode).toBe(
      200,
    );
    expect((await call('GET', `/api/products/${id}`, admin)).json().design_huddle_template_id).toBe(template);
    expect((await call('PUT', `/api/products/${id}`, admin, { design_huddle_template_id: '' })).statusCode).toBe(200);
    expect((await call('GET', `/api/products/${id}`, admin)).json().design_huddle_template_id).toBe('');
  });
});
