/** The demo's brand kits: the form the web app relies on, a brand per company, linked, with its logo. */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build';
import { seedDemoCatalogue } from './seed-demo-catalogue';

let t: TestApp;
let lines: string[];
let admin: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp();
  lines = await seedDemoCatalogue(t.deps, { firstStart: true });
  admin = (await t.sessionFor('admin')).headers;
}, 120_000);
afterAll(() => t.close());

const get = async (url: string, headers: Record<string, string>) => {
  const res = await t.app.inject({ method: 'GET', url, headers });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res;
};
const COMPANIES: Record<string, string> = {
  member: 'Northwind Fiber',
  prospect: 'Summit Valley Broadband',
  fullaccess: 'Lakeshore Telecom',
  applicant: 'Ridgeway Networks',
};

/** WCAG 2 contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string) {
  const luminance = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((i) => {
      const v = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
      return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

describe('the demo brand form', () => {
  it('has the identity, colours and contact sections in order, with their fields', async () => {
    const sections = (await get('/brands-api/sections', admin)).json();
    expect(sections.map((s: { name: string; label: string; fields: string[] }) => [s.name, s.label, s.fields])).toEqual(
      [
        ['identity', 'Identity', ['name', 'logo', 'tagline']],
        ['colours', 'Colours', ['accent1', 'accent2', 'light1', 'light2', 'dark1', 'dark2']],
        ['contact', 'Contact', ['website', 'phone', 'email', 'address']],
      ],
    );
    const fields = (await get('/brands-api/fields', admin)).json() as {
      name: string;
      label: string;
      type: string;
      section: string;
    }[];
    const byName = Object.fromEntries(fields.map((f) => [f.name, [f.label, f.type, f.section]]));
    expect(byName).toMatchObject({
      name: ['Company name', 'text', 'identity'],
      logo: ['Logo', 'image', 'identity'],
      accent1: ['Accent 1', 'color', 'colours'],
      dark2: ['Dark 2', 'color', 'colours'],
      website: ['Web address', 'url', 'contact'],
      phone: ['Phone', 'phone', 'contact'],
      email: ['E-mail', 'email', 'contact'],
      address: ['Address', 'long-text', 'contact'],
    });
    expect(fields).toHaveLength(13);
  });
});

describe('the demo brands', () => {
  it('are one per company, each linked to its member, and named in the start-up lines', async () => {
    const page = (await get('/brands-api/brands', admin)).json();
    expect(page.total).toBe(4);
    expect(page.data.map((b: { name: string }) => b.name).sort()).toEqual(Object.values(COMPANIES).sort());
    const users = (await get('/api/users?page_size=100', admin)).json().dataset as {
      username: string;
      brand_name: string;
    }[];
    for (const [username, company] of Object.entries(COMPANIES)) {
      expect(users.find((u) => u.username === username)?.brand_name, username).toBe(company);
    }
    expect(lines).toContain(
      'brands  Northwind Fiber (member); Summit Valley Broadband (prospect); Lakeshore Telecom (fullaccess); Ridgeway Networks (applicant)',
    );
  });

  it('are readable by their members, with every value filled and well-contrasted colours', async () => {
    for (const username of ['member', 'prospect', 'fullaccess']) {
      const headers = (await t.sessionFor(username)).headers;
      const me = (await get('/api/user', headers)).json();
      const brand = (await get(`/brands-api/brands/${me.brand_id}`, headers)).json();
      expect(brand.name).toBe(COMPANIES[username]);
      for (const key of ['tagline', 'website', 'phone', 'email', 'address', 'logo'])
        expect(brand[key], key).not.toBe('');
      expect(contrast(brand.dark1, brand.light1)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(brand.light1, brand.accent1)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('each have a distinct logo, a transparent PNG served without a signature', async () => {
    const brands = (await get('/brands-api/brands', admin)).json().data as { logo: string }[];
    const logos = await Promise.all(brands.map(async (b) => (await get(b.logo, {})).rawPayload));
    expect(new Set(logos.map((l) => l.toString('base64'))).size).toBe(4);
    for (const logo of logos) {
      const meta = await sharp(logo).metadata();
      expect(meta).toMatchObject({ format: 'png', hasAlpha: true });
      expect(meta.width).toBeLessThanOrEqual(1200);
    }
  });
});
