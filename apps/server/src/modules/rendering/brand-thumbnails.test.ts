/** The catalogue in the member's own brand: template products' thumbnails as addresses of renders in their brand. */
import { cardImageSources, type TemplateDocument } from '@stockroom/contract';
import { brands, projects, templates } from '@stockroom/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { templateInMemberBrand } from '../../../test/member-brand-template';
import { buildCatalogue, type Catalogue } from '../../../test/member-catalogue';
import { colourDistance, readPixels } from '../../../test/png-pixels';
import { brandThumbnailAddress, projectThumbnailAddress, templatePreviewAddress } from './thumbnails.service';

const document: TemplateDocument = {
  width: 1080,
  height: 1080,
  unit: 'px',
  bleed: 0,
  view_box: [0, 0, 1080, 1080],
  defs: [],
  pages: [
    {
      name: 'Post',
      nodes: [
        { name: 'rect', attrs: { width: '1080', height: '1080', fill: '#ffffff' }, children: [] },
        { name: 'rect', attrs: { class: 'accent1', width: '1080', height: '400' }, children: [] },
        {
          name: 'text',
          attrs: {
            class: 'dark1',
            x: '60',
            y: '700',
            'font-family': 'Source Sans 3',
            'font-size': '120',
            'font-weight': '700',
          },
          children: ['{{isp}}'],
        },
      ],
    },
  ],
};
// In a 480 px picture: inside the accent band, and where the company name is written.
const IN_BAND = [240, 80] as const;
const NAME_BOX = { x: 20, y: 255, width: 440, height: 60 };

let c: Catalogue;
let templateId: string;
let productId: string;
let brandId: string;
let memberId: string;
const addressIn = async (url: string, headers: Record<string, string>) => {
  const res = await c.get(url, headers);
  expect(res.statusCode).toBe(200);
  return res.json();
};
const landingThumbnail = async (headers: Record<string, string>) => {
  const sections = (await addressIn('/api/categories/products?limit=10', headers)) as {
    products: { id: string; thumbnail_url: string }[];
  }[];
  return sections.flatMap((s) => s.products).find((p) => p.id === productId)?.thumbnail_url;
};

beforeAll(async () => {
  c = await buildCatalogue();
  ({ templateId, productId, brandId, memberId } = await templateInMemberBrand(c, {
    title: 'Spring social post',
    document,
    brand: 'Acme Fiber',
    thumbnail: 'https://cdn.example.com/post.png',
  }));
});
afterAll(() => c.t.close());

describe('template thumbnails in the member’s brand', () => {
  it('gives a member with a brand the address of the template in their brand, on every catalogue read', async () => {
    const own = await landingThumbnail(c.admin);
    const inBrand = await landingThumbnail(c.as.yes);
    expect(inBrand).toMatch(/^\/renders\/brand\/[0-9a-f-]{36}\.1\.[0-9a-f-]{36}\.\d+\.[\w-]{22}\.webp$/);
    expect(inBrand).not.toBe(own);
    const category = await addressIn('/api/user/products/alpha', c.as.yes);
    expect(category.products.find((p: { id: string }) => p.id === productId).thumbnail_url).toBe(inBrand);
    const search = await addressIn('/api/search?search=spring', c.as.yes);
    expect(search.products.map((p: { thumbnail_url: string }) => p.thumbnail_url)).toEqual([inBrand]);
    const newest = await addressIn('/api/user/products?limit=50', c.as.yes);
    expect(newest.products.find((p: { id: string }) => p.id === productId).thumbnail_url).toBe(inBrand);
    expect((await addressIn(`/api/products/${productId}`, c.as.yes)).thumbnail_url).toBe(inBrand);
  });

  it('keeps the product’s own thumbnail for admins and members without a brand', async () => {
    const own = (await addressIn(`/api/products/${productId}`, c.admin)).thumbnail_url;
    expect(own).toContain('cdn.example.com/post.png');
    expect(await landingThumbnail(c.as.gated)).toBe(own);
    expect((await addressIn(`/api/products/${productId}`, c.as.gated)).thumbnail_url).toBe(own);
  });

  it('renders the address as a WebP in the brand’s accent colour with its name, once, and keeps it for good', async () => {
    const address = (await landingThumbnail(c.as.yes))!;
    const res = await c.get(address);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const webp = await readPixels(res.rawPayload);
    expect(webp.width).toBe(480);
    expect(colourDistance(webp.at(...IN_BAND), '#2e7d32')).toBeLessThanOrEqual(4);
    expect(webp.darkPixels(NAME_BOX)).toBeGreaterThan(300);
    // The picture it is made from, exact: the PNG of the same name.
    const png = await c.get(address.replace(/\.webp$/, '.png'));
    expect(png.headers['content-type']).toBe('image/png');
    expect((await readPixels(png.rawPayload)).at(...IN_BAND)).toBe('#2e7d32');
    expect(res.rawPayload.length).toBeLessThan(png.rawPayload.length / 2);
    // Kept in storage: the same bytes come back without rendering again.
    expect(await c.t.deps.storage.open(`renders/brand/${address.split('/').pop()}`)).not.toBeNull();
    expect((await c.get(address)).rawPayload.equals(res.rawPayload)).toBe(true);
  });

  it('keeps a card’s picture fitted in the card at 1× and 2×: a square post is sent 160 px, not 480', async () => {
    const address = (await landingThumbnail(c.as.yes))!;
    const { src, srcSet } = cardImageSources(address);
    const card2x = address.replace(/\.webp$/, '.card2x.webp');
    expect(src).toBe(address.replace(/\.webp$/, '.card.webp'));
    expect(srcSet).toBe(`${src} 1x, ${card2x} 2x`);
    const whole = (await c.get(address)).rawPayload;
    const [one, two] = await Promise.all([c.get(src), c.get(card2x)]);
    for (const res of [one, two]) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    const [small, large] = await Promise.all([readPixels(one.rawPayload), readPixels(two.rawPayload)]);
    expect([small.width, small.height, large.width, large.height]).toEqual([160, 160, 320, 320]);
    expect(colourDistance(small.at(80, 26), '#2e7d32')).toBeLessThanOrEqual(4);
    expect(one.rawPayload.length).toBeLessThan(whole.length / 3);
    // An uploaded thumbnail has one size: the card shows it as it is.
    expect(cardImageSources('/files/thumbnails/a.webp')).toEqual({ src: '/files/thumbnails/a.webp' });
  });

  it('changes the address when the brand changes, and the new picture shows the new colour', async () => {
    const before = await landingThumbnail(c.as.yes);
    await c.db
      .update(brands)
      .set({ values: { name: 'Acme Fiber', accent1: '#6a1b9a' }, updated_at: new Date(Date.now() + 1000) })
      .where(eq(brands.id, brandId));
    const after = (await landingThumbnail(c.as.yes))!;
    expect(after).not.toBe(before);
    const webp = await readPixels((await c.get(after)).rawPayload);
    expect(colourDistance(webp.at(...IN_BAND), '#6a1b9a')).toBeLessThanOrEqual(4);
    // The old address keeps the picture it was rendered as; one never rendered, for a brand that has moved on, is gone.
    const old = await readPixels((await c.get(before!)).rawPayload);
    expect(colourDistance(old.at(...IN_BAND), '#2e7d32')).toBeLessThanOrEqual(4);
    const stale = brandThumbnailAddress(
      c.t.deps,
      { id: templateId, version: 1 },
      { id: brandId, updated_at: new Date(1) },
    );
    expect((await c.get(stale)).statusCode).toBe(404);
  });

  it('refuses an address whose signature is wrong', async () => {
    const address = (await landingThumbnail(c.as.yes))!;
    const forged = address.replace(/\.[\w-]{22}\.webp$/, '.AAAAAAAAAAAAAAAAAAAAAA.webp');
    expect((await c.get(forged)).statusCode).toBe(404);
    // Only the sizes a card shows, and only as WebP.
    expect((await c.get(address.replace(/\.webp$/, '.poster.webp'))).statusCode).toBe(404);
    expect((await c.get(address.replace(/\.webp$/, '.card.png'))).statusCode).toBe(404);
    expect((await c.get(address.replace(/\.webp$/, '.gif'))).statusCode).toBe(400);
    expect((await c.get(address.replace('/brand/', '/template/'))).statusCode).toBe(404);
  });

  it('renders a template’s preview in neutral colours, with the placeholders’ meanings as texts', async () => {
    const address = templatePreviewAddress(c.t.deps, { id: templateId, version: 1 });
    const res = await c.get(address);
    expect(res.statusCode).toBe(200);
    const webp = await readPixels(res.rawPayload);
    expect(colourDistance(webp.at(...IN_BAND), '#1a73e8')).toBeLessThanOrEqual(4);
    expect(webp.darkPixels(NAME_BOX)).toBeGreaterThan(300);
  });

  it('renders a project in its saved colours, and answers 404 once the project is deleted', async () => {
    const values = {
      classes: {
        accent1: { color: '#ff6f00' },
        accent2: { color: '#000000' },
        light1: { color: '#ffffff' },
        light2: { color: '#ffffff' },
        dark1: { color: '#000000' },
        dark2: { color: '#000000' },
      },
      text: { isp: 'Saved name' },
      logo: '',
    };
    const [project] = await c.db
      .insert(projects)
      .values({ user_id: memberId, product_id: productId, template_id: templateId, values })
      .returning();
    const address = projectThumbnailAddress(c.t.deps, { ...project!, template_version: 1 });
    const webp = await readPixels((await c.get(address)).rawPayload);
    expect(colourDistance(webp.at(...IN_BAND), '#ff6f00')).toBeLessThanOrEqual(4);
    await c.db.update(projects).set({ deleted_at: new Date() }).where(eq(projects.id, project!.id));
    const later = projectThumbnailAddress(c.t.deps, { ...project!, updated_at: new Date(), template_version: 1 });
    expect((await c.get(later)).statusCode).toBe(404);
  });

  it('stops giving the brand address once the template is deleted', async () => {
    await c.db.update(templates).set({ deleted_at: new Date() }).where(eq(templates.id, templateId));
    const own = (await addressIn(`/api/products/${productId}`, c.admin)).thumbnail_url;
    expect(await landingThumbnail(c.as.yes)).toBe(own);
    expect((await c.get(templatePreviewAddress(c.t.deps, { id: templateId, version: 2 }))).statusCode).toBe(404);
  });
});
