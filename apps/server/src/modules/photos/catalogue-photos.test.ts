/**
 * Catalogue images as members' photos (decision 0024, DESIGN §1.3): only asset products the member
 * may fully use, with a stored image; an invisible product is 404, a locked one 403. A project's use
 * of a photo (resolveMemberPhotos) checks ownership, deletion and the product's access again.
 */
import { randomUUID } from 'node:crypto';
import { products } from '@stockroom/db';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MISSING_ID } from '../../../test/build';
import { buildCustomization, type Customization } from '../../../test/customization';
import { fileForm } from '../../../test/multipart';
import { photoDataUri, resolveMemberPhotos } from './photos.service';

let c: Customization;
/** A stored product image, as an admin's thumbnail upload leaves it (a WebP under thumbnails/). */
async function storedThumbnail(width = 1200, height = 800) {
  const key = `thumbnails/${randomUUID()}.webp`;
  const webp = await sharp({ create: { width, height, channels: 3, background: '#884422' } })
    .webp()
    .toBuffer();
  await c.t.deps.storage.put(key, webp);
  return key;
}
let assets: Record<'open' | 'gated' | 'noImage' | 'uncategorized' | 'template', string>;
beforeAll(async () => {
  c = await buildCustomization();
  const asset = async (title: string, fields: Record<string, unknown> = {}, inCategory = true) =>
    (
      await c.product(
        { title, product_type: 'asset', design_huddle_template_id: '', thumbnail: await storedThumbnail(), ...fields },
        inCategory,
      )
    ).id;
  assets = {
    open: await asset('Beach sunset'),
    gated: await asset('Alpine lake', { is_gated: true }),
    noImage: await asset('No picture', { thumbnail: 'https://example.com/picture.jpg' }),
    uncategorized: await asset('Hidden forest', {}, false),
    template: (await c.product({ title: 'Template with image', thumbnail: await storedThumbnail() })).id,
  };
});
afterAll(() => c.t.close());

const pick = (productId: string, headers: object) =>
  c.call('POST', '/api/photos/from-product', headers, { product_id: productId });

describe('picking a catalogue image', () => {
  it("makes a usable asset's image one of the member's photos, the same photo when picked twice", async () => {
    const first = await pick(assets.open, c.members.gated.headers);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({
      name: 'Beach sunset',
      width: 1200,
      height: 800,
      source_product_id: assets.open,
      source_product_title: 'Beach sunset',
      available: true,
    });
    const print = await c.t.app.inject({ method: 'GET', url: first.json().url });
    expect(await sharp(print.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 800 });
    const second = await pick(assets.open, c.members.gated.headers);
    expect(second.statusCode).toBe(201);
    expect(second.json().id).toBe(first.json().id);
    const listed = (await c.call('GET', '/api/photos', c.members.gated.headers)).json() as { id: string }[];
    expect(listed.map((p) => p.id)).toEqual([first.json().id]);
  });

  it.each([
    { what: 'a locked (gated) product', status: 403, level: 'gated', kind: 'gated' },
    { what: 'a product the member cannot see', status: 404, level: 'no', kind: 'open' },
    { what: 'a product in no category', status: 404, level: 'yes', kind: 'uncategorized' },
    { what: 'a product that does not exist', status: 404, level: 'yes', kind: 'missing' },
  ] as const)('answers $what with $status', async ({ level, kind, status }) => {
    const id = kind === 'missing' ? MISSING_ID : assets[kind];
    const res = await pick(id, c.members[level].headers);
    expect(res.statusCode, res.body).toBe(status);
  });

  it('refuses a product that is not an asset, or has no stored image, naming product_id', async () => {
    for (const id of [assets.template, assets.noImage]) {
      const res = await pick(id, c.members.yes.headers);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().issues).toEqual([{ path: 'product_id', message: expect.any(String) }]);
    }
  });

  it('lets a member granted yes, and an admin, pick a gated product', async () => {
    expect((await pick(assets.gated, c.members.yes.headers)).statusCode).toBe(201);
    expect((await pick(assets.uncategorized, c.admin.headers)).statusCode).toBe(201);
  });
});

describe('the catalogue images', () => {
  const titles = async (headers: object, query = '') =>
    ((await c.call('GET', `/api/photos/catalogue${query}`, headers)).json() as { title: string }[]).map((i) => i.title);

  it('are the asset products with a stored image that the member may fully use, by title', async () => {
    expect(await titles(c.members.yes.headers)).toEqual(['Alpine lake', 'Beach sunset']);
    expect(await titles(c.members.gated.headers)).toEqual(['Beach sunset']);
    expect(await titles(c.members.no.headers)).toEqual([]);
    expect(await titles(c.admin.headers)).toEqual(['Alpine lake', 'Beach sunset', 'Hidden forest']);
  });

  it('carry a signed address of the image, and narrow by a title search', async () => {
    const [image] = (await c.call('GET', '/api/photos/catalogue?q=SUNSET', c.members.yes.headers)).json();
    expect(image).toMatchObject({ id: assets.open, title: 'Beach sunset' });
    expect((await c.t.app.inject({ method: 'GET', url: image.thumbnail_url })).statusCode).toBe(200);
    expect(await titles(c.members.yes.headers, '?q=%25')).toEqual([]);
  });
});

describe("a project's use of photos", () => {
  it('keeps only live photos of the member, from products they may still fully use', async () => {
    const { yes, gated } = c.members;
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const form = fileForm(png, 'p.png');
    const post = (headers: Record<string, string>) =>
      c.t.app.inject({
        method: 'POST',
        url: '/api/photos',
        payload: form.payload,
        headers: { ...headers, ...form.headers },
      });
    const own = (await post(yes.headers)).json().id as string;
    const foreign = (await post(gated.headers)).json().id as string;
    const picked = (await pick(assets.open, yes.headers)).json().id as string;
    const deleted = (await pick(assets.gated, yes.headers)).json().id as string;
    await c.call('DELETE', `/api/photos/${deleted}`, yes.headers);
    const ids = [own, foreign, picked, deleted, MISSING_ID, 'not-an-id'];

    const resolved = await resolveMemberPhotos(c.t.deps, yes.userId, ids);
    expect([...resolved.keys()].sort()).toEqual([own, picked].sort());
    expect(resolved.get(picked)).toMatchObject({ width: 1200, height: 800, sourceProductId: assets.open });
    expect(resolved.get(own)).toMatchObject({ width: 40, height: 30, sourceProductId: null });

    // The product becomes a draft: members no longer see it, so its photo is no longer used.
    await c.db.update(products).set({ is_draft: true }).where(eq(products.id, assets.open));
    try {
      expect([...(await resolveMemberPhotos(c.t.deps, yes.userId, ids)).keys()]).toEqual([own]);
      const listed = (await c.call('GET', '/api/photos', yes.headers)).json() as { id: string }[];
      expect(listed.find((p) => p.id === picked)).toMatchObject({ available: false, source_product_title: null });
    } finally {
      await c.db.update(products).set({ is_draft: false }).where(eq(products.id, assets.open));
    }
  });

  it('inlines the print copy as a JPEG data address', async () => {
    const photo = (await pick(assets.open, c.members.yes.headers)).json();
    const [resolved] = (await resolveMemberPhotos(c.t.deps, c.members.yes.userId, [photo.id])).values();
    const uri = await photoDataUri(c.t.deps, resolved?.printKey ?? '');
    expect(uri).toMatch(/^data:image\/jpeg;base64,/);
    const bytes = Buffer.from(uri?.split(',')[1] ?? '', 'base64');
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 800 });
    expect(await photoDataUri(c.t.deps, `photos/${MISSING_ID}.jpg`)).toBeNull();
  });
});
