/**
 * Exports and downloads (DESIGN §1.7): an export answers its transaction while it renders, then is
 * ready with a file a member downloads under the product's name; refusals write nothing; a render
 * that died reads as failed; downloads outlive their project.
 */
import { transactions } from '@stockroom/db';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildCustomization,
  type Customization,
  giveBrand,
  insertTemplate,
  storeBrandImage,
  TEST_DOCUMENT,
} from '../../../test/customization';
import { readPdf } from '../../../test/pdf-text';
import { readPixels } from '../../../test/png-pixels';
import { DEFAULT_RATE_LIMITS } from '../../config';

let c: Customization;
let member: Customization['members']['yes'];
let product: { id: string; slug: string };
let project: { project_id: string; user_token: string };
let headers: Record<string, string>;

/** Room for every export the tests make, and a limit the gated member reaches. */
const EXPORT_LIMIT = 20;

beforeAll(async () => {
  c = await buildCustomization({
    rateLimits: { ...DEFAULT_RATE_LIMITS, exportsPerUser: { limit: EXPORT_LIMIT, windowSeconds: 3600 } },
  });
  member = c.members.yes;
  await giveBrand(c.t, member.userId, {
    name: 'Acme <Print>',
    accent1: '#aa0000',
    dark1: '#111111',
    light1: '#ffffff',
    phone: '555 0100',
    website: 'acme.example',
    logo: await storeBrandImage(c.t),
  });
  product = await c.product();
  project = await c.open(product.id, member.headers);
  headers = c.withToken(member.headers, project.user_token);
});
afterAll(() => c.t.close());

const exportAs = (body: object, projectId = project.project_id, h: object = headers) =>
  c.call('POST', `/api/projects/${projectId}/exports`, h, body);
const transactionCount = async () =>
  (await c.db.select({ id: transactions.id }).from(transactions).where(eq(transactions.project_id, project.project_id)))
    .length;

/** Exports, waits for the file, and downloads it through its signed address. */
async function download(body: object, projectId = project.project_id, h: object = headers) {
  const started = await exportAs(body, projectId, h);
  expect(started.statusCode, started.body).toBe(202);
  const ready = await c.settled(started.json().id, member.headers);
  expect(ready).toMatchObject({ status: 'ready', progress: 1, error: '' });
  const file = await c.call('GET', ready.download_url, {});
  expect(file.statusCode).toBe(200);
  return { started: started.json(), ready, file };
}

describe('exporting', () => {
  it('answers the transaction while it renders, then serves the SVG in the theme as an attachment', async () => {
    const { started, ready, file } = await download({ format: 'svg', page: 1 });
    expect(started).toMatchObject({
      status: 'rendering',
      progress: 0,
      format: 'svg',
      page: 1,
      print_ready: false,
      product_id: product.id,
      project_id: project.project_id,
      download_url: '',
    });
    expect(ready.file_name).toBe(`${product.slug}-page-1.svg`);
    expect(ready.size_bytes).toBe(file.rawPayload.length);
    expect(file.headers['content-disposition']).toBe(`attachment; filename="${product.slug}-page-1.svg"`);
    const svg = file.body;
    expect(svg).toContain('fill:#aa0000');
    // The brand's name is text, never markup; the logo is inside the file, not a link.
    expect(svg).toContain('Acme &lt;Print&gt;');
    expect(svg).toContain('href="data:image/png;base64,');
    expect(svg).not.toContain('/files/brand-images/');
  });

  it('renders the second page when asked', async () => {
    const { ready, file } = await download({ format: 'svg', page: 2 });
    expect(ready.file_name).toBe(`${product.slug}-page-2.svg`);
    expect(file.body).toContain('acme.example');
    expect(file.body).not.toContain('555 0100');
  });

  it('renders a PNG at the width asked, in the theme, with its text drawn', async () => {
    const { ready, file } = await download({ format: 'png', width: 540 });
    expect(ready.file_name).toBe(`${product.slug}-page-1.png`);
    expect(file.headers['content-type']).toBe('image/png');
    const png = await readPixels(file.rawPayload);
    expect([png.width, png.height]).toEqual([540, 540]);
    expect(png.at(10, 10)).toBe('#aa0000');
    // "Call 555 0100" in dark1 on the light ground.
    expect(png.darkPixels({ x: 30, y: 260, width: 400, height: 50 })).toBeGreaterThan(200);
  });

  it('renders a print-ready PDF of every page of a print template whose text can be read back', async () => {
    // The test post drawn 6 in square with a bleed (print-ready is for print templates), without the
    // logo slot: the test brand's 8 px logo is far too coarse to print, which the preflight refuses.
    const pages = TEST_DOCUMENT.pages.map((page) => ({
      ...page,
      nodes: page.nodes.filter((node) => typeof node === 'string' || node.name !== 'image'),
    }));
    const print = await insertTemplate(c.db, {
      ...TEST_DOCUMENT,
      pages,
      width: 6,
      height: 6,
      unit: 'in',
      bleed: 0.125,
    });
    const printProduct = await c.product({ design_huddle_template_id: print.id });
    const opened = await c.open(printProduct.id, member.headers);
    const { started, ready, file } = await download(
      { format: 'pdf', print_ready: true },
      opened.project_id,
      c.withToken(member.headers, opened.user_token),
    );
    expect(started).toMatchObject({ page: null, print_ready: true });
    expect(ready.file_name).toBe(`${printProduct.slug}-print-ready.pdf`);
    const pdf = await readPdf(file.rawPayload);
    expect(pdf.pages).toHaveLength(2);
    expect(pdf.pages[0]?.text).toContain('Acme <Print>');
    expect(pdf.pages[1]?.text).toContain('acme.example');
  });
});

describe('refusing an export', () => {
  it('answers 400 naming the field, and writes no transaction', async () => {
    const before = await transactionCount();
    const cases: [object, string][] = [
      [{ format: 'svg', page: 3 }, 'page'],
      [{ format: 'png', print_ready: true }, 'print_ready'],
      // The test post is a screen template (px).
      [{ format: 'pdf', print_ready: true }, 'print_ready'],
      [{ format: 'gif' }, 'format'],
      [{ format: 'png', width: 10 }, 'width'],
      [{ format: 'png', page: 0 }, 'page'],
    ];
    for (const [body, field] of cases) {
      const res = await exportAs(body);
      expect(res.statusCode, field).toBe(400);
      expect(
        res.json().issues.map((i: { path: string }) => i.path),
        field,
      ).toContain(field);
    }
    expect(await transactionCount()).toBe(before);
  });

  it('refuses a member who starts too many exports with 429, and writes no transaction', async () => {
    const busy = c.members.gated;
    const own = await c.open((await c.product()).id, busy.headers);
    const busyHeaders = c.withToken(busy.headers, own.user_token);
    for (let i = 0; i < EXPORT_LIMIT; i++) {
      expect((await exportAs({ format: 'svg' }, own.project_id, busyHeaders)).statusCode).toBe(202);
    }
    const refused = await exportAs({ format: 'svg' }, own.project_id, busyHeaders);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    const rows = await c.db.select().from(transactions).where(eq(transactions.project_id, own.project_id));
    expect(rows).toHaveLength(EXPORT_LIMIT);
  });

  it("refuses another project's token with 403, and writes no transaction", async () => {
    const before = await transactionCount();
    const other = await c.open((await c.product()).id, member.headers);
    const res = await exportAs({ format: 'svg' }, project.project_id, c.withToken(member.headers, other.user_token));
    expect(res.statusCode).toBe(403);
    expect(await transactionCount()).toBe(before);
  });
});

describe('downloads', () => {
  it('reads a render nobody has moved for fifteen minutes as failed', async () => {
    const started = (await exportAs({ format: 'svg' })).json();
    await c.settled(started.id, member.headers);
    await c.db
      .update(transactions)
      .set({ status: 'rendering', updated_at: sql`now() - interval '16 minutes'` })
      .where(eq(transactions.id, started.id));
    const read = (await c.call('GET', `/api/transaction/${started.id}`, member.headers)).json();
    expect(read).toMatchObject({
      status: 'failed',
      error: 'The export stopped before it finished: try again',
      download_url: '',
    });
  });

  it('lists the member’s downloads newest first, by product and up to a limit', async () => {
    const otherProduct = await c.product();
    const other = await c.open(otherProduct.id, member.headers);
    const elsewhere = (
      await exportAs({ format: 'svg' }, other.project_id, c.withToken(member.headers, other.user_token))
    ).json();
    await c.settled(elsewhere.id, member.headers);
    const all = (await c.call('GET', '/api/transaction/user', member.headers)).json() as {
      id: string;
      created_at: string;
    }[];
    expect(all[0]?.id).toBe(elsewhere.id);
    const times = all.map((t) => t.created_at);
    expect([...times].sort().reverse()).toEqual(times);
    const byProduct = (await c.call('GET', `/api/transaction/user?product_id=${product.id}`, member.headers)).json();
    expect(byProduct.length).toBeGreaterThan(0);
    expect(byProduct.every((t: { product_id: string }) => t.product_id === product.id)).toBe(true);
    expect((await c.call('GET', '/api/transaction/user?limit=1', member.headers)).json()).toHaveLength(1);
    const bad = await c.call('GET', '/api/transaction/user?limit=0', member.headers);
    expect(bad.json().issues[0].path).toBe('limit');
  });

  it("counts a project's downloads, and keeps them listed and downloadable once the project is deleted", async () => {
    const own = await c.open((await c.product()).id, member.headers);
    const done = (
      await exportAs({ format: 'svg' }, own.project_id, c.withToken(member.headers, own.user_token))
    ).json();
    await c.settled(done.id, member.headers);
    const listed = (await c.call('GET', '/api/projects', member.headers)).json() as Record<string, unknown>[];
    expect(listed.find((p) => p.id === own.project_id)).toMatchObject({
      download_count: 1,
      last_downloaded_at: expect.any(String),
    });

    expect((await c.call('DELETE', `/api/projects/${own.project_id}`, member.headers)).statusCode).toBe(200);
    const list = (await c.call('GET', '/api/transaction/user', member.headers)).json() as { id: string }[];
    expect(list.map((t) => t.id)).toContain(done.id);
    const read = (await c.call('GET', `/api/transaction/${done.id}`, member.headers)).json();
    expect((await c.call('GET', read.download_url, {})).statusCode).toBe(200);
  });

  it('refuses a download address whose signature or file name was changed', async () => {
    const { ready } = await download({ format: 'svg' });
    const forged = ready.download_url.replace(/signature=[^&]+/, 'signature=AAAA');
    expect((await c.call('GET', forged, {})).statusCode).toBe(403);
    const renamed = ready.download_url.replace(/filename=[^&]+/, 'filename=%22%0d%0aSet-Cookie');
    expect((await c.call('GET', renamed, {})).statusCode).toBe(400);
  });
});
