/**
 * Product reads hand out signed file addresses after the access check (DESIGN §1.3, §1.11): a gated
 * member sees a thumbnail of every product, but no address for an is_gated product's files.
 */
import { products } from '@stockroom/db';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/build';
import { makePdf, makeZip } from '../../../test/file-samples';
import { buildProductAccess, uploadFile } from '../../../test/product-access';

let t: TestApp;
let admin: Record<string, string>;
let as: Record<'gated' | 'yes', Record<string, string>>;
let category = '';
const paths = { thumbnail: '', article: '', bundle: '' };
const ids = { locked: '', open: '', external: '' };

const upload = (kind: keyof typeof paths, data: Buffer, name: string) => uploadFile(t, admin, kind, data, name);
const create = async (fields: object) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/products',
    headers: admin,
    payload: { product_type: 'article', categories: [{ category_id: category }], ...fields },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
};
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const signed = (path: string) => expect.stringMatching(new RegExp(`^/files/${path}\\?expires=\\d+&signature=[\\w-]+$`));

beforeAll(async () => {
  ({ t, admin, as, category } = await buildProductAccess('Files'));
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#123456' } })
    .png()
    .toBuffer();
  paths.thumbnail = await upload('thumbnail', png, 'cover.png');
  paths.article = await upload('article', await makePdf(), 'guide.pdf');
  paths.bundle = await upload('bundle', makeZip({ 'guide.txt': 'read me' }), 'kit.zip');
  const files = { thumbnail: paths.thumbnail, article_file_path: paths.article, bundle_download_url: paths.bundle };
  ids.locked = await create({ title: 'Locked guide filesxyz', is_gated: true, ...files });
  ids.open = await create({ title: 'Open guide filesxyz', ...files });
  ids.external = await create({
    title: 'External guide filesxyz',
    thumbnail: 'https://cdn.example.com/cover.webp',
    bundle_download_url: 'https://cdn.example.com/kit.zip',
  });
});
afterAll(() => t.close());

describe('a product read', () => {
  it("shows a gated member a working thumbnail, and withholds an is_gated product's files", async () => {
    const product = (await get(`/api/products/${ids.locked}`, as.gated)).json();
    expect(product).toMatchObject({
      thumbnail: paths.thumbnail,
      thumbnail_url: signed(paths.thumbnail),
      article_file_path: '',
      article_file_url: '',
      bundle_download_url: '',
    });
    const image = await get(product.thumbnail_url);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
  });

  it.each(['yes', 'admin'] as const)('gives %s signed addresses that serve the files', async (who) => {
    const product = (await get(`/api/products/${ids.locked}`, who === 'admin' ? admin : as.yes)).json();
    expect(product).toMatchObject({
      article_file_path: paths.article,
      article_file_url: signed(paths.article),
      bundle_download_url: signed(paths.bundle),
    });
    const article = await get(product.article_file_url);
    expect(article.headers['content-type']).toBe('application/pdf');
    const bundle = await get(`${product.bundle_download_url}&download=1`);
    expect(bundle.headers).toMatchObject({ 'content-type': 'application/zip' });
    expect(bundle.headers['content-disposition']).toMatch(/^attachment/);
  });

  it('gives a gated member the files of a product that is not is_gated', async () => {
    const product = (await get(`/api/products/${ids.open}`, as.gated)).json();
    expect(product.article_file_url).toEqual(signed(paths.article));
    expect(product.bundle_download_url).toEqual(signed(paths.bundle));
  });

  it('answers an external https address as written', async () => {
    const product = (await get(`/api/products/${ids.external}`, as.gated)).json();
    expect(product.thumbnail_url).toBe('https://cdn.example.com/cover.webp');
    expect(product.bundle_download_url).toBe('https://cdn.example.com/kit.zip');
  });
});

describe('embedded media', () => {
  it("lets the app frame the known video hosts' players, and nothing frame a file but the app", async () => {
    const page = await get('/api/health');
    const frameSrc = /frame-src ([^;]+)/.exec(String(page.headers['content-security-policy']))?.[1]?.split(' ');
    expect(frameSrc).toEqual(
      expect.arrayContaining([
        'https://www.youtube-nocookie.com',
        'https://player.vimeo.com',
        'https://fast.wistia.net',
      ]),
    );
    const product = (await get(`/api/products/${ids.open}`, admin)).json();
    const file = await get(product.article_file_url);
    expect(file.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(file.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});

describe('the lists', () => {
  it('sign thumbnails in the category page, search and the newest products, withholding locked files', async () => {
    const lists = [
      (await get('/api/user/products/files', as.gated)).json().products,
      (await get('/api/search?search=filesxyz&limit=10', as.gated)).json().products,
      (await get('/api/user/products?search=filesxyz', as.gated)).json().products,
    ];
    for (const list of lists) {
      const locked = list.find((p: { id: string }) => p.id === ids.locked);
      const open = list.find((p: { id: string }) => p.id === ids.open);
      expect(locked).toMatchObject({
        thumbnail_url: signed(paths.thumbnail),
        article_file_url: '',
        bundle_download_url: '',
      });
      expect(open).toMatchObject({ thumbnail_url: signed(paths.thumbnail), article_file_url: signed(paths.article) });
    }
  });
});

describe('a product write', () => {
  it('stores the key when a form sends back the signed address it read', async () => {
    const product = (await get(`/api/products/${ids.open}`, admin)).json();
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/products/${ids.open}`,
      headers: admin,
      payload: { bundle_download_url: product.bundle_download_url, thumbnail: product.thumbnail_url },
    });
    expect(res.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(products).where(eq(products.id, ids.open));
    expect(row).toMatchObject({ bundle_download_url: paths.bundle, thumbnail: paths.thumbnail });
  });
});
