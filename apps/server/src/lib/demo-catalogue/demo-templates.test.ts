/**
 * The demo's templates: each one passes the sanitizer as an upload, uses the theme's colour classes,
 * the brand placeholders and the logo slot, has the size it is named for, and every demo template
 * product is linked to one once the catalogue is seeded.
 */
import { COLOR_CLASSES, type TemplateSummary, templateFeatures } from '@stockroom/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build';
import { readTemplateSvg } from '../../modules/templates/read-template';
import { DEMO_BRAND_SECTIONS } from './demo-brands';
import { DEMO_PRODUCTS } from './demo-products';
import { DEMO_PRODUCT_TEMPLATES, DEMO_TEMPLATES, demoTemplateSvg } from './demo-templates';
import { seedDemoCatalogue } from './seed-demo-catalogue';

const read = (key: keyof typeof DEMO_TEMPLATES) => readTemplateSvg(demoTemplateSvg(DEMO_TEMPLATES[key]));
const brandFields = new Set(DEMO_BRAND_SECTIONS.flatMap((s) => s.fields.map((f) => f.name)));

describe('the demo templates', () => {
  it.each(Object.keys(DEMO_TEMPLATES) as (keyof typeof DEMO_TEMPLATES)[])(
    '%s passes the sanitizer and uses every colour class, the brand placeholders and the logo slot',
    (key) => {
      const { document } = read(key);
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

  it('has the sizes, bleed and pages the demo promises', () => {
    const size = (key: keyof typeof DEMO_TEMPLATES) => {
      const { document: d } = read(key);
      return { width: d.width, height: d.height, unit: d.unit, bleed: d.bleed, pages: d.pages.map((p) => p.name) };
    };
    expect(size('social')).toEqual({ width: 1080, height: 1080, unit: 'px', bleed: 0, pages: ['Page 1'] });
    expect(size('banner')).toEqual({ width: 1200, height: 628, unit: 'px', bleed: 0, pages: ['Page 1'] });
    expect(size('letter')).toMatchObject({ width: 8.5, height: 11, unit: 'in' });
    expect(size('a4')).toEqual({ width: 210, height: 297, unit: 'mm', bleed: 3, pages: ['Page 1'] });
    expect(size('postcard')).toMatchObject({ width: 6, height: 4, unit: 'in', pages: ['Front', 'Back'] });
    expect(size('doorHanger')).toMatchObject({ width: 4.25, height: 11, unit: 'in' });
  });

  it('marks the texts that carry a placeholder with the width they must fit', () => {
    for (const key of Object.keys(DEMO_TEMPLATES) as (keyof typeof DEMO_TEMPLATES)[]) {
      const svg = read(key).svg;
      for (const text of svg.match(/<text[^>]*>[^<]*\{\{[a-z]+\}\}/g) ?? []) {
        expect(text, `${key}: ${text}`).toMatch(/data-max-width="\d+(\.\d+)?"/);
      }
    }
  });

  it('gives every demo template product a template', () => {
    const templateProducts = DEMO_PRODUCTS.filter((p) => p.type === 'template').map((p) => p.title);
    expect(templateProducts.length).toBeGreaterThan(6);
    for (const title of templateProducts) expect(DEMO_PRODUCT_TEMPLATES, title).toHaveProperty([title]);
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

  it('lists the six templates, each linked to its products', async () => {
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
