import { contentProviders } from '@stockroom/db';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { insertAccount } from './accounts';
import { buildTestApp } from './build';
import { createCategory, createGroup, createProvider } from './catalogue';
import { insertTemplate } from './templates';

export type Level = 'no' | 'gated' | 'yes';
export const FILES = {
  article_file_path: 'a.pdf',
  video_embed_url: 'https://player.vimeo.com/video/1',
  bundle_download_url: 'b.zip',
};

/**
 * A catalogue for the member reads: provider First (shown first) orders its categories Gamma, Beta;
 * provider Second has Alpha and Beta (so Beta appears once, under First); Orphan has no provider.
 * Members access-no/gated/yes hold that permission for both providers.
 */
export async function buildCatalogue() {
  const t = await buildTestApp();
  const db = t.database.db;
  const admin = (await t.sessionFor('admin')).headers;
  const second = await createProvider(db, 'Second', { position: 2 });
  const first = await createProvider(db, 'First', { position: 1 });
  const as = {} as Record<Level, Record<string, string>>;
  for (const [level, permission] of [
    ['no', 0],
    ['gated', 1],
    ['yes', 2],
  ] as const) {
    const userId = await insertAccount(db, { username: `access-${level}` });
    await createGroup(
      db,
      `group-${level}`,
      [
        { id: first, permission },
        { id: second, permission },
      ],
      [userId],
    );
    as[level] = (await t.sessionFor(`access-${level}`)).headers;
  }
  const cap = (id: string) => ({ id, permission: 2 });
  const cat = {
    alpha: await createCategory(db, { name: 'Alpha', description: 'About alpha', links: [cap(second)] }),
    beta: await createCategory(db, { name: 'Beta', links: [cap(second), cap(first)] }),
    gamma: await createCategory(db, { name: 'Gamma', links: [cap(first)] }),
    orphan: await createCategory(db, { name: 'Orphan' }),
  };
  await db
    .update(contentProviders)
    .set({ order_categories: `${cat.gamma},${cat.beta}` })
    .where(eq(contentProviders.id, first));
  const template = await insertTemplate(db);
  let seq = 0;
  const product = async (fields: object, categories: string[], tags: string[] = []) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: admin,
      payload: {
        title: `Product ${++seq}`,
        product_type: 'asset',
        ...FILES,
        design_huddle_template_id: template,
        ...fields,
        categories: categories.map((category_id) => ({ category_id })),
        tags: tags.map((tag_id) => ({ tag_id })),
      },
    });
    expect(res.statusCode).toBe(201);
    return res.json().id as string;
  };
  const pin = async (categoryId: string, ids: string[]) => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/pinned-products/${categoryId}`,
      headers: admin,
      payload: { product_ids: ids.join(',') },
    });
    expect(res.statusCode).toBe(200);
  };
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
  return { t, db, admin, as, providers: { first, second }, cat, product, pin, get };
}
export type Catalogue = Awaited<ReturnType<typeof buildCatalogue>>;
