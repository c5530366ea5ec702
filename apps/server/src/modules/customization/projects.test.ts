/**
 * Projects (DESIGN §1.7): opening one in the member's brand, reading it with its template, saving
 * colours, texts and the logo with the project token, deleting it, and the lists of projects.
 */
import { PROJECT_TOKEN_HEADER, THEME_TEXT_MAX } from '@stockroom/contract';
import { products as productsTable, projects, templates } from '@stockroom/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildCustomization,
  type Customization,
  giveBrand,
  storeBrandImage,
  TEST_DOCUMENT,
} from '../../../test/customization';
import { signProjectToken } from './project-token';

let c: Customization;
let member: Customization['members']['yes'];
let logo: string;

beforeAll(async () => {
  c = await buildCustomization();
  member = c.members.yes;
  logo = await storeBrandImage(c.t);
  await giveBrand(c.t, member.userId, {
    name: 'Acme Print',
    accent1: '#aa0000',
    dark1: 'not a colour',
    phone: '555 0100',
    website: 'https://acme.example',
    logo,
  });
});
afterAll(() => c.t.close());

const read = async (projectId: string, headers: object = member.headers) =>
  (await c.call('GET', `/api/projects/${projectId}`, headers)).json();

describe('opening a project', () => {
  it("makes a new project in the member's brand, and answers the same one when opened again", async () => {
    const { id } = await c.product();
    const first = await c.open(id, member.headers);
    const project = await read(first.project_id);
    expect(project).toMatchObject({
      product_id: id,
      template_id: c.template.id,
      template_version: 1,
      placeholders: ['isp', 'phone', 'url'],
      text_classes: ['dark1', 'light1'],
      has_logo_slot: true,
      document: TEST_DOCUMENT,
      values: {
        classes: { accent1: { color: '#aa0000' }, dark1: { color: '#1f2933' } },
        text: { isp: 'Acme Print', phone: '555 0100', url: 'https://acme.example' },
        logo,
      },
    });
    const again = await c.open(id, member.headers);
    expect(again.project_id).toBe(first.project_id);
    const records = (await c.call('GET', `/api/transaction/product-customization/${id}`, member.headers)).json();
    expect(records).toEqual([
      expect.objectContaining({
        id: first.project_id,
        user_id: member.userId,
        product_id: id,
        design_huddle_project_id: first.project_id,
        design_huddle_user_access_token: expect.stringMatching(/^ey/),
      }),
    ]);
  });

  it('opens in neutral colours with empty texts for a member without a brand', async () => {
    const { id } = await c.product();
    const { project_id } = await c.open(id, c.members.gated.headers);
    const { values } = await read(project_id, c.members.gated.headers);
    expect(values).toMatchObject({
      classes: { accent1: { color: '#1a73e8' } },
      text: { isp: '', phone: '' },
      logo: '',
    });
  });

  it('refuses a product that is not a template, and a template product with no template yet', async () => {
    const asset = await c.product({ product_type: 'asset', design_huddle_template_id: '' });
    const empty = await c.product({ design_huddle_template_id: '' });
    const deleted = await c.product();
    // As if its template went away underneath it: the product still names an id that is not a live template.
    await c.db
      .update(productsTable)
      .set({ design_huddle_template_id: 'not-a-template-id' })
      .where(eq(productsTable.id, deleted.id));
    for (const [productId, message] of [
      [asset.id, 'This product is not a template'],
      [empty.id, 'This product has no template yet'],
      [deleted.id, 'This product has no template yet'],
    ] as const) {
      const res = await c.call('POST', '/api/transaction/product-customization', member.headers, {
        product_id: productId,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'bad_request', message });
    }
    expect(await c.db.select().from(projects).where(eq(projects.product_id, asset.id))).toEqual([]);
  });

  it('answers 400 naming product_id when it is not an id', async () => {
    const res = await c.call('POST', '/api/transaction/product-customization', member.headers, { product_id: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues[0].path).toBe('product_id');
  });
});

describe('reading a project', () => {
  it('shows the template as it is now, with texts from the brand for placeholders the template gained', async () => {
    const { id } = await c.product();
    const { project_id } = await c.open(id, member.headers);
    const gained = structuredClone(TEST_DOCUMENT);
    gained.pages[1]?.nodes.push({ name: 'text', attrs: { x: '0', y: '100' }, children: ['{{tagline}} {{website}}'] });
    await c.db.update(templates).set({ document: gained, version: 2 }).where(eq(templates.id, c.template.id));
    try {
      const project = await read(project_id);
      expect(project.template_version).toBe(2);
      expect(project.placeholders).toEqual(['isp', 'phone', 'tagline', 'url', 'website']);
      expect(project.values.text).toMatchObject({ isp: 'Acme Print', tagline: '', website: 'https://acme.example' });
    } finally {
      await c.db.update(templates).set({ document: TEST_DOCUMENT, version: 1 }).where(eq(templates.id, c.template.id));
    }
  });
});

describe('saving a project', () => {
  const values = (overrides: object = {}) => ({
    classes: {
      accent1: { color: '#00aa00' },
      accent2: { color: '#111111' },
      light1: { color: '#ffffff' },
      light2: { color: '#eeeeee' },
      dark1: { color: '#000000' },
      dark2: { color: '#222222' },
    },
    text: { isp: 'New name', phone: '<script>alert(1)</script>', url: 'example.org' },
    logo: '',
    ...overrides,
  });

  it('saves colours, texts and the logo with the project token, and reads them back', async () => {
    const { id } = await c.product();
    const { project_id, user_token } = await c.open(id, member.headers);
    const res = await c.call(
      'PUT',
      `/api/projects/${project_id}`,
      c.withToken(member.headers, user_token),
      values({ logo }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect((await read(project_id)).values).toEqual(values({ logo }));
  });

  it('answers 400 naming the field for a bad colour, a logo from elsewhere and a long text', async () => {
    const { id } = await c.product();
    const { project_id, user_token } = await c.open(id, member.headers);
    const headers = c.withToken(member.headers, user_token);
    const before = (await read(project_id)).values;
    const bad: [object, string][] = [
      [values({ classes: { ...values().classes, accent1: { color: 'red' } } }), 'classes.accent1.color'],
      [values({ logo: 'https://evil.example/logo.png' }), 'logo'],
      [values({ logo: '/etc/passwd' }), 'logo'],
      [values({ text: { isp: 'x'.repeat(THEME_TEXT_MAX + 1) } }), 'text.isp'],
      [values({ text: { 'Bad Name': 'x' } }), 'text'],
    ];
    for (const [body, field] of bad) {
      const res = await c.call('PUT', `/api/projects/${project_id}`, headers, body);
      expect(res.statusCode, field).toBe(400);
      expect(
        res
          .json()
          .issues?.map((i: { path: string }) => i.path)
          .join(' '),
        field,
      ).toContain(field);
    }
    expect((await read(project_id)).values).toEqual(before);
  });

  it("refuses a missing, forged, expired or another project's token, and changes nothing", async () => {
    const { id } = await c.product();
    const { project_id } = await c.open(id, member.headers);
    const other = await c.open((await c.product()).id, member.headers);
    const before = (await read(project_id)).values;
    const missing = await c.call('PUT', `/api/projects/${project_id}`, member.headers, values());
    expect(missing.statusCode).toBe(400);
    expect(missing.json().issues[0].path).toBe(PROJECT_TOKEN_HEADER);

    const expired = await signProjectToken(c.t.deps.tokens, project_id, member.userId, -10);
    const othersToken = await signProjectToken(c.t.deps.tokens, project_id, c.members.gated.userId);
    for (const token of [other.user_token, 'not-a-token', expired, othersToken, member.access_token]) {
      const res = await c.call('PUT', `/api/projects/${project_id}`, c.withToken(member.headers, token), values());
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe("The editor's access to this project has expired: open it again");
    }
    expect((await read(project_id)).values).toEqual(before);
  });
});

describe('deleting a project', () => {
  it('removes it from the lists and the editor; opening the product again makes a new one', async () => {
    const { id } = await c.product();
    const { project_id } = await c.open(id, member.headers);
    expect((await c.call('DELETE', `/api/projects/${project_id}`, member.headers)).json()).toEqual({ id: project_id });
    expect((await c.call('GET', `/api/projects/${project_id}`, member.headers)).statusCode).toBe(404);
    expect((await c.call('DELETE', `/api/projects/${project_id}`, member.headers)).statusCode).toBe(404);
    const list = (await c.call('GET', '/api/projects', member.headers)).json() as { id: string }[];
    expect(list.map((p) => p.id)).not.toContain(project_id);
    expect((await c.open(id, member.headers)).project_id).not.toBe(project_id);
  });
});

describe('deleting a customized product', () => {
  it("takes its members' projects and downloads with it", async () => {
    const { id } = await c.product();
    const { project_id, user_token } = await c.open(id, member.headers);
    const headers = c.withToken(member.headers, user_token);
    const exported = (await c.call('POST', `/api/projects/${project_id}/exports`, headers, { format: 'svg' })).json();
    await c.settled(exported.id, member.headers);
    expect((await c.call('DELETE', `/api/products/${id}`, c.admin.headers)).statusCode).toBe(200);
    expect(await c.db.select().from(projects).where(eq(projects.product_id, id))).toEqual([]);
    expect((await c.call('GET', `/api/transaction/${exported.id}`, member.headers)).statusCode).toBe(404);
  });
});

describe('lists of projects', () => {
  it("lists the member's own projects, most recently changed first, each with a thumbnail address", async () => {
    const owner = c.members.gated;
    const a = await c.open((await c.product()).id, owner.headers);
    const b = await c.open((await c.product()).id, owner.headers);
    const list = (await c.call('GET', '/api/projects', owner.headers)).json() as Record<string, unknown>[];
    expect(list.map((p) => p.id).slice(0, 2)).toEqual([b.project_id, a.project_id]);
    expect(list.every((p) => p.user_id === owner.userId)).toBe(true);
    expect(list[0]).toMatchObject({
      user_email: 'gated@example.com',
      download_count: 0,
      last_downloaded_at: null,
      thumbnail_url: expect.stringMatching(/^\/renders\/project\/.+\.webp$/),
    });
  });

  it("pages every member's projects for admins, filtered by member and product, and is 403 to members", async () => {
    const { id } = await c.product();
    await c.open(id, c.members.gated.headers);
    await c.open(id, member.headers);
    const url = '/api/assets/get-admin-customized';
    const all = (await c.call('GET', `${url}?page_size=1`, c.admin.headers)).json();
    expect(all.dataset).toHaveLength(1);
    const byProduct = (await c.call('GET', `${url}?product_id=${id}`, c.admin.headers)).json();
    expect(byProduct.count).toBe(2);
    const one = (await c.call('GET', `${url}?product_id=${id}&user_id=${member.userId}`, c.admin.headers)).json();
    expect(one).toMatchObject({ count: 1, dataset: [{ user_id: member.userId, product_id: id }] });
    const page2 = (await c.call('GET', `${url}?product_id=${id}&page_size=1&page=2`, c.admin.headers)).json();
    expect(page2.dataset[0].id).not.toBe(byProduct.dataset[0].id);
    expect((await c.call('GET', url, member.headers)).statusCode).toBe(403);
    const bad = await c.call('GET', `${url}?page_size=500`, c.admin.headers);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues[0].path).toBe('page_size');
  });
});
