/** Warming at start: a member's catalogue thumbnails are rendered before anyone asks for them (decision 0034). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCENT_BAND_POST, templateInMemberBrand } from '../../../test/member-brand-template';
import { buildCatalogue, type Catalogue } from '../../../test/member-catalogue';
import { warmBrandThumbnails } from './brand-thumbnails.warm';

const document = ACCENT_BAND_POST;

let c: Catalogue;
let productId: string;

beforeAll(async () => {
  c = await buildCatalogue();
  ({ productId } = await templateInMemberBrand(c, { title: 'Warm post', document, brand: 'Warm Fiber' }));
});
afterAll(() => c.t.close());

describe('warming the brand thumbnails at start', () => {
  it("renders a member's template thumbnails before the first visit asks for them, and finds them kept the next time", async () => {
    const product = await c.get(`/api/products/${productId}`, c.as.yes);
    const address: string = product.json().thumbnail_url;
    const key = `renders/brand/${address.split('/').pop()}`;
    expect(await c.t.deps.storage.open(key)).toBeNull();

    expect(await warmBrandThumbnails(c.t.deps)).toBeGreaterThanOrEqual(1);
    // Its own size, and the two a catalogue card loads.
    for (const name of [key, key.replace(/\.webp$/, '.card.webp'), key.replace(/\.webp$/, '.card2x.webp')]) {
      const kept = await c.t.deps.storage.open(name);
      expect(kept, name).not.toBeNull();
      kept?.stream.destroy();
    }
    // A restart: the same picture is found again, served as rendered.
    expect(await warmBrandThumbnails(c.t.deps)).toBeGreaterThanOrEqual(1);
    const res = await c.get(address);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
  });

  it('stops when the server is closing', async () => {
    expect(await warmBrandThumbnails(c.t.deps, () => true)).toBe(0);
  });
});
