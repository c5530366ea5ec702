import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type FittedText,
  fitText,
  inheritedBy,
  type SvgNode,
  type TemplateDocument,
  type TextBox,
  textBoxOf,
  textBoxRect,
} from '@stockroom/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCustomization, type Customization } from '../../../test/customization';
import { decodeRaster, type Raster, rasterisePdfPage, requireTools } from '../../../test/pdf-tools';
import { renderPng } from '../rendering/png';
import { pageGeometry } from '../rendering/print-marks';
import { readTemplateSvg } from '../templates/read-template';

/** 150 × 100 mm at two user units a millimetre, 3 mm bleed; white to the bleed's edge, nothing else drawn but the texts. */
const TEMPLATE_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="150mm" height="100mm" viewBox="0 0 300 200" data-bleed="3mm" font-family="'Source Sans 3'">
  <rect x="-6" y="-6" width="312" height="212" fill="#ffffff"/>
  <text data-slot="headline" data-label="Headline" x="16" y="34" font-size="24" font-weight="900" data-width="180" fill="#1f2933">GRAND OPENING</text>
  <text data-slot="offer" data-label="Offer" x="150" y="80" text-anchor="middle" font-size="14" data-width="170" data-lines="3" data-valign="middle" fill="#1f2933">Free installation</text>
  <text data-slot="details" data-label="Details" x="284" y="150" text-anchor="end" font-size="10" font-style="italic" data-width="120" data-lines="3" data-valign="bottom" fill="#1f2933">Terms apply</text>
  <text data-slot="note" data-label="Note" x="16" y="160" font-size="9" font-weight="600" data-width="100" data-lines="2" fill="#1f2933">Ends Sunday</text>
</svg>`;

/** Too long for its box even at its smallest size: the value at its limit is the longest run of whole words that fits. */
const DETAILS_TOO_LONG =
  'Available to new business customers at addresses our network reaches today. Prices exclude taxes and fees; a two-year term applies, and early cancellation is charged per month left on the term.';

const VALUES = {
  // One line: fits only by shrinking.
  headline: 'GRAND OPENING SALE',
  // Three lines: wraps, and shrinks to fit in three; "&" must come out escaped in the SVG.
  offer:
    'Switch this month & get your first three months of gigabit fiber free, plus free installation and a managed router',
  // Two lines: wraps and shrinks.
  note: 'Offer ends Sunday. Terms apply to new business customers only.',
};

/** A pixel is ink when its darkest channel is below this (the page is white, the text #1f2933). */
const INK = 220;
/** Antialiasing may reach this far past a box's edge, in pixels of the raster. */
const EDGE_PX = 2;

let c: Customization;
let productId: string;
let document: TemplateDocument;
let boxes: Map<string, TextBox>;
let workDir: string;

/** Every boxed text slot of the document, by slot name, as the server fits it. */
function slotBoxes(doc: TemplateDocument) {
  const found = new Map<string, TextBox>();
  const visit = (node: SvgNode, inherited: Record<string, string>) => {
    if (typeof node === 'string') return;
    if (node.name === 'text' && node.attrs['data-slot']) {
      const parsed = textBoxOf(node, inherited);
      if (!parsed || !('box' in parsed)) throw new Error(`the slot ${node.attrs['data-slot']} has no valid box`);
      found.set(node.attrs['data-slot'], parsed.box);
      return;
    }
    const next = inheritedBy(inherited, node);
    for (const child of node.children) visit(child, next);
  };
  for (const page of doc.pages) for (const node of page.nodes) visit(node, {});
  return found;
}

beforeAll(async () => {
  requireTools('pdftoppm');
  workDir = mkdtempSync(join(tmpdir(), 'stockroom-export-fit-'));
  c = await buildCustomization();
  const uploaded = await c.call('POST', '/api/templates', c.admin.headers, { name: 'Fitted texts', svg: TEMPLATE_SVG });
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  productId = (await c.product({ design_huddle_template_id: uploaded.json().id })).id;
  // The document as the server stores it, read by the same code.
  document = readTemplateSvg(TEMPLATE_SVG).document;
  boxes = slotBoxes(document);
});
afterAll(async () => {
  await c?.t.close();
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

const boxOf = (slot: string) => {
  const box = boxes.get(slot);
  if (!box) throw new Error(`no box for ${slot}`);
  return box;
};

/** The details value at its limit: the longest prefix that fits, cut back to whole words. */
function detailsAtLimit() {
  const { overflow } = fitText(DETAILS_TOO_LONG, boxOf('details'));
  const prefix = [...DETAILS_TOO_LONG].slice(0, DETAILS_TOO_LONG.length - overflow).join('');
  return prefix.slice(0, prefix.lastIndexOf(' '));
}

const darkness = (r: Raster, x: number, y: number) => {
  const i = (y * r.width + x) * r.channels;
  return Math.min(r.data[i]!, r.data[i + 1]!, r.data[i + 2]!);
};

/** A rectangle in raster pixels. */
interface PixelRect {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** Where the template's user units land in a raster: pixels per unit, and the view box's origin. */
interface Mapping {
  scale: number;
  originX: number;
  originY: number;
}

function boxInPixels(box: TextBox, m: Mapping): PixelRect {
  const rect = textBoxRect(box);
  const [vx, vy] = document.view_box;
  return {
    left: m.originX + (rect.x - vx) * m.scale,
    top: m.originY + (rect.y - vy) * m.scale,
    right: m.originX + (rect.x - vx + rect.width) * m.scale,
    bottom: m.originY + (rect.y - vy + rect.height) * m.scale,
  };
}

const inside = (x: number, y: number, rect: PixelRect, margin: number) =>
  x + 1 > rect.left - margin && x < rect.right + margin && y + 1 > rect.top - margin && y < rect.bottom + margin;

/** Pixels that hold ink within a rectangle, and the ink's extent. */
function inkWithin(r: Raster, rect: PixelRect) {
  let count = 0;
  let left = Number.POSITIVE_INFINITY;
  let right = Number.NEGATIVE_INFINITY;
  for (let y = Math.max(0, Math.floor(rect.top)); y < Math.min(r.height, Math.ceil(rect.bottom)); y++) {
    for (let x = Math.max(0, Math.floor(rect.left)); x < Math.min(r.width, Math.ceil(rect.right)); x++) {
      if (darkness(r, x, y) >= 128) continue;
      count++;
      left = Math.min(left, x);
      right = Math.max(right, x + 1);
    }
  }
  return { count, left, right };
}

/** Ink outside every allowed rectangle (each grown by EDGE_PX): a few of them, to name in a failure. */
function strayInk(r: Raster, allowed: PixelRect[]) {
  const stray: string[] = [];
  let total = 0;
  for (let y = 0; y < r.height; y++) {
    for (let x = 0; x < r.width; x++) {
      if (darkness(r, x, y) >= INK) continue;
      if (allowed.some((rect) => inside(x, y, rect, EDGE_PX))) continue;
      total++;
      if (stray.length < 10) stray.push(`(${x}, ${y}) = ${darkness(r, x, y)}`);
    }
  }
  return total === 0 ? [] : [`${total} px, such as ${stray.join(', ')}`];
}

/**
 * The raster shows each slot's text inside its box and nothing outside the boxes: ink in every box,
 * spread along it as its anchor says; no ink elsewhere but `marks` (a print-ready PDF's crop marks).
 */
function expectInsideBoxes(r: Raster, m: Mapping, marks: PixelRect[] = []) {
  const rects = [...boxes].map(([slot, box]) => ({ slot, box, rect: boxInPixels(box, m) }));
  for (const { slot, box, rect } of rects) {
    const ink = inkWithin(r, rect);
    const width = rect.right - rect.left;
    expect(ink.count, `ink in the ${slot} box`).toBeGreaterThan(20);
    // The longest fitted line is most of the box's width (the values wrap or shrink to fit it)…
    expect(ink.right - ink.left, `the ${slot} text's width`).toBeGreaterThan(0.6 * width);
    // …and starts, is centred or ends where the anchor puts it (side bearings aside).
    const slack = 0.06 * width + EDGE_PX;
    if (box.anchor === 'start') expect(Math.abs(ink.left - rect.left), `${slot} starts at x`).toBeLessThan(slack);
    if (box.anchor === 'end') expect(Math.abs(ink.right - rect.right), `${slot} ends at x`).toBeLessThan(slack);
    if (box.anchor === 'middle')
      expect(Math.abs((ink.left + ink.right) / 2 - (rect.left + rect.right) / 2), `${slot} centred`).toBeLessThan(
        slack,
      );
  }
  expect(strayInk(r, [...rects.map((x) => x.rect), ...marks]), 'ink outside the text boxes').toEqual([]);
}

async function openProject() {
  const opened = await c.open(productId, c.members.yes.headers);
  const headers = c.withToken(c.members.yes.headers, opened.user_token);
  const id = opened.project_id;
  const read = async () => (await c.call('GET', `/api/projects/${id}`, c.members.yes.headers)).json();
  const save = (values: object) => c.call('PUT', `/api/projects/${id}`, headers, values);
  return { id, headers, read, save };
}

/** Exports through the route, waits for it and downloads the file from its download address. */
async function exported(project: Awaited<ReturnType<typeof openProject>>, body: object) {
  const started = await c.call('POST', `/api/projects/${project.id}/exports`, project.headers, body);
  expect(started.statusCode, started.body).toBe(202);
  const done = await c.settled(started.json().id, c.members.yes.headers);
  expect(done.status, done.error).toBe('ready');
  const file = await c.t.app.inject({ method: 'GET', url: done.download_url });
  expect(file.statusCode).toBe(200);
  return file.rawPayload;
}

/** The PDF's first page as a print shop's proof shows it. */
async function rasterisePdf(pdf: Buffer, name: string) {
  const path = join(workDir, `${name}.pdf`);
  writeFileSync(path, pdf);
  return rasterisePdfPage(path, 1, workDir);
}

const unescapeXml = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

describe('long texts in their boxes, in every export', () => {
  let project: Awaited<ReturnType<typeof openProject>>;
  let fits: Map<string, FittedText>;
  const atLimit = () => detailsAtLimit();

  beforeAll(async () => {
    project = await openProject();
    const values = (await project.read()).values;
    const text = { ...VALUES, details: atLimit() };
    const saved = await project.save({ ...values, text: { ...values.text, ...text } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().values.text).toMatchObject(text);
    fits = new Map(Object.entries(text).map(([slot, value]) => [slot, fitText(value, boxOf(slot))]));
  });

  it('saves values that fit only by wrapping and shrinking, one at its limit', () => {
    for (const [slot, fit] of fits) {
      const box = boxOf(slot);
      expect(fit.overflow, slot).toBe(0);
      // Each is drawn smaller than its full size…
      expect(fit.fontSize, slot).toBeLessThan(box.fontSize);
      // …and each box of several lines is filled with more than one.
      if (box.height > box.lineHeight * box.fontSize * 1.5) expect(fit.lines.length, slot).toBeGreaterThan(1);
    }
    expect(fits.get('offer')!.lines).toHaveLength(3);
    expect(fits.get('note')!.lines).toHaveLength(2);
    // At its limit: within a few of the 40 size steps of its smallest size, and one more word would not fit.
    const details = boxOf('details');
    expect(fits.get('details')!.fontSize).toBeLessThanOrEqual(details.minSize + 0.05 * details.fontSize);
    const next = DETAILS_TOO_LONG.slice(0, DETAILS_TOO_LONG.indexOf(' ', atLimit().length + 1));
    expect(fitText(next, boxOf('details')).overflow).toBeGreaterThan(0);
  });

  it('refuses a value past the limit, naming its slot, and keeps what was saved', async () => {
    const values = (await project.read()).values;
    const refused = await project.save({ ...values, text: { ...values.text, details: DETAILS_TOO_LONG } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().issues).toEqual([
      { path: 'text.details', message: expect.stringMatching(/^Details is \d+ characters? too long for its box/) },
    ]);
    expect((await project.read()).values.text.details).toBe(atLimit());
  });

  it('writes the fitted lines into the SVG as tspans at the fitted size, and draws them inside the boxes', async () => {
    const svg = (await exported(project, { format: 'svg' })).toString('utf8');
    for (const [slot, fit] of fits) {
      const element = new RegExp(`<text\\b[^>]*\\bdata-slot="${slot}"[^>]*>(.*?)</text>`).exec(svg);
      expect(element, slot).not.toBeNull();
      const [whole, content] = element!;
      expect(/\bfont-size="([^"]+)"/.exec(whole.slice(0, whole.indexOf('>')))?.[1], slot).toBe(String(fit.fontSize));
      const tspans = [...content!.matchAll(/<tspan x="([^"]+)" y="([^"]+)">([^<]*)<\/tspan>/g)];
      expect(content!.replace(/<tspan x="[^"]+" y="[^"]+">[^<]*<\/tspan>/g, ''), slot).toBe('');
      expect(
        tspans.map((t) => unescapeXml(t[3]!)),
        slot,
      ).toEqual(fit.lines);
      expect(
        tspans.map((t) => Number(t[2])),
        slot,
      ).toEqual(fit.baselines);
      expect(new Set(tspans.map((t) => Number(t[1]))), slot).toEqual(new Set([boxOf(slot).x]));
    }
    expect(svg).toContain('Switch this month &amp; get');
    // Drawn as the PNG renderer draws it, with the bundled fonts only: 4 px a user unit.
    const raster = await decodeRaster(await renderPng(svg, { width: 1200 }));
    expect([raster.width, raster.height]).toEqual([1200, 800]);
    expectInsideBoxes(raster, { scale: 4, originX: 0, originY: 0 });
  });

  it('draws the texts inside their boxes in the PNG', async () => {
    const raster = await decodeRaster(await exported(project, { format: 'png', width: 1200 }));
    expect([raster.width, raster.height]).toEqual([1200, 800]);
    expectInsideBoxes(raster, { scale: 4, originX: 0, originY: 0 });
  });

  it('draws the texts inside their boxes in the PDF', async () => {
    const pdf = await exported(project, { format: 'pdf', print_ready: false });
    const raster = await rasterisePdf(pdf, 'plain');
    const geometry = pageGeometry({ ...document, bleed: 0 }, false);
    expect(raster.width).toBe(Math.ceil(geometry.mediaWidth));
    expect(raster.height).toBe(Math.ceil(geometry.mediaHeight));
    // The PDF's points, one pixel each, from the template's units.
    const scale = geometry.artWidth / document.view_box[2];
    expectInsideBoxes(raster, { scale, originX: 0, originY: 0 });
  });

  it('draws the texts inside their boxes in the print-ready PDF, with crop marks outside the bleed and nothing else', async () => {
    const pdf = await exported(project, { format: 'pdf', print_ready: true });
    const raster = await rasterisePdf(pdf, 'print-ready');
    const geometry = pageGeometry(document, true);
    expect(raster.width).toBe(Math.ceil(geometry.mediaWidth));
    expect(raster.height).toBe(Math.ceil(geometry.mediaHeight));
    // The artwork is the view box widened by the bleed, drawn from (artX, artY) in points.
    const bleed = (document.bleed * document.view_box[2]) / document.width;
    const scale = geometry.artWidth / (document.view_box[2] + 2 * bleed);
    const marks = geometry.marks.map(([x1, y1, x2, y2]) => ({
      left: Math.min(x1, x2),
      top: Math.min(y1, y2),
      right: Math.max(x1, x2),
      bottom: Math.max(y1, y2),
    }));
    // The crop marks are where the geometry says: this checks the mapping as much as the marks.
    for (const mark of marks) {
      let found = false;
      for (let y = Math.floor(mark.top) - 1; y <= Math.ceil(mark.bottom) && !found; y++)
        for (let x = Math.floor(mark.left) - 1; x <= Math.ceil(mark.right) && !found; x++)
          found = darkness(raster, x, y) < INK;
      expect(found, `a crop mark at ${JSON.stringify(mark)}`).toBe(true);
    }
    expectInsideBoxes(
      raster,
      { scale, originX: geometry.artX + bleed * scale, originY: geometry.artY + bleed * scale },
      marks,
    );
  });
});
