/**
 * The preflight (decision 0027): a print template uploaded with a text slot near the edge, a photo
 * slot and a logo; a project of each kind (a text past its box, a low-resolution photo, a text in
 * the safe margin, a small logo, low contrast, a template without bleed) answers the finding that
 * names its page, slot and field; a refusal stops the export and writes nothing; an export keeps
 * its warnings, and the downloads list answers them.
 */
import { randomUUID } from 'node:crypto';
import type { Preflight, PreflightFinding, ProjectValues } from '@stockroom/contract';
import { memberPhotos, projects, transactions } from '@stockroom/db';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCustomization, type Customization, giveBrand, insertTemplate } from '../../../test/customization';

let c: Customization;
let member: Customization['members']['yes'];
let templateId: string;

const image = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#336699' } });

/** 150 × 100 mm, a user unit a millimetre, 3 mm bleed. The note's box ends 2 mm from the right edge. */
async function printTemplateSvg() {
  const photo = (await image(900, 600).jpeg().toBuffer()).toString('base64');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="150mm" height="100mm" viewBox="0 0 150 100" data-bleed="3mm" font-family="'Source Sans 3'">
  <rect x="-3" y="-3" width="156" height="106" class="light1"/>
  <text data-slot="headline" data-label="Headline" x="10" y="20" font-size="10" font-weight="700" data-width="100" class="dark1">GRAND OPENING</text>
  <text data-slot="tagline" data-label="Tagline" x="10" y="30" font-size="6" data-width="60" class="accent2">Fast fiber</text>
  <text data-slot="note" data-label="Note" x="90" y="90" font-size="4" data-width="58" class="dark2">Terms apply</text>
  <image data-slot="photo" data-label="Storefront" x="80" y="30" width="60" height="40" href="data:image/jpeg;base64,${photo}" preserveAspectRatio="xMidYMid slice"/>
  <image href="{{logo}}" x="10" y="60" width="30" height="15" preserveAspectRatio="xMinYMid meet"/>
</svg>`;
}

/** A brand logo of this size, stored as the brand image upload stores one. */
async function storeLogo(width: number, height: number) {
  const name = `${randomUUID()}.png`;
  await c.t.deps.storage.put(`brand-images/${name}`, await image(width, height).png().toBuffer());
  return `/files/brand-images/${name}`;
}

/** A photo of the member's as the upload stores one (its print copy's size is what prints). */
async function insertPhoto(width: number, height: number) {
  const bytes = await image(width, height).jpeg().toBuffer();
  const key = `photos/${randomUUID()}.jpg`;
  await c.t.deps.storage.put(key, bytes);
  const [row] = await c.db
    .insert(memberPhotos)
    .values({
      user_id: member.userId,
      content_hash: randomUUID(),
      name: 'photo.jpg',
      width,
      height,
      print_key: key,
      preview_key: key,
      size_bytes: bytes.length,
    })
    .returning();
  return row!.id;
}

/** A new project of the template (a product of its own), and calls on it as its owner. */
async function project(template = templateId) {
  const product = await c.product({ design_huddle_template_id: template });
  const opened = await c.open(product.id, member.headers);
  const headers = c.withToken(member.headers, opened.user_token);
  const url = `/api/projects/${opened.project_id}`;
  const values = async () => (await c.call('GET', url, member.headers)).json().values as ProjectValues;
  return {
    id: opened.project_id,
    headers,
    save: async (change: (values: ProjectValues) => object) => {
      const saved = await c.call('PUT', url, headers, change(await values()));
      expect(saved.statusCode, saved.body).toBe(200);
    },
    check: async (body: object = { format: 'pdf', print_ready: true }) => {
      const res = await c.call('POST', `${url}/preflight`, headers, body);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as Preflight;
    },
    exportAs: (body: object) => c.call('POST', `${url}/exports`, headers, body),
    transactions: () => c.db.select().from(transactions).where(eq(transactions.project_id, opened.project_id)),
  };
}

const pick = ({ code, severity, page, slot, field }: PreflightFinding) => ({ code, severity, page, slot, field });

beforeAll(async () => {
  c = await buildCustomization();
  member = c.members.yes;
  await giveBrand(c.t, member.userId, {
    name: 'Acme',
    logo: await storeLogo(600, 300),
    light1: '#ffffff',
    accent2: '#1a4d2e',
  });
  const uploaded = await c.call('POST', '/api/templates', c.admin.headers, {
    name: 'Print',
    svg: await printTemplateSvg(),
  });
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  templateId = uploaded.json().id;
});
afterAll(() => c.t.close());

describe('the preflight of a project', () => {
  it('finds nothing in a clean project, and its export keeps no findings', async () => {
    const p = await project();
    expect(await p.check()).toEqual({ ok: true, findings: [] });
    const started = await p.exportAs({ format: 'pdf', print_ready: true });
    expect(started.statusCode, started.body).toBe(202);
    expect(started.json().preflight).toEqual([]);
  });

  it('refuses a text past its box, naming its page, slot and field; the export is refused and writes nothing', async () => {
    const p = await project();
    const [row] = await c.db.select().from(projects).where(eq(projects.id, p.id));
    const values = row!.values as { text: Record<string, string> };
    const headline = 'EVERYTHING MUST GO '.repeat(6);
    await c.db
      .update(projects)
      .set({ values: { ...values, text: { ...values.text, headline } } })
      .where(eq(projects.id, p.id));
    const checked = await p.check({ format: 'png' });
    expect(checked.ok).toBe(false);
    expect(checked.findings.map(pick)).toContainEqual({
      code: 'text_overflow',
      severity: 'refusal',
      page: 1,
      slot: 'headline',
      field: 'text.headline',
    });
    expect(checked.findings[0]?.message).toMatch(/^Headline is \d+ characters too long for its box$/);
    const refused = await p.exportAs({ format: 'png' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().issues[0]).toEqual({
      path: 'text.headline',
      message: expect.stringMatching(/^Headline is \d+ characters too long for its box: shorten it$/),
    });
    expect(await p.transactions()).toHaveLength(0);
  });

  it('refuses a photo under 150 ppi for a print-ready PDF only, and warns of one under 300 ppi', async () => {
    const p = await project();
    // 300 × 200 pixels covering a 60 × 40 mm frame: 127 ppi.
    const small = await insertPhoto(300, 200);
    await p.save((v) => ({ ...v, photos: { photo: { photo_id: small, zoom: 1, x: 0.5, y: 0.5 } } }));
    const forPrint = await p.check();
    expect(forPrint.ok).toBe(false);
    expect(forPrint.findings.map(pick)).toEqual([
      { code: 'low_resolution', severity: 'refusal', page: 1, slot: 'photo', field: 'photos.photo' },
    ]);
    expect(forPrint.findings[0]).toMatchObject({
      message: expect.stringMatching(
        /^The photo in "Storefront" prints at 127 ppi \(300 × 200 pixels over 60 × 40 mm\)/,
      ),
      fix: 'Choose a photo of at least 709 × 473 pixels',
    });
    const refused = await p.exportAs({ format: 'pdf', print_ready: true });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().issues.map((i: { path: string }) => i.path)).toEqual(['photos.photo']);
    expect(await p.transactions()).toHaveLength(0);

    const onScreen = await p.check({ format: 'png' });
    expect(onScreen.ok).toBe(true);
    expect(onScreen.findings.map(pick)).toEqual([
      { code: 'low_resolution', severity: 'warning', page: 1, slot: 'photo', field: 'photos.photo' },
    ]);

    // 500 × 333 pixels: 211 ppi, soft but printable, and zooming in makes it coarser.
    const fair = await insertPhoto(500, 333);
    await p.save((v) => ({ ...v, photos: { photo: { photo_id: fair, zoom: 1, x: 0.5, y: 0.5 } } }));
    const soft = await p.check();
    expect(soft.ok).toBe(true);
    expect(soft.findings.map(pick)).toEqual([
      { code: 'low_resolution', severity: 'warning', page: 1, slot: 'photo', field: 'photos.photo' },
    ]);
    expect(soft.findings[0]?.message).toContain('prints at 211 ppi');
    await p.save((v) => ({ ...v, photos: { photo: { photo_id: fair, zoom: 2, x: 0.5, y: 0.5 } } }));
    const zoomed = await p.check();
    expect(zoomed.findings[0]).toMatchObject({ severity: 'refusal', fix: expect.stringMatching(/, or zoom out$/) });
  });

  it("only warns of the template's own photo, however coarse, asking for one of the member's", async () => {
    const svg = (await printTemplateSvg()).replace(
      /base64,[^"]+"/,
      `base64,${(await image(60, 40).jpeg().toBuffer()).toString('base64')}"`,
    );
    const uploaded = await c.call('POST', '/api/templates', c.admin.headers, { name: 'Coarse', svg });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const checked = await (await project(uploaded.json().id)).check();
    expect(checked.ok).toBe(true);
    expect(checked.findings.map(pick)).toEqual([
      { code: 'low_resolution', severity: 'warning', page: 1, slot: 'photo', field: 'photos.photo' },
    ]);
    expect(checked.findings[0]).toMatchObject({
      message: expect.stringMatching(/^The template's own photo in "Storefront" prints at 25 ppi/),
      fix: 'Choose a photo of your own of at least 709 × 473 pixels',
    });
  });

  it('warns of a text that reaches into the safe margin, naming the field when shortening it helps', async () => {
    const p = await project();
    await p.save((v) => ({ ...v, text: { ...v.text, note: 'Terms apply to new business customers only' } }));
    const checked = await p.check();
    expect(checked.ok).toBe(true);
    expect(checked.findings.map(pick)).toEqual([
      { code: 'safe_margin', severity: 'warning', page: 1, slot: 'note', field: 'text.note' },
    ]);
    expect(checked.findings[0]?.message).toMatch(
      /^Note comes within [\d.]+ mm of the page's right edge, inside the 3 mm safe margin$/,
    );
  });

  it('warns of a small logo, and refuses it for a print-ready PDF', async () => {
    const p = await project();
    // 120 × 60 pixels in a 30 × 15 mm box: 101 ppi.
    await p.save((v) => ({ ...v, logo: '' }));
    const logo = await storeLogo(120, 60);
    await p.save((v) => ({ ...v, logo }));
    const onScreen = await p.check({ format: 'png' });
    expect(onScreen.ok).toBe(true);
    expect(onScreen.findings.map(pick)).toEqual([
      { code: 'low_resolution', severity: 'warning', page: 1, slot: 'logo', field: 'logo' },
    ]);
    expect(onScreen.findings[0]).toMatchObject({
      message: expect.stringMatching(/^The logo prints at 101 ppi \(120 × 60 pixels over 30 × 15 mm\)/),
      fix: 'Upload a logo of at least 355 × 178 pixels to your brand',
    });
    expect((await p.check()).findings.map(pick)).toEqual([
      { code: 'low_resolution', severity: 'refusal', page: 1, slot: 'logo', field: 'logo' },
    ]);
  });

  it('warns of text with too little contrast against the colour under it, naming the colour', async () => {
    const p = await project();
    await p.save((v) => ({ ...v, classes: { ...v.classes, accent2: { color: '#dddddd' } } }));
    const checked = await p.check({ format: 'svg' });
    expect(checked.ok).toBe(true);
    expect(checked.findings.map(pick)).toEqual([
      { code: 'low_contrast', severity: 'warning', page: 1, slot: 'tagline', field: 'classes.accent2' },
    ]);
    expect(checked.findings[0]).toMatchObject({
      message:
        'Tagline in Accent 2 (#dddddd) on Light 1 (#ffffff) has a contrast of 1.35:1: text needs at least 4.5:1 to be read easily',
      fix: 'Choose a darker Accent 2 or a lighter Light 1',
    });
  });

  it('refuses a print-ready PDF of a template without bleed, and warns of it otherwise', async () => {
    const template = await insertTemplate(c.db, {
      width: 100,
      height: 100,
      unit: 'mm',
      bleed: 0,
      view_box: [0, 0, 100, 100],
      defs: [],
      pages: [{ name: 'Front', nodes: [{ name: 'rect', attrs: { width: '100', height: '100' }, children: [] }] }],
    });
    const p = await project(template.id);
    const forPrint = await p.check();
    expect(forPrint.findings.map(pick)).toEqual([
      { code: 'missing_bleed', severity: 'refusal', page: null, slot: null, field: null },
    ]);
    const refused = await p.exportAs({ format: 'pdf', print_ready: true });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().issues[0]).toEqual({
      path: 'print_ready',
      message: expect.stringMatching(/^This template has no bleed/),
    });
    expect(await p.transactions()).toHaveLength(0);
    expect((await p.check({ format: 'pdf' })).findings.map(pick)).toEqual([
      { code: 'missing_bleed', severity: 'warning', page: null, slot: null, field: null },
    ]);
  });
});

describe('an export with warnings', () => {
  it('keeps them in its transaction, and the downloads list answers them', async () => {
    const p = await project();
    await p.save((v) => ({ ...v, classes: { ...v.classes, accent2: { color: '#dddddd' } } }));
    const started = await p.exportAs({ format: 'png' });
    expect(started.statusCode, started.body).toBe(202);
    const expected = [
      { code: 'low_contrast', severity: 'warning', page: 1, slot: 'tagline', field: 'classes.accent2' },
    ];
    expect(started.json().preflight.map(pick)).toEqual(expected);
    await c.settled(started.json().id, member.headers);
    const listed = (await c.call('GET', '/api/transaction/user', member.headers)).json() as {
      id: string;
      preflight: PreflightFinding[];
    }[];
    expect(listed.find((t) => t.id === started.json().id)?.preflight.map(pick)).toEqual(expected);
  });
});

describe('who may ask', () => {
  it("answers as an export does: 404 to another member, 403 with another project's token, 400 without one", async () => {
    const p = await project();
    const url = `/api/projects/${p.id}/preflight`;
    const gated = c.members.gated.headers;
    const theirs = await c.open((await c.product()).id, gated);
    expect((await c.call('POST', url, c.withToken(gated, theirs.user_token), { format: 'png' })).statusCode).toBe(404);
    const mine = await c.open((await c.product()).id, member.headers);
    const wrongToken = c.withToken(member.headers, mine.user_token);
    expect((await c.call('POST', url, wrongToken, { format: 'png' })).statusCode).toBe(403);
    const missing = await c.call('POST', url, member.headers, { format: 'png' });
    expect(missing.statusCode).toBe(400);
    expect((await c.call('POST', url, {}, { format: 'png' })).statusCode).toBe(401);
    // The request's own rules, as an export's.
    const pngReady = await c.call('POST', url, p.headers, { format: 'png', print_ready: true });
    expect(pngReady.json().issues[0].path).toBe('print_ready');
  });
});
