/**
 * A campaign kit (decision 0051): the pieces without a refusal rendered as ordinary downloads, then
 * one ZIP holding each file under its piece's folder and a README naming every file's size and use
 * and what was left out (a blocked piece, a product the member may not see); the kit is its
 * owner's only, a retried ZIP is the same bytes, and deleting the campaign project keeps the kit.
 */
import { randomUUID } from 'node:crypto';
import { type Kit, PROJECT_TOKEN_HEADER, type TemplateDocument } from '@stockroom/contract';
import { campaignKits, events, type KitPieceEntry, transactions } from '@stockroom/db';
import { and, eq, inArray } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MISSING_ID } from '../../../test/build';
import { buildCustomization, type Customization, insertTemplate as insertDocument } from '../../../test/customization';
import { readPdf } from '../../../test/pdf-text';
import { insertTemplate } from '../../../test/templates';
import { buildKitArchive } from './kit-archive';
import { KIT_ZIP_JOB, kitFileName } from './kit-zip.job';
import type { KitFileRow, KitWithProduct } from './kits.queries';

let c: Customization;
let member: Customization['members']['yes'];
let tpl: Record<'doorHanger' | 'noBleed' | 'social', string>;

/** US Letter with an eighth of an inch of bleed, a user unit a hundredth of an inch. */
const doorHangerSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="8.5in" height="11in" viewBox="0 0 850 1100" data-bleed="0.125in" font-family="'Source Sans 3'">
  <rect x="-12.5" y="-12.5" width="875" height="1125" class="light1"/>
  <text data-slot="headline" data-label="Headline" x="80" y="200" font-size="60" data-width="690" class="dark1">GRAND OPENING</text>
</svg>`;
const socialSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="540px" height="540px" viewBox="0 0 540 540" font-family="'Source Sans 3'">
  <rect width="540" height="540" class="accent1"/>
  <text data-slot="headline" data-label="Headline" x="40" y="100" font-size="40" data-width="460" class="light1">GRAND OPENING</text>
</svg>`;
/** A print template stored without bleed (the upload refuses one now; older ones exist). */
const NO_BLEED: TemplateDocument = {
  width: 100,
  height: 100,
  unit: 'mm',
  bleed: 0,
  view_box: [0, 0, 100, 100],
  defs: [],
  pages: [{ name: 'Front', nodes: [{ name: 'rect', attrs: { width: '100', height: '100' }, children: [] }] }],
};

beforeAll(async () => {
  c = await buildCustomization();
  member = c.members.yes;
  tpl = {
    doorHanger: await insertTemplate(c.db, 'Door hanger', doorHangerSvg),
    noBleed: (await insertDocument(c.db, NO_BLEED, 'Sign without bleed')).id,
    social: await insertTemplate(c.db, 'Social post', socialSvg),
  };
});
afterAll(() => c.t.close());

type Opened = { campaign_project_id: string; user_token: string };
let made = 0;
/** A campaign of a door hanger, a sign without bleed, a social post and a product the member may not see, opened. */
async function openCampaign(pieces: ('doorHanger' | 'noBleed' | 'social')[] = ['doorHanger', 'noBleed', 'social']) {
  const n = ++made;
  const titles = { doorHanger: 'Door hanger', noBleed: 'Sign', social: 'Social post' };
  const products: Record<string, { id: string; slug: string }> = {};
  for (const piece of pieces) {
    products[piece] = await c.product({ title: `${titles[piece]} ${n}`, design_huddle_template_id: tpl[piece] });
  }
  const hidden = await c.product({ title: `Hidden ${n}`, design_huddle_template_id: tpl.social }, false);
  const campaign = await c.product({
    title: `Grand opening ${n}`,
    product_type: 'campaign',
    is_campaign: true,
    design_huddle_template_id: '',
    associated_products: [...Object.values(products).map((p) => p.id), hidden.id],
  });
  const res = await c.call('POST', '/api/campaign-projects', member.headers, { product_id: campaign.id });
  expect(res.statusCode, res.body).toBe(200);
  return { n, opened: res.json() as Opened, products, campaign };
}

const startKit = (o: Opened, body: unknown, headers: object = c.withToken(member.headers, o.user_token)) =>
  c.call('POST', `/api/campaign-projects/${o.campaign_project_id}/kits`, headers, body as object);
const readKit = (id: string, headers: object = member.headers) => c.call('GET', `/api/campaign-kits/${id}`, headers);

/** Waits until the kit is no longer rendering (renders take a second or two; a hung one fails the test's timeout). */
async function settledKit(id: string): Promise<Kit> {
  for (;;) {
    const res = await readKit(id);
    expect(res.statusCode, res.body).toBe(200);
    if (res.json().status !== 'rendering') return res.json();
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function download(kit: Kit) {
  const res = await c.call('GET', kit.download_url, {});
  expect(res.statusCode).toBe(200);
  return res.rawPayload;
}

const pngSize = (bytes: Uint8Array) => {
  const view = Buffer.from(bytes);
  return { width: view.readUInt32BE(16), height: view.readUInt32BE(20) };
};

describe('a campaign kit', () => {
  let made: Awaited<ReturnType<typeof openCampaign>>;
  let kit: Kit;
  let zip: Buffer;
  /**
   * Each file's path in the ZIP: pieces follow the campaign's order (by title: door hanger, sign,
   * social post), numbered among those in it, so the sign left out takes no number.
   */
  const paths = () => {
    const inZip = (['doorHanger', 'social'] as const).map((name) => ({
      name,
      product: made.products[name] ?? { id: '', slug: '' },
    }));
    const folder = (name: 'doorHanger' | 'social') => {
      const index = inZip.findIndex((piece) => piece.name === name);
      return `0${index + 1}-${inZip[index]?.product.slug}`;
    };
    return {
      pdf: `${folder('doorHanger')}/door-hanger-${made.n}-print-ready.pdf`,
      png: `${folder('social')}/social-post-${made.n}.png`,
      svg: `${folder('social')}/social-post-${made.n}.svg`,
      inOrder: inZip.flatMap((piece) =>
        piece.name === 'doorHanger'
          ? [`${folder('doorHanger')}/door-hanger-${made.n}-print-ready.pdf`]
          : [`${folder('social')}/social-post-${made.n}.png`, `${folder('social')}/social-post-${made.n}.svg`],
      ),
    };
  };
  /** The campaign's pieces in its order, by title. */
  const pieceOrder = () =>
    (['doorHanger', 'noBleed', 'social'] as const).map((name) => ({ name, id: made.products[name]?.id ?? '' }));

  beforeAll(async () => {
    made = await openCampaign();
    const res = await startKit(made.opened, { svg: true });
    expect(res.statusCode, res.body).toBe(202);
    const started: Kit = res.json();
    expect(started).toMatchObject({
      status: 'rendering',
      svg: true,
      download_url: '',
      campaign_project_id: made.opened.campaign_project_id,
    });
    expect(started.progress).toBeLessThan(1);
    kit = await settledKit(started.id);
    zip = await download(kit);
  });

  it('renders the pieces without a refusal and leaves the blocked one out, saying which refusal', () => {
    const expected = {
      doorHanger: ['print', 'ready', 1],
      noBleed: ['print', 'blocked', 0],
      social: ['screen', 'ready', 2],
    };
    expect(kit).toMatchObject({
      status: 'ready',
      progress: 1,
      error: '',
      product_title: `Grand opening ${made.n}`,
      file_name: `grand-opening-${made.n}-kit.zip`,
      size_bytes: zip.byteLength,
    });
    expect(kit.pieces.map((p) => [p.product_id, p.use, p.status, p.transaction_ids.length])).toEqual(
      pieceOrder().map(({ name, id }) => [id, ...expected[name]]),
    );
    expect(kit.pieces.find((p) => p.status === 'blocked')?.message).toMatch(/^This template has no bleed/);
    // The product the member may not see is told of, not named.
    expect(kit.skipped).toEqual([
      {
        product_id: null,
        product_title: '',
        reason: 'unavailable',
        message: 'A product of this campaign is not available to you',
      },
    ]);
  });

  it('holds each file under its piece’s folder: a print-ready PDF with its boxes, a PNG at twice the post’s size, its SVG', async () => {
    const files = unzipSync(zip);
    const path = paths();
    expect(Object.keys(files)).toEqual(['README.txt', ...path.inOrder]);
    const pdf = files[path.pdf] ?? new Uint8Array();
    expect(Buffer.from(pdf.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    const page = (await readPdf(pdf)).pages[0];
    // 8.5 × 11 in is 612 × 792 points, with an eighth of an inch (9 points) of bleed round it.
    expect((page?.trimBox[2] ?? 0) - (page?.trimBox[0] ?? 0)).toBeCloseTo(612, 0);
    expect((page?.bleedBox[2] ?? 0) - (page?.bleedBox[0] ?? 0)).toBeCloseTo(630, 0);
    const raw = Buffer.from(pdf).toString('latin1');
    expect(raw).toContain('/TrimBox');
    expect(raw).toContain('/BleedBox');
    expect(pngSize(files[path.png] ?? new Uint8Array(24))).toEqual({
      width: 1080,
      height: 1080,
    });
    expect(Buffer.from(files[path.svg] ?? []).toString('utf8')).toMatch(/^<svg|^<\?xml/);
  });

  it('explains every file and what was left out in its README', () => {
    const files = unzipSync(zip);
    const lines = Buffer.from(files['README.txt'] ?? [])
      .toString('utf8')
      .split(/\r\n/);
    const bytes = (name: string) => (files[name]?.byteLength ?? 0).toLocaleString('en-US');
    const { pdf: door, png, svg } = paths();
    expect(lines[0]).toBe(`Grand opening ${made.n} — campaign kit`);
    expect(lines).toContain(
      `- ${door} — US Letter 8.5 × 11 in, 0.125 in bleed, print-ready PDF (PDF/X-4) for a print shop — ${bytes(door)} bytes`,
    );
    expect(lines).toContain(`- ${png} — 1080 × 1080 px PNG for social posts and screens — ${bytes(png)} bytes`);
    expect(lines).toContain(`- ${svg} — 540 × 540 px SVG for websites and design tools — ${bytes(svg)} bytes`);
    const leftOut = lines.slice(lines.indexOf('Left out') + 1).filter(Boolean);
    expect(leftOut).toEqual([
      expect.stringMatching(new RegExp(`^- Sign ${made.n} \\(blocked\\): This template has no bleed`)),
      '- A product of this campaign (skipped by the campaign): A product of this campaign is not available to you',
    ]);
  });

  it('makes each file an ordinary download of the member’s, counted once, and linked to the kit', async () => {
    const ids = kit.pieces.flatMap((p) => p.transaction_ids);
    const listed = (await c.call('GET', '/api/transaction/user', member.headers)).json() as {
      id: string;
      status: string;
      project_id: string;
    }[];
    expect(listed.filter((t) => ids.includes(t.id)).map((t) => t.status)).toEqual(['ready', 'ready', 'ready']);
    const rows = await c.db.select().from(transactions).where(eq(transactions.kit_id, kit.id));
    expect(rows.map((r) => r.id).sort()).toEqual([...ids].sort());
    await c.t.deps.events.flush();
    const productIds = [made.products.doorHanger?.id ?? '', made.products.social?.id ?? ''];
    const downloads = await c.db
      .select()
      .from(events)
      .where(
        and(eq(events.kind, 'download'), eq(events.user_id, member.userId), inArray(events.product_id, productIds)),
      );
    expect(downloads).toHaveLength(3);
  });

  it('builds the same ZIP again when its job runs once more after a process died before marking it ready', async () => {
    await c.t.deps.storage.remove(`kits/${kit.id}.zip`);
    await c.db.update(campaignKits).set({ status: 'rendering' }).where(eq(campaignKits.id, kit.id));
    await c.db.transaction((tx) => c.t.deps.jobs.send(tx, KIT_ZIP_JOB, { kitId: kit.id }));
    c.t.deps.jobs.wake(KIT_ZIP_JOB);
    const again = await settledKit(kit.id);
    expect(again).toMatchObject({ status: 'ready', size_bytes: kit.size_bytes });
    expect(Buffer.compare(await download(again), zip)).toBe(0);
  });

  it('is its owner’s only: another member and an admin get 404, and their lists leave it out', async () => {
    expect((await readKit(kit.id, c.members.gated.headers)).statusCode).toBe(404);
    expect((await readKit(kit.id, c.admin.headers)).statusCode).toBe(404);
    expect((await readKit(MISSING_ID)).statusCode).toBe(404);
    const theirs = (await c.call('GET', '/api/campaign-kits', c.members.gated.headers)).json() as Kit[];
    expect(theirs.map((k) => k.id)).not.toContain(kit.id);
  });

  it('stays listed, newest first, and downloadable once its campaign project is deleted', async () => {
    const later = await startKit(made.opened, {});
    expect(later.statusCode, later.body).toBe(202);
    await settledKit(later.json().id);
    const removed = await c.call('DELETE', `/api/campaign-projects/${made.opened.campaign_project_id}`, member.headers);
    expect(removed.statusCode, removed.body).toBe(200);
    const listed = (await c.call('GET', '/api/campaign-kits', member.headers)).json() as Kit[];
    expect(listed.slice(0, 2).map((k) => k.id)).toEqual([later.json().id, kit.id]);
    const read: Kit = (await readKit(kit.id)).json();
    expect(read.status).toBe('ready');
    expect(Buffer.compare(await download(read), zip)).toBe(0);
    // Without SVGs, the later kit's screen piece is its PNG alone.
    const files = { doorHanger: 1, noBleed: 0, social: 1 };
    expect(listed[0]?.pieces.map((p) => p.transaction_ids.length)).toEqual(pieceOrder().map(({ name }) => files[name]));
  });
});

describe('starting a kit', () => {
  it('answers 400 naming pieces when every piece has a refusal, and writes nothing', async () => {
    const { opened } = await openCampaign(['noBleed']);
    const before = {
      kits: (await c.db.select().from(campaignKits)).length,
      downloads: (await c.db.select().from(transactions)).length,
    };
    const res = await startKit(opened, {});
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([
      { path: 'pieces', message: expect.stringMatching(/^Sign \d+ cannot be made: This template has no bleed/) },
    ]);
    expect({
      kits: (await c.db.select().from(campaignKits)).length,
      downloads: (await c.db.select().from(transactions)).length,
    }).toEqual(before);
  });

  it('answers bad bodies and a missing token with 400 naming the field, another member with 404', async () => {
    const { opened } = await openCampaign(['social']);
    for (const body of [{ svg: 'yes' }, { svg: 1 }, { svg: null }]) {
      const res = await startKit(opened, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().issues[0].path).toBe('svg');
    }
    expect((await startKit(opened, [])).statusCode).toBe(400);
    const missing = await startKit(opened, {}, member.headers);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().issues[0].path).toBe(PROJECT_TOKEN_HEADER);
    const other = c.withToken(c.members.gated.headers, opened.user_token);
    expect((await startKit(opened, {}, other)).statusCode).toBe(404);
    expect((await c.call('GET', '/api/campaign-kits', {})).statusCode).toBe(401);
  });
});

describe("a kit's ZIP when renders failed", () => {
  const piece = (title: string, slug: string): KitPieceEntry => ({
    project_id: randomUUID(),
    product_id: randomUUID(),
    product_title: title,
    product_slug: slug,
    use: 'screen',
    size: { width: 540, height: 540, unit: 'px', bleed: 0 },
    blocked: '',
  });
  const kitOf = (pieces: KitPieceEntry[]): KitWithProduct => ({
    id: randomUUID(),
    user_id: member.userId,
    campaign_project_id: randomUUID(),
    product_id: randomUUID(),
    product_title: 'Spring sale',
    product_slug: 'spring-sale',
    svg: false,
    status: 'rendering',
    error: '',
    file_key: '',
    file_name: '',
    size_bytes: 0,
    pieces,
    skipped: [],
    created_at: new Date('2026-03-01T10:00:00Z'),
    updated_at: new Date('2026-03-01T10:00:00Z'),
  });
  const file = (of: KitPieceEntry, fields: Partial<KitFileRow>): KitFileRow => ({
    id: randomUUID(),
    kit_id: null,
    project_id: of.project_id,
    format: 'png',
    print_ready: false,
    page: 1,
    status: 'failed',
    progress: 0,
    error: 'The file could not be made: try again, and tell us if it keeps failing',
    file_key: '',
    file_name: '',
    size_bytes: 0,
    updated_at: new Date(),
    ...fields,
  });

  it('makes none when no file is ready, so the kit fails', async () => {
    const post = piece('Post', 'post');
    expect(await buildKitArchive(c.t.deps.storage, kitOf([post]), [file(post, {})])).toBeNull();
  });

  it('holds the files that were made and names the piece that failed, and why', async () => {
    const [made, failed] = [piece('Post', 'post'), piece('Story', 'story')];
    const key = `exports/${randomUUID()}.png`;
    const png = await sharp({ create: { width: 20, height: 10, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer();
    await c.t.deps.storage.put(key, png);
    const zip = await buildKitArchive(c.t.deps.storage, kitOf([failed, made]), [
      file(made, { status: 'ready', file_key: key, file_name: 'post.png' }),
      file(failed, {}),
    ]);
    const files = unzipSync(zip ?? new Uint8Array());
    expect(Object.keys(files)).toEqual(['README.txt', '01-post/post.png']);
    const readme = Buffer.from(files['README.txt'] ?? []).toString('utf8');
    expect(readme).toContain(
      `- 01-post/post.png — 20 × 10 px PNG for social posts and screens — ${png.byteLength} bytes`,
    );
    expect(readme).toContain(
      '- Story (failed): The file could not be made: try again, and tell us if it keeps failing',
    );
  });
});

describe("a kit's file name", () => {
  it('is the campaign’s slug with -kit.zip, never "kit" twice, and a long slug is cut', () => {
    expect(kitFileName('grand-opening')).toBe('grand-opening-kit.zip');
    expect(kitFileName('new-neighborhood-launch-kit')).toBe('new-neighborhood-launch-kit.zip');
    expect(kitFileName('kit')).toBe('kit.zip');
    expect(kitFileName('toolkit')).toBe('toolkit-kit.zip');
    expect(kitFileName('')).toBe('campaign-kit.zip');
    expect(kitFileName(`${'a'.repeat(139)}-more`)).toBe(`${'a'.repeat(139)}-kit.zip`);
  });
});
