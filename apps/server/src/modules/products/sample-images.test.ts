/**
 * Sample images (decision 0039): admins keep an ordered list of uploaded images on a product;
 * every member who sees the product, locked or not, gets small watermarked previews of them, and
 * nobody but admins learns where the originals are.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MISSING_ID, type TestApp } from '../../../test/build';
import { makePdf } from '../../../test/file-samples';
import { buildProductAccess, uploadFile } from '../../../test/product-access';

let t: TestApp;
let admin: Record<string, string>;
let as: Record<'gated' | 'yes', Record<string, string>>;
let category = '';
const images: string[] = [];
let article = '';
let original = Buffer.alloc(0);
const BLUE = { r: 0x1d, g: 0x4e, b: 0x89 };

const upload = (kind: 'thumbnail' | 'article', data: Buffer, name: string) => uploadFile(t, admin, kind, data, name);
const send = (method: 'POST' | 'PUT', url: string, payload: object) =>
  t.app.inject({ method, url, headers: admin, payload });
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const create = async (fields: object) => {
  const res = await send('POST', '/api/products', {
    product_type: 'asset',
    categories: [{ category_id: category }],
    ...fields,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
};
const samplesOf = async (id: string, headers = admin) =>
  (await get(`/api/products/${id}`, headers)).json().sample_images as { path: string; preview_url: string }[];

beforeAll(async () => {
  ({ t, admin, as, category } = await buildProductAccess('Samples'));
  for (const [i, background] of ['#1d4e89', '#c0392b', '#27ae60'].entries()) {
    const png = await sharp({ create: { width: 1200, height: 800, channels: 3, background } })
      .png()
      .toBuffer();
    images.push(await upload('thumbnail', png, `sample-${i}.png`));
  }
  article = await upload('article', await makePdf(), 'guide.pdf');
  const stored = await t.deps.storage.open(images[0]!);
  const chunks: Buffer[] = [];
  for await (const chunk of stored!.stream) chunks.push(chunk as Buffer);
  original = Buffer.concat(chunks);
});
afterAll(() => t.close());

describe('an admin', () => {
  it('saves sample images in order, reorders them, removes one and clears them', async () => {
    const id = await create({ title: 'Sample order library', sample_images: images });
    expect((await samplesOf(id)).map((s) => s.path)).toEqual(images);
    const [a, b, c] = images as [string, string, string];
    expect((await send('PUT', `/api/products/${id}`, { sample_images: [c, a] })).statusCode).toBe(200);
    const reordered = await samplesOf(id);
    expect(reordered.map((s) => s.path)).toEqual([c, a]);
    // A write that leaves the list out keeps it.
    expect((await send('PUT', `/api/products/${id}`, { subtitle: 'Now with samples' })).statusCode).toBe(200);
    expect(await samplesOf(id)).toEqual(reordered);
    expect((await get(reordered[0]!.preview_url)).statusCode).toBe(200);
    await send('PUT', `/api/products/${id}`, { sample_images: [b] });
    // A preview of an image the product no longer lists is gone.
    expect((await get(reordered[0]!.preview_url)).statusCode).toBe(404);
    await send('PUT', `/api/products/${id}`, { sample_images: [] });
    expect(await samplesOf(id)).toEqual([]);
  });

  const missing = `thumbnails/${MISSING_ID}.webp`;
  it.each([
    ['a path outside uploads', ['../../etc/passwd']],
    ['an address', ['https://cdn.example.com/photo.jpg']],
    ['a file that is not an image', () => [article]],
    ['an upload that does not exist', [missing]],
    ['an image listed twice', () => [images[0], images[0]]],
    ['more than 12', () => Array.from({ length: 13 }, (_, i) => `thumbnails/${MISSING_ID.slice(0, -2)}${10 + i}.webp`)],
  ])('is refused %s with 400 naming sample_images, and nothing changes', async (_case, list) => {
    const id = await create({ title: `Refused samples ${_case}`, sample_images: [images[1]] });
    const res = await send('PUT', `/api/products/${id}`, {
      title: 'Renamed',
      sample_images: typeof list === 'function' ? list() : list,
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().issues.map((i: { path: string }) => i.path.split('.')[0])).toContain('sample_images');
    const product = (await get(`/api/products/${id}`, admin)).json();
    expect(product.title).toBe(`Refused samples ${_case}`);
    expect(product.sample_images.map((s: { path: string }) => s.path)).toEqual([images[1]]);
  });
});

describe('a member', () => {
  let locked = '';
  beforeAll(async () => {
    locked = await create({ title: 'Locked sample library', is_gated: true, bundle_download_url: article });
    await send('PUT', `/api/products/${locked}`, { sample_images: images });
  });

  it('with gated access gets previews of a locked product, never where the originals are', async () => {
    const res = await get(`/api/products/${locked}`, as.gated);
    const product = res.json();
    expect(product.bundle_download_url).toBe('');
    expect(product.sample_images).toHaveLength(3);
    for (const sample of product.sample_images) {
      expect(sample).toEqual({
        path: '',
        preview_url: expect.stringMatching(/^\/renders\/samples\/[\w-]+\/[\w-]{22}\.webp$/),
      });
    }
    for (const key of images) expect(res.body).not.toContain(key.slice('thumbnails/'.length, -'.webp'.length));
  });

  it('sees a small copy with SAMPLE drawn across it, not the original', async () => {
    const [first] = await samplesOf(locked, as.gated);
    const res = await get(first!.preview_url, as.gated);
    expect(res.statusCode).toBe(200);
    expect(res.headers).toMatchObject({ 'content-type': 'image/webp', 'x-content-type-options': 'nosniff' });
    expect(res.headers['content-security-policy']).toContain('sandbox');
    expect(res.rawPayload.equals(original)).toBe(false);
    const { data, info } = await sharp(res.rawPayload).raw().toBuffer({ resolveWithObject: true });
    expect(Math.max(info.width, info.height)).toBe(640);
    expect(info.width / info.height).toBeCloseTo(1.5, 1);
    // The original is one blue: every pixel far from it is the watermark's.
    let marked = 0;
    for (let i = 0; i < data.length; i += info.channels) {
      const far = Math.abs(data[i]! - BLUE.r) + Math.abs(data[i + 1]! - BLUE.g) + Math.abs(data[i + 2]! - BLUE.b);
      if (far > 60) marked++;
    }
    expect(marked / (info.width * info.height)).toBeGreaterThan(0.05);
  });

  it('with full access sees the same previews, and admins too', async () => {
    const gated = (await samplesOf(locked, as.gated)).map((s) => s.preview_url);
    expect((await samplesOf(locked, as.yes)).map((s) => s.preview_url)).toEqual(gated);
    expect((await samplesOf(locked, admin)).map((s) => s.preview_url)).toEqual(gated);
  });

  it('keeps a preview once drawn, and shares it without a login', async () => {
    const [, second] = await samplesOf(locked, as.gated);
    const first = await get(second!.preview_url);
    expect(first.statusCode).toBe(200);
    const digest = second!.preview_url.split('/').at(-1);
    expect(await t.deps.storage.stat(`renders/samples/${digest}`)).not.toBeNull();
    expect((await get(second!.preview_url)).rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it('answers 404 for a digest or product that names no sample, and 400 for a malformed address', async () => {
    const [first] = await samplesOf(locked, as.gated);
    const [, , id, name] = first!.preview_url.split('/').slice(1);
    expect((await get(`/renders/samples/${id}/${'A'.repeat(22)}.webp`)).statusCode).toBe(404);
    expect((await get(`/renders/samples/${MISSING_ID}/${name}`)).statusCode).toBe(404);
    expect((await get(`/renders/samples/not-a-product/${name}`)).statusCode).toBe(400);
    expect((await get(`/renders/samples/${id}/${name}.png`)).statusCode).toBe(400);
  });

  it('gets no samples anonymously: a locked product is not public, and a shared one shows its own fields only', async () => {
    expect((await get(`/api/products/${locked}`)).statusCode).toBe(401);
    expect((await get(`/public/products/${locked}`)).statusCode).toBe(404);
    const open = await create({ title: 'Shared sample library', sample_images: [images[2]] });
    await send('PUT', `/api/products/${open}`, { is_draft: false });
    const shared = await get(`/public/products/${open}`);
    expect(shared.statusCode).toBe(200);
    expect(shared.json().sample_images).toBeUndefined();
  });
});
