/**
 * A template product to customize, members at each access level (DESIGN §1.3) and a brand, for the
 * customization tests. The template is written straight into its table, as the templates module
 * stores one after sanitizing: two pages, colour classes, brand placeholders and a logo slot.
 */
import { randomUUID } from 'node:crypto';
import { PROJECT_TOKEN_HEADER, type TemplateDocument } from '@stockroom/contract';
import { brandFields, brands, type Db, products, templates, users } from '@stockroom/db';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { expect } from 'vitest';
import type { Config } from '../src/config';
import { insertAccount } from './accounts';
import { buildTestApp, type TestApp } from './build';
import { createCategory, createGroup, createProvider } from './catalogue';

const text = (y: number, content: string, cls = 'dark1') => ({
  name: 'text',
  attrs: { x: '80', y: String(y), class: cls, 'font-family': 'Source Sans 3', 'font-size': '64' },
  children: [content],
});

/** A 1080 px square post: a front in the brand's colours with its name, phone and logo, a back with its web address. */
export const TEST_DOCUMENT: TemplateDocument = {
  width: 1080,
  height: 1080,
  unit: 'px',
  bleed: 0,
  view_box: [0, 0, 1080, 1080],
  defs: [],
  pages: [
    {
      name: 'Front',
      nodes: [
        { name: 'rect', attrs: { x: '0', y: '0', width: '1080', height: '1080', class: 'light1' }, children: [] },
        { name: 'rect', attrs: { x: '0', y: '0', width: '1080', height: '300', class: 'accent1' }, children: [] },
        text(200, '{{isp}}', 'light1'),
        text(600, 'Call {{phone}}'),
        { name: 'image', attrs: { href: '{{logo}}', x: '800', y: '800', width: '200', height: '200' }, children: [] },
      ],
    },
    { name: 'Back', nodes: [text(540, '{{url}}')] },
  ],
};

export async function insertTemplate(db: Db, document: TemplateDocument = TEST_DOCUMENT, name = 'Test post') {
  const [row] = await db
    .insert(templates)
    .values({ name, svg: '<svg xmlns="http://www.w3.org/2000/svg"/>', document, size_bytes: 100, element_count: 8 })
    .returning();
  if (!row) throw new Error('template insert returned no row');
  return row;
}

/** A brand image as the upload stores it: a PNG under brand-images/, served at its address. */
export async function storeBrandImage(t: TestApp) {
  const name = `${randomUUID()}.png`;
  const png = await sharp({ create: { width: 8, height: 8, channels: 4, background: '#ff0000' } })
    .png()
    .toBuffer();
  await t.deps.storage.put(`brand-images/${name}`, png);
  return `/files/brand-images/${name}`;
}

/** A brand linked to the user, with the form's text fields (the brand form defines them). */
export async function giveBrand(t: TestApp, userId: string, values: Record<string, string>) {
  const db = t.database.db;
  for (const [name, type] of Object.entries({ name: 'text', website: 'url', phone: 'phone', tagline: 'text' })) {
    await db.insert(brandFields).values({ name, label: name, type }).onConflictDoNothing();
  }
  const [brand] = await db.insert(brands).values({ values }).returning();
  if (!brand) throw new Error('brand insert returned no row');
  await db.update(users).set({ brand_id: brand.id }).where(eq(users.id, userId));
  return brand.id;
}

export type Level = 'no' | 'gated' | 'yes';

/** The app, an admin, members whose groups grant no, gated and yes on the one provider, and a helper per route. */
export async function buildCustomization(overrides: Partial<Config> = {}) {
  const t = await buildTestApp(overrides);
  const db = t.database.db;
  const admin = await t.sessionFor('admin');
  const provider = await createProvider(db, 'Templates provider');
  const category = await createCategory(db, { name: 'Templates', links: [{ id: provider, permission: 2 }] });
  const members = {} as Record<Level, Awaited<ReturnType<TestApp['sessionFor']>>>;
  for (const [level, permission] of [
    ['no', 0],
    ['gated', 1],
    ['yes', 2],
  ] as const) {
    const userId = await insertAccount(db, { username: `custom-${level}`, email_address: `${level}@example.com` });
    await createGroup(db, `custom-${level}`, [{ id: provider, permission }], [userId]);
    members[level] = await t.sessionFor(`custom-${level}`);
  }
  const template = await insertTemplate(db);
  let seq = 0;

  /** A template product in the category (or none), linked to a template unless told otherwise. */
  async function product(fields: Record<string, unknown> = {}, inCategory = true) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: admin.headers,
      payload: {
        title: `Custom product ${++seq}`,
        product_type: 'template',
        design_huddle_template_id: template.id,
        categories: inCategory ? [{ category_id: category }] : [],
        ...fields,
      },
    });
    expect(res.statusCode).toBe(201);
    const id = res.json().id as string;
    const [row] = await db.select({ slug: products.slug }).from(products).where(eq(products.id, id));
    return { id, slug: row?.slug ?? '' };
  }

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: object, payload?: object) =>
    t.app.inject({ method, url, headers: headers as Record<string, string>, ...(payload && { payload }) });

  /** Opens the product's project as `headers`' caller and answers the project id and token. */
  async function open(productId: string, headers: object) {
    const res = await call('POST', '/api/transaction/product-customization', headers, { product_id: productId });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { project_id: string; user_token: string };
  }

  const withToken = (headers: object, token: string) => ({ ...headers, [PROJECT_TOKEN_HEADER]: token });

  /** Waits until the export is no longer rendering (renders take milliseconds; a hung one fails the test's timeout). */
  async function settled(transactionId: string, headers: object) {
    for (;;) {
      const res = await call('GET', `/api/transaction/${transactionId}`, headers);
      expect(res.statusCode, res.body).toBe(200);
      if (res.json().status !== 'rendering') return res.json();
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  return { t, db, admin, provider, category, members, template, product, call, open, withToken, settled };
}
export type Customization = Awaited<ReturnType<typeof buildCustomization>>;
