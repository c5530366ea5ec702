/**
 * The demo catalogue on a fresh database: what it makes, what each demo member sees of it through
 * the real routes (DESIGN §1.3), and that it is made once, whole or not at all.
 */
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { categories, contentProviders, products } from '@stockroom/db';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build';
import { createCategory } from '../../test/catalogue';
import { categoryPermissionMap } from '../modules/access/access.service';
import { storageRoot } from '../modules/storage/storage.service';
import { seedDemoCatalogue } from './seed-demo-catalogue';

let t: TestApp;
let lines: string[];
const failed: { error: unknown; products: number; providers: number; files: string[] } = {
  error: null,
  products: -1,
  providers: -1,
  files: [],
};

async function storedFiles() {
  const root = storageRoot(t.config.dataDir);
  const folders = await readdir(root).catch(() => [] as string[]);
  const names = await Promise.all(folders.map(async (f) => (await readdir(join(root, f))).map((n) => `${f}/${n}`)));
  return names.flat();
}
const countOf = async (table: typeof products | typeof contentProviders) =>
  (await t.database.db.select({ n: count() }).from(table))[0]?.n ?? 0;

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  // A category already named like a demo one makes the first attempt fail half way through.
  const clash = await createCategory(db, { name: 'Brand Essentials' });
  failed.error = await seedDemoCatalogue(t.deps, { firstStart: true }).then(
    () => null,
    (error: unknown) => error,
  );
  failed.products = await countOf(products);
  failed.providers = await countOf(contentProviders);
  failed.files = await storedFiles();
  await db.delete(categories).where(eq(categories.id, clash));
  // Not a first start: only the failed attempt's marker lets it run again.
  lines = await seedDemoCatalogue(t.deps, { firstStart: false });
}, 120_000);
afterAll(() => t.close());

type Headers = Record<string, string>;
const get = (url: string, headers: Headers) => t.app.inject({ method: 'GET', url, headers });
const as = async (username: string) => (await t.sessionFor(username)).headers;
async function productId(title: string) {
  const [row] = await t.database.db.select({ id: products.id }).from(products).where(eq(products.title, title));
  if (!row) throw new Error(`no demo product ${title}`);
  return row.id;
}
const names = (list: { name: string }[]) => list.map((x) => x.name).sort();

async function readStored(key: string) {
  const stored = await t.deps.storage.open(key);
  if (!stored) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stored.stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Every object the cross-reference table lists starts exactly at its offset. */
function pdfIsWellFormed(pdf: Buffer) {
  const text = pdf.toString('latin1');
  const start = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)?.[1]);
  const table = /^xref\n0 (\d+)\n((?:\d{10} \d{5} [fn] \n)+)trailer/.exec(text.slice(start));
  if (!text.startsWith('%PDF-1.') || !table?.[2]) return false;
  const offsets = table[2].trimEnd().split('\n').slice(1);
  return (
    offsets.length === Number(table[1]) - 1 &&
    offsets.every((entry, i) => text.startsWith(`${i + 1} 0 obj\n`, Number(entry.slice(0, 10))))
  );
}

describe('seeding the demo catalogue', () => {
  it('leaves nothing behind when it fails, and tries again on the next start', () => {
    expect(failed.error).toBeInstanceOf(Error);
    expect(failed).toMatchObject({ products: 0, providers: 0, files: [] });
    expect(lines.at(-1)).toMatch(
      /^demo {4}3 content providers, 6 categories, 12 tags, 3 groups, 67 products \(4 drafts\), 21 templates, 5 requests, seeded in/,
    );
  });

  it('prints the demo members and their groups', () => {
    expect(lines).toContain('member  prospect / stockroom-prospect');
    expect(lines).toContain('member  fullaccess / stockroom-fullaccess');
    expect(lines).toContain('waiting applicant / stockroom-applicant (approve at /admin/users)');
    expect(lines).toContain('groups  Partner: member; Prospect: prospect; Full access: fullaccess');
  });

  it('makes providers, categories, tags and groups as the admin screens show them', async () => {
    const admin = await as('admin');
    const providers = (await get('/api/content-providers/categories', admin)).json();
    expect(providers.map((p: { name: string; categories: unknown[] }) => [p.name, p.categories.length])).toEqual([
      ['Co-op Marketing Studio', 4],
      ['Brightwave Media', 3],
      ['Signal Path Research', 1],
    ]);
    const categoryList = (await get('/api/categories', admin)).json();
    expect(categoryList).toHaveLength(6);
    expect(
      categoryList.every((c: { description: string; description_bold: string }) => c.description && c.description_bold),
    ).toBe(true);
    expect((await get('/api/tags', admin)).json()).toHaveLength(12);
    expect(names((await get('/api/groups', admin)).json())).toEqual(['Full access', 'Partner', 'Prospect']);
  });

  it('makes sixty-seven products of every type, each with a stored WebP thumbnail and its file', async () => {
    const rows = await t.database.db.select().from(products);
    expect(rows).toHaveLength(67);
    expect(new Set(rows.map((r) => r.product_type))).toEqual(
      new Set(['asset', 'article', 'video', 'template', 'campaign']),
    );
    for (const row of rows) {
      expect(row.thumbnail).toMatch(/^thumbnails\/[0-9a-f-]{36}\.webp$/);
      const image = await readStored(row.thumbnail);
      expect(image && (await sharp(image).metadata())).toMatchObject({ format: 'webp', width: 800, height: 450 });
      const file = row.article_file_path || row.bundle_download_url;
      if (row.product_type === 'video')
        expect(row.video_embed_url).toMatch(
          /^https:\/\/(www\.youtube-nocookie\.com\/embed|player\.vimeo\.com\/video)\//,
        );
      else expect(pdfIsWellFormed((await readStored(file)) ?? Buffer.alloc(0))).toBe(true);
    }
    expect(
      rows.filter((r) => r.product_type === 'article').every((r) => r.article_file_path.startsWith('articles/')),
    ).toBe(true);
  });

  it('marks some products gated, some drafts, fills tips, links campaigns and pins two per category', async () => {
    const rows = await t.database.db.select().from(products);
    expect(rows.filter((r) => r.is_gated).length).toBeGreaterThan(10);
    expect(rows.filter((r) => r.is_gated && r.request_more_info).length).toBeGreaterThan(3);
    expect(rows.filter((r) => r.first_tip_success_title).length).toBeGreaterThan(5);
    const admin = await as('admin');
    const campaign = (await get(`/api/products/${await productId('Back-to-School Speed Campaign')}`, admin)).json();
    expect(campaign).toMatchObject({ is_campaign: true, campaign_type: 'Seasonal', pinned: true });
    expect(campaign.associated_products).toHaveLength(3);
    for (const category of (await get('/api/categories', admin)).json()) {
      const pinned = (await get(`/api/pinned-products/${category.id}`, admin)).json();
      expect(pinned.product_ids.split(',')).toHaveLength(2);
    }
  });
});

describe('what each demo member sees', () => {
  const count = async (headers: Headers) => (await get('/getProductCount', headers)).json().count as number;

  it('shows the Partner member open and gated categories, and not the research', async () => {
    const member = await t.sessionFor('member');
    expect(names((await get('/api/categories', member.headers)).json())).toEqual([
      'Brand Essentials',
      'Direct Mail & Print',
      'Seasonal Campaigns',
      'Social Media',
      'Video Library',
    ]);
    const permissions = await categoryPermissionMap(t.database.db, { userId: member.userId, isAdmin: false });
    expect([...permissions.values()].filter((p) => p > 0).sort()).toEqual([1, 1, 2, 2, 2]);
    expect(
      (await get(`/api/products/${await productId('Pricing Tiers That Convert')}`, member.headers)).statusCode,
    ).toBe(404);
  });

  it('locks a gated product in a gated category for the Partner member, and opens the others', async () => {
    const member = await as('member');
    const admin = await as('admin');
    for (const title of ['How Fiber Gets to Your Home', 'Holiday Gigabit Giveaway']) {
      const id = await productId(title);
      const full = (await get(`/api/products/${id}`, admin)).json();
      expect(full.video_embed_url || full.bundle_download_url).not.toBe('');
      const res = await get(`/api/products/${id}`, member);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        is_gated: true,
        article_file_path: '',
        bundle_download_url: '',
        video_embed_url: '',
      });
    }
    const open = (await get(`/api/products/${await productId('Meet Your Local Fiber Crew')}`, member)).json();
    expect(open.video_embed_url).toMatch(/^https:/);
    const yes = (
      await get(`/api/products/${await productId('Win-back Letter for Former Subscribers')}`, member)
    ).json();
    expect(yes.bundle_download_url).not.toBe('');
  });

  it('shows the prospect fewer categories and products, with gated products locked', async () => {
    const prospect = await as('prospect');
    expect(names((await get('/api/categories', prospect)).json())).toEqual([
      'Brand Essentials',
      'Direct Mail & Print',
      'Seasonal Campaigns',
      'Social Media',
    ]);
    expect(await count(prospect)).toBeLessThan(await count(await as('member')));
    expect((await get(`/api/products/${await productId('Meet Your Local Fiber Crew')}`, prospect)).statusCode).toBe(
      404,
    );
    const locked = (
      await get(`/api/products/${await productId('Win-back Letter for Former Subscribers')}`, prospect)
    ).json();
    expect(locked).toMatchObject({ is_gated: true, bundle_download_url: '', request_more_info: true });
  });

  it('shows the full-access member every published product, and the admin the drafts too', async () => {
    expect(await count(await as('fullaccess'))).toBe(63);
    const admin = await as('admin');
    expect(await count(admin)).toBe(67);
    const drafts = (await get('/api/admin/products?is_draft=true', admin)).json();
    expect(drafts.count).toBe(4);
    const draft = await productId('Smart Home Starter Tour');
    expect((await get(`/api/products/${draft}`, await as('fullaccess'))).statusCode).toBe(404);
  });

  it('shows the prospect six small, watermarked samples of the locked photo library', async () => {
    const id = await productId('Lifestyle Photo Library: Connected Homes');
    const library = (await get(`/api/products/${id}`, await as('prospect'))).json();
    expect(library).toMatchObject({ is_gated: true, bundle_download_url: '' });
    expect(library.sample_images).toHaveLength(6);
    for (const sample of library.sample_images) {
      expect(sample.path).toBe('');
      const preview = await get(sample.preview_url, {});
      expect(preview.statusCode).toBe(200);
      expect(await sharp(preview.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 640, height: 427 });
    }
  });

  it('finds demo products by search', async () => {
    const res = await get('/api/search?search=door%20hanger&limit=5', await as('member'));
    expect(res.json().products.map((p: { title: string }) => p.title)).toContain('Fiber Is Here Door Hanger');
  });

  it('keeps the applicant waiting for approval', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/v1/login',
      payload: { username: 'applicant', password: 'stockroom-applicant' },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('seeding again', () => {
  it('does nothing on a later start, nor on a repeated first start', async () => {
    expect(await seedDemoCatalogue(t.deps, { firstStart: false })).toEqual([]);
    expect(await seedDemoCatalogue(t.deps, { firstStart: true })).toEqual([]);
    expect(await countOf(products)).toBe(67);
    expect(await countOf(contentProviders)).toBe(3);
    // Each product's thumbnail, and the photo library's six sample images (stored as uploads are).
    expect((await storedFiles()).filter((f) => f.startsWith('thumbnails/'))).toHaveLength(67 + 6);
  });
});

describe('the demo’s insight history', () => {
  it('fills the analytics funnel, in funnel order, with searches that found nothing', async () => {
    expect(lines).toContainEqual(expect.stringMatching(/^insight \d+ events over the last 60 days/));
    const admin = (await t.sessionFor('admin')).headers;
    const get = async (path: string) => {
      const res = await t.app.inject({ method: 'GET', url: path, headers: admin });
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    const funnel = await get('/api/admin/analytics/funnel');
    const counts = (funnel.steps as { kind: string; count: number }[]).map((s) => s.count);
    expect(counts.slice(0, 5).every((n) => n > 0)).toBe(true);
    // Each step is fewer than the one before it, as members drop out on the way to a download.
    expect(counts.slice(0, 4)).toEqual([...counts.slice(0, 4)].sort((a, b) => b - a));
    const searches = await get('/api/admin/analytics/searches');
    expect(searches.zero_results.map((s: { query: string }) => s.query)).toContain('spanish flyer');
  });
});
