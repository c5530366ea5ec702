/**
 * The demo's templates: each one passes the sanitizer as an upload, uses the theme's colour classes
 * on backgrounds they contrast with in every demo brand, the brand placeholders and the logo slot,
 * has text slots (and, for print and the photo posts, a photo slot) whose boxes hold the demo text,
 * has the size it is named for, and every demo template product opens the template its title names,
 * none sharing a template with another product unless listed as shared.
 */
import {
  COLOR_CLASSES,
  type TemplateSummary,
  templateFeatures,
  textBackgroundPairs,
  textOverflows,
  themeFromBrand,
} from '@stockroom/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build';
import { readTemplateSvg } from '../modules/templates/read-template';
import { DEMO_BRAND_SECTIONS, DEMO_BRANDS } from './demo-brands';
import { DEMO_PRODUCTS } from './demo-products';
import { DEMO_PRODUCT_TEMPLATES, DEMO_TEMPLATES, type DemoTemplateKey, demoTemplateSvg } from './demo-templates';
import { seedDemoCatalogue } from './seed-demo-catalogue';

const KEYS = Object.keys(DEMO_TEMPLATES) as DemoTemplateKey[];
/** One design in five sizes, for the campaign kit. */
const FIBER_SIZES: DemoTemplateKey[] = ['fiberSquare', 'fiberStory', 'fiberBanner', 'fiberA4', 'fiberLetter'];
const uploads = new Map<DemoTemplateKey, ReturnType<typeof readTemplateSvg>>();
beforeAll(async () => {
  for (const key of KEYS) uploads.set(key, readTemplateSvg(await demoTemplateSvg(DEMO_TEMPLATES[key])));
});
const read = (key: DemoTemplateKey) => uploads.get(key)!;
const brandFields = new Set(DEMO_BRAND_SECTIONS.flatMap((s) => s.fields.map((f) => f.name)));
/** The templates with a photo slot: the print ones but the letterhead and business card, and two posts. */
const WITH_PHOTO: DemoTemplateKey[] = [
  'testimonial',
  'sponsorship',
  'flyer',
  'postcard',
  'billInsert',
  'brochure',
  'doorHanger',
  'rateCard',
  'decal',
  'yardSign',
  'vanWrap',
  ...FIBER_SIZES,
];

/** WCAG contrast of two #rrggbb colours. */
function contrast(a: string, b: string) {
  const luminance = (hex: string) => {
    const [r = 0, g = 0, b = 0] = [1, 3, 5].map((i) => {
      const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [hi = 0, lo = 0] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

describe('the demo templates', () => {
  it('are twenty-one, in distinct files', () => {
    expect(KEYS.length).toBe(21);
    expect(new Set(KEYS.map((k) => DEMO_TEMPLATES[k].file)).size).toBe(KEYS.length);
  });

  it.each(KEYS)(
    '%s passes the sanitizer and uses every colour class, the brand placeholders and the logo slot',
    (key) => {
      const { document, size_bytes } = read(key);
      expect(size_bytes).toBeLessThan(900 * 1024);
      const features = templateFeatures(document);
      expect(features.classes).toEqual([...COLOR_CLASSES].sort());
      expect(features.text_classes.length).toBeGreaterThanOrEqual(3);
      expect(features.placeholders).toEqual(expect.arrayContaining(['isp', 'phone', 'url']));
      // Each placeholder is filled from the demo brand kit: isp, url and phone by their spec names.
      const fieldOf: Record<string, string> = { isp: 'name', url: 'website', phone: 'phone' };
      for (const name of features.placeholders) expect(brandFields).toContain(fieldOf[name] ?? name);
      expect(features.has_logo_slot).toBe(true);
    },
  );

  it.each(KEYS)('%s puts its text colours only on backgrounds they contrast with in every demo brand', (key) => {
    const pairs = textBackgroundPairs(read(key).document);
    expect(pairs.length).toBeGreaterThan(0);
    for (const brand of DEMO_BRANDS) {
      for (const { text, background } of pairs) {
        const ratio = contrast(brand.values[text]!, brand.values[background]!);
        expect(ratio, `${brand.values.name}: ${text} on ${background}`).toBeGreaterThanOrEqual(4.5);
      }
    }
  });

  it.each(KEYS)('%s fits every demo brand’s values and its own texts in their boxes', (key) => {
    const { document } = read(key);
    const placeholders = templateFeatures(document).placeholders;
    for (const brand of DEMO_BRANDS) {
      expect(textOverflows(document, themeFromBrand(brand.values, placeholders).text), brand.values.name).toEqual([]);
    }
  });

  it('has the sizes, bleed and pages the demo promises', () => {
    const size = (key: DemoTemplateKey) => {
      const { document: d } = read(key);
      return { width: d.width, height: d.height, unit: d.unit, bleed: d.bleed, pages: d.pages.map((p) => p.name) };
    };
    const one = ['Page 1'];
    expect(size('social')).toEqual({ width: 1080, height: 1080, unit: 'px', bleed: 0, pages: one });
    expect(size('testimonial')).toEqual({ width: 1080, height: 1080, unit: 'px', bleed: 0, pages: one });
    expect(size('sponsorship')).toEqual({ width: 1080, height: 1080, unit: 'px', bleed: 0, pages: one });
    expect(size('banner')).toEqual({ width: 1200, height: 628, unit: 'px', bleed: 0, pages: one });
    expect(size('signature')).toEqual({ width: 600, height: 200, unit: 'px', bleed: 0, pages: one });
    expect(size('flyer')).toEqual({ width: 8.5, height: 11, unit: 'in', bleed: 0.125, pages: one });
    expect(size('letterhead')).toEqual({ width: 8.5, height: 11, unit: 'in', bleed: 0.125, pages: one });
    expect(size('businessCard')).toEqual({ width: 3.5, height: 2, unit: 'in', bleed: 0.125, pages: ['Front', 'Back'] });
    expect(size('rateCard')).toEqual({ width: 210, height: 297, unit: 'mm', bleed: 3, pages: one });
    expect(size('postcard')).toEqual({ width: 6, height: 4, unit: 'in', bleed: 0.125, pages: ['Front', 'Back'] });
    // A #10 envelope insert: it travels with the bill.
    expect(size('billInsert')).toEqual({ width: 3.5, height: 8.5, unit: 'in', bleed: 0.125, pages: ['Front', 'Back'] });
    expect(size('brochure')).toEqual({
      width: 11,
      height: 8.5,
      unit: 'in',
      bleed: 0.125,
      pages: ['Outside', 'Inside'],
    });
    expect(size('doorHanger')).toEqual({ width: 4.25, height: 11, unit: 'in', bleed: 0.125, pages: one });
    expect(size('decal')).toEqual({ width: 24, height: 24, unit: 'in', bleed: 0.25, pages: one });
    expect(size('yardSign')).toEqual({ width: 18, height: 24, unit: 'in', bleed: 0.125, pages: one });
    // A van side (144 × 60 in, 1.25 in bleed) is past the 2000 mm page limit: drawn at 1:10, as wrap shops take it.
    expect(size('vanWrap')).toEqual({ width: 14.4, height: 6, unit: 'in', bleed: 0.125, pages: one });
    expect(size('fiberSquare')).toEqual({ width: 1080, height: 1080, unit: 'px', bleed: 0, pages: one });
    expect(size('fiberStory')).toEqual({ width: 1080, height: 1920, unit: 'px', bleed: 0, pages: one });
    expect(size('fiberBanner')).toEqual({ width: 1200, height: 628, unit: 'px', bleed: 0, pages: one });
    expect(size('fiberA4')).toEqual({ width: 210, height: 297, unit: 'mm', bleed: 3, pages: one });
    expect(size('fiberLetter')).toEqual({ width: 8.5, height: 11, unit: 'in', bleed: 0.125, pages: one });
  });

  it('gives every text with a placeholder a box, and every template text slots', () => {
    for (const key of KEYS) {
      const svg = read(key).svg;
      for (const text of svg.match(/<text[^>]*>[^<]*\{\{[a-z_]+\}\}/g) ?? []) {
        expect(text, `${key}: ${text}`).toMatch(/data-width="\d+(\.\d+)?"/);
      }
      const slots = new Set([...svg.matchAll(/<text[^>]*data-slot="([a-z0-9_]+)"/g)].map((m) => m[1]));
      expect(slots.size, key).toBeGreaterThanOrEqual(2);
      for (const text of svg.match(/<text[^>]*data-slot="[^"]*"[^>]*>/g) ?? []) {
        expect(text, `${key}: ${text}`).toMatch(/data-label="[^"]+"/);
        expect(text, `${key}: ${text}`).toMatch(/data-width="\d+(\.\d+)?"/);
      }
    }
  });

  it.each(WITH_PHOTO)('%s has a photo slot holding a drawn JPEG', (key) => {
    const photos = read(key).svg.match(/<image[^>]*data-slot="[a-z0-9_]+"[^>]*>/g) ?? [];
    expect(photos.length).toBeGreaterThan(0);
    for (const photo of photos) {
      expect(photo).toMatch(/data-label="[^"]+"/);
      expect(photo).toMatch(/href="data:image\/jpeg;base64,/);
      expect(photo).toMatch(/preserveAspectRatio="xMidYMid slice"/);
    }
  });

  it('opens every demo template product in the template its title names, and uses every template', () => {
    const templateProducts = DEMO_PRODUCTS.filter((p) => p.type === 'template').map((p) => p.title);
    expect(templateProducts.length).toBeGreaterThan(11);
    expect(Object.keys(DEMO_PRODUCT_TEMPLATES).sort()).toEqual([...templateProducts].sort());
    const kind: Record<DemoTemplateKey, RegExp> = {
      social: /Speed Upgrade/,
      testimonial: /Testimonial Quote Cards/,
      sponsorship: /Sponsorship Shout-out/,
      banner: /Social Ads/,
      signature: /Email Signature/,
      flyer: /Flyer/,
      letterhead: /Letterhead|Letter\b/,
      businessCard: /Business Card/,
      rateCard: /Rate Card/,
      postcard: /Postcard/,
      billInsert: /Bill Insert/,
      brochure: /Brochure/,
      doorHanger: /Door Hanger/,
      decal: /Window Decal/,
      yardSign: /Yard Sign/,
      vanWrap: /Van Wrap/,
      fiberSquare: /^Fiber Is Here Social Post$/,
      fiberStory: /^Fiber Is Here Story$/,
      fiberBanner: /^Fiber Is Here Web Banner$/,
      fiberA4: /^Fiber Is Here Flyer \(A4\)$/,
      fiberLetter: /^Fiber Is Here Flyer \(US Letter\)$/,
    };
    for (const [title, key] of Object.entries(DEMO_PRODUCT_TEMPLATES)) expect(title, key).toMatch(kind[key]);
    expect(new Set(Object.values(DEMO_PRODUCT_TEMPLATES))).toEqual(new Set(KEYS));
  });

  it('opens the quote cards, the sponsorship posts and the autopay insert in designs made for them', () => {
    expect(DEMO_PRODUCT_TEMPLATES['Customer Testimonial Quote Cards']).toBe('testimonial');
    expect(DEMO_PRODUCT_TEMPLATES['Local Sponsorship Shout-out Posts']).toBe('sponsorship');
    expect(DEMO_PRODUCT_TEMPLATES['Bill Insert: Autopay Reminder']).toBe('billInsert');
    expect(DEMO_PRODUCT_TEMPLATES['Speed Upgrade Announcement Posts']).toBe('social');
    expect(DEMO_PRODUCT_TEMPLATES['New Mover Welcome Postcard']).toBe('postcard');
  });

  it('gives each template product a design of its own, but for the products meant to share one', () => {
    // A letter and a letterhead set are the same sheet; every other product shows its own design.
    const SHARED: Partial<Record<DemoTemplateKey, string[]>> = {
      letterhead: ['Letterhead and Business Card Set', 'Win-back Letter for Former Subscribers'],
    };
    const titlesOf = (key: DemoTemplateKey) =>
      Object.keys(DEMO_PRODUCT_TEMPLATES)
        .filter((title) => DEMO_PRODUCT_TEMPLATES[title] === key)
        .sort();
    const shared = Object.fromEntries(
      KEYS.map((key) => [key, titlesOf(key)] as const).filter(([, titles]) => titles.length > 1),
    );
    expect(shared).toEqual(SHARED);
  });
});

describe('the seeded demo', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  beforeAll(async () => {
    t = await buildTestApp();
    await seedDemoCatalogue(t.deps, { firstStart: true });
    admin = (await t.sessionFor('admin')).headers;
  });
  afterAll(() => t.close());

  it('lists the templates, each linked to its products', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/templates', headers: admin });
    expect(res.statusCode).toBe(200);
    const templates = res.json() as TemplateSummary[];
    expect(templates.map((x) => x.name).sort()).toEqual(
      Object.values(DEMO_TEMPLATES)
        .map((x) => x.name)
        .sort(),
    );
    const linked = Object.fromEntries(templates.flatMap((x) => x.products.map((p) => [p.title, x.name])));
    for (const [title, key] of Object.entries(DEMO_PRODUCT_TEMPLATES))
      expect(linked[title]).toBe(DEMO_TEMPLATES[key].name);
  });

  it("stores each template product's template id where the product form reads it", async () => {
    const list = (
      await t.app.inject({ method: 'GET', url: '/api/templates', headers: admin })
    ).json() as TemplateSummary[];
    const postcard = list.find((x) => x.name === DEMO_TEMPLATES.postcard.name)!;
    const product = postcard.products.find((p) => p.title === 'New Mover Welcome Postcard')!;
    const res = await t.app.inject({ method: 'GET', url: `/api/products/${product.id}`, headers: admin });
    expect(res.json()).toMatchObject({ product_type: 'template', design_huddle_template_id: postcard.id });
  });
});
