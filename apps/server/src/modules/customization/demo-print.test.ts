/**
 * Every demo template as a member exports it, uploaded as an admin would upload it. A print one
 * (mm or in) makes a print-ready PDF that a print shop takes as it is: the MediaBox holds a slug
 * for crop marks around BleedBox = TrimBox + the bleed (at least 3 mm), the marks lie on the trim
 * lines outside the bleed, the art that touches the trim goes on to the bleed's edge, and every font
 * is embedded. A default PNG is 300 dpi at the trim (within the size limits) for print, 2× for a
 * screen; a screen template has no print-ready PDF. The PDFs are read and rasterised at 72 dpi, a
 * pixel a point, by Debian's poppler-utils (pdfinfo, pdffonts, pdftoppm), which CI installs.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCustomization, type Customization } from '../../../test/customization';
import { type Raster, rasterisePdfPage, requireTools } from '../../../test/pdf-tools';
import { DEMO_TEMPLATES, type DemoTemplateKey, demoTemplateSvg } from '../../demo-catalogue/demo-templates';
import { POINTS_PER_UNIT } from '../rendering/print-marks';

/** The default PNG of each demo template: print at 300 dpi at the trim, screens at 2×, the decal capped at 6000 px. */
const DEFAULT_PNG: Record<DemoTemplateKey, [number, number]> = {
  social: [2160, 2160],
  testimonial: [2160, 2160],
  sponsorship: [2160, 2160],
  banner: [2400, 1256],
  signature: [1200, 400],
  flyer: [2550, 3300],
  letterhead: [2550, 3300],
  businessCard: [1050, 600],
  // 2480.3 × 3507.9 at 300 dpi: the width is rounded, and the height follows it in the page's shape.
  rateCard: [2480, 3507],
  postcard: [1800, 1200],
  billInsert: [1050, 2550],
  brochure: [3300, 2550],
  doorHanger: [1275, 3300],
  decal: [6000, 6000],
  yardSign: [5400, 7200],
  vanWrap: [4320, 1800],
  fiberSquare: [2160, 2160],
  fiberStory: [2160, 3840],
  fiberBanner: [2400, 1256],
  fiberA4: [2480, 3507],
  fiberLetter: [2550, 3300],
};
const KEYS = Object.keys(DEMO_TEMPLATES) as DemoTemplateKey[];
/** Sized in px; the upload below checks that these, and only these, are. */
const SCREEN: DemoTemplateKey[] = [
  'social',
  'testimonial',
  'sponsorship',
  'banner',
  'signature',
  'fiberSquare',
  'fiberStory',
  'fiberBanner',
];
const PRINT = KEYS.filter((key) => !SCREEN.includes(key));

/** Art the trim touches continues into the bleed in this share of an edge's samples at least. */
const BLEED_SHARE = 0.9;
/** …and reaches the bleed's outer edge, leaving no paper between the art and the cut, in this share. */
const REACH_SHARE = 0.98;
/** The most a channel may change from just inside the trim to the bleed's outer half (gradients, photos). */
const COLOUR_TOLERANCE = 40;
/** How far along the edge a bleed pixel may be from the one inside that it continues. */
const NEIGHBOURS = 4;
/** A pixel is paper when its darkest channel is at least this; ink in the slug is anything darker. */
const PAPER = 245;
const INK = 235;

type Box = { left: number; top: number; right: number; bottom: number };
let c: Customization;
let workDir: string;
const projects = new Map<DemoTemplateKey, { id: string; headers: object; bleed: number; unit: 'px' | 'mm' | 'in' }>();

beforeAll(async () => {
  requireTools('pdfinfo', 'pdffonts', 'pdftoppm');
  workDir = mkdtempSync(join(tmpdir(), 'stockroom-demo-print-'));
  c = await buildCustomization();
  for (const key of KEYS) {
    const svg = await demoTemplateSvg(DEMO_TEMPLATES[key]);
    const uploaded = await c.call('POST', '/api/templates', c.admin.headers, { name: DEMO_TEMPLATES[key].name, svg });
    expect(uploaded.statusCode, `${key}: ${uploaded.body}`).toBe(201);
    const { document } = uploaded.json();
    expect(document.unit === 'px', `${key} is sized in ${document.unit}`).toBe(SCREEN.includes(key));
    const product = await c.product({ design_huddle_template_id: uploaded.json().id });
    const opened = await c.open(product.id, c.members.yes.headers);
    const headers = c.withToken(c.members.yes.headers, opened.user_token);
    projects.set(key, { id: opened.project_id, headers, bleed: document.bleed, unit: document.unit });
  }
}, 60_000);
afterAll(async () => {
  await c?.t.close();
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

const projectOf = (key: DemoTemplateKey) => projects.get(key)!;

/** Exports through the route, waits for it and answers the downloaded file. */
async function exported(key: DemoTemplateKey, body: object) {
  const project = projectOf(key);
  const started = await c.call('POST', `/api/projects/${project.id}/exports`, project.headers, body);
  expect(started.statusCode, started.body).toBe(202);
  const done = await c.settled(started.json().id, c.members.yes.headers);
  expect(done.status, done.error).toBe('ready');
  const file = await c.t.app.inject({ method: 'GET', url: done.download_url });
  expect(file.statusCode).toBe(200);
  return file.rawPayload;
}

const run = (tool: string, args: string[]) => execFileSync(tool, args, { encoding: 'utf8' });

/** Each page's boxes from pdfinfo, in points from the page's top left as a raster has them. */
function pageBoxes(path: string) {
  const out = run('pdfinfo', ['-box', '-f', '1', '-l', '99', path]);
  const pages = new Map<number, Record<string, Box>>();
  for (const [, page, name, numbers] of out.matchAll(/^Page\s+(\d+) (MediaBox|BleedBox|TrimBox):\s+(.+)$/gm)) {
    const [x1, y1, x2, y2] = numbers!.trim().split(/\s+/).map(Number) as [number, number, number, number];
    const boxes = pages.get(Number(page)) ?? {};
    boxes[name!] = { left: x1, top: y1, right: x2, bottom: y2 };
    pages.set(Number(page), boxes);
  }
  // pdfinfo's y runs up from the bottom: turn every box over within its MediaBox.
  return [...pages.values()].map((boxes) => {
    const height = boxes.MediaBox!.bottom;
    const flip = (b: Box): Box => ({ left: b.left, right: b.right, top: height - b.bottom, bottom: height - b.top });
    return { media: boxes.MediaBox!, bleed: flip(boxes.BleedBox!), trim: flip(boxes.TrimBox!) };
  });
}

const rasterise = (path: string, page: number) => rasterisePdfPage(path, page, workDir);

const pixel = (r: Raster, x: number, y: number) => {
  const i = (Math.floor(y) * r.width + Math.floor(x)) * r.channels;
  return [r.data[i]!, r.data[i + 1]!, r.data[i + 2]!];
};
const darkest = (rgb: number[]) => Math.min(...rgb);

/**
 * Along one edge, the samples just inside the trim that are not paper: the share of them that the
 * bleed continues in about the same colour in its outer half, and the share whose art reaches the
 * bleed's outer edge (no paper there).
 */
function bleedContinuation(r: Raster, trim: Box, bleed: Box, edge: 'left' | 'right' | 'top' | 'bottom') {
  const vertical = edge === 'left' || edge === 'right';
  const [from, to] = vertical ? [trim.top, trim.bottom] : [trim.left, trim.right];
  const width = trim.left - bleed.left;
  // The pixels wholly inside: the trim's last, the bleed's outer half (40% of the bleed from its edge), its last.
  const [inside, half, outer] = (<Record<typeof edge, [number, number, number]>>{
    left: [Math.ceil(trim.left), bleed.left + 0.4 * width, Math.ceil(bleed.left)],
    top: [Math.ceil(trim.top), bleed.top + 0.4 * width, Math.ceil(bleed.top)],
    right: [Math.floor(trim.right) - 1, bleed.right - 0.4 * width, Math.floor(bleed.right) - 1],
    bottom: [Math.floor(trim.bottom) - 1, bleed.bottom - 0.4 * width, Math.floor(bleed.bottom) - 1],
  })[edge];
  const at = (across: number, along: number) => (vertical ? pixel(r, across, along) : pixel(r, along, across));
  let samples = 0;
  let continued = 0;
  let reached = 0;
  for (let along = Math.ceil(from) + 1; along < Math.floor(to) - 1; along++) {
    const a = at(inside, along);
    if (darkest(a) >= PAPER) continue;
    samples++;
    // Within a few pixels along the edge: a diagonal shape or a photo's detail moves a little across the bleed.
    const near = (test: (shift: number) => boolean) =>
      Array.from({ length: 2 * NEIGHBOURS + 1 }, (_, i) => i - NEIGHBOURS).some(test);
    if (near((shift) => darkest(at(outer, along + shift)) < PAPER)) reached++;
    if (near((shift) => at(half, along + shift).every((v, i) => Math.abs(v - a[i]!) <= COLOUR_TOLERANCE))) continued++;
  }
  const share = (n: number) => (samples === 0 ? 1 : n / samples);
  return { samples, continued: share(continued), reached: share(reached) };
}

/** Ink in the slug (outside the bleed) that is not on a trim line's extension: nothing but the crop marks may print there. */
function slugInk(r: Raster, trim: Box, bleed: Box) {
  const onTrimLine = (v: number, line: number) => Math.abs(v + 0.5 - line) <= 1.5;
  let marks = 0;
  const stray: string[] = [];
  for (let y = 0; y < r.height; y++) {
    for (let x = 0; x < r.width; x++) {
      const inBleed =
        x + 1 >= bleed.left - 1 && x <= bleed.right + 1 && y + 1 >= bleed.top - 1 && y <= bleed.bottom + 1;
      if (inBleed || darkest(pixel(r, x, y)) >= INK) continue;
      const onMark =
        [trim.left, trim.right].some((l) => onTrimLine(x, l)) || [trim.top, trim.bottom].some((l) => onTrimLine(y, l));
      if (onMark) marks++;
      else if (stray.length < 5) stray.push(`(${x}, ${y})`);
    }
  }
  return { marks, stray };
}

/** Pixels of the bleed, on a trim line's extension, darker than the art 3 px either side: a crop mark drawn into the bleed. */
function marksInBleed(r: Raster, trim: Box, bleed: Box) {
  let found = 0;
  const line = (x: number, y: number, dx: number, dy: number) => {
    const here = darkest(pixel(r, x, y));
    if (here < darkest(pixel(r, x - dx, y - dy)) - 30 && here < darkest(pixel(r, x + dx, y + dy)) - 30) found++;
  };
  for (const x of [trim.left, trim.right]) {
    for (let y = Math.ceil(bleed.top) + 1; y < Math.floor(trim.top) - 1; y++) line(x, y, 3, 0);
    for (let y = Math.ceil(trim.bottom) + 1; y < Math.floor(bleed.bottom) - 1; y++) line(x, y, 3, 0);
  }
  for (const y of [trim.top, trim.bottom]) {
    for (let x = Math.ceil(bleed.left) + 1; x < Math.floor(trim.left) - 1; x++) line(x, y, 0, 3);
    for (let x = Math.ceil(trim.right) + 1; x < Math.floor(bleed.right) - 1; x++) line(x, y, 0, 3);
  }
  return found;
}

describe.each(PRINT)('the print-ready PDF of the demo %s', (key) => {
  let path: string;
  beforeAll(async () => {
    path = join(workDir, `${key}.pdf`);
    writeFileSync(path, await exported(key, { format: 'pdf', print_ready: true }));
  });

  it('has a MediaBox with a slug around BleedBox = TrimBox + a bleed of at least 3 mm', () => {
    const { bleed, unit } = projectOf(key);
    const points = bleed * POINTS_PER_UNIT[unit];
    expect(points).toBeGreaterThanOrEqual(8.49);
    for (const page of pageBoxes(path)) {
      for (const side of ['left', 'top'] as const) {
        expect(page.trim[side] - page.bleed[side], side).toBeCloseTo(points, 1);
        expect(page.bleed[side] - page.media[side], side).toBeGreaterThan(12);
      }
      for (const side of ['right', 'bottom'] as const) {
        expect(page.bleed[side] - page.trim[side], side).toBeCloseTo(points, 1);
        expect(page.media[side] - page.bleed[side], side).toBeGreaterThan(12);
      }
    }
  });

  it('has crop marks on the trim lines in the slug only, and art that goes on into the bleed', async () => {
    const pages = pageBoxes(path);
    for (const [index, { trim, bleed }] of pages.entries()) {
      const raster = await rasterise(path, index + 1);
      const where = `page ${index + 1}`;
      const slug = slugInk(raster, trim, bleed);
      // Eight marks of 5 mm, a pixel or two wide where antialiasing spreads them.
      expect(slug.marks, `${where}: crop marks`).toBeGreaterThan(8 * 12);
      expect(slug.stray, `${where}: ink in the slug off the trim lines`).toEqual([]);
      expect(marksInBleed(raster, trim, bleed), `${where}: marks in the bleed`).toBeLessThanOrEqual(4);
      for (const edge of ['left', 'right', 'top', 'bottom'] as const) {
        const { samples, continued, reached } = bleedContinuation(raster, trim, bleed, edge);
        const what = `${where}, ${edge} edge, of ${samples} samples of art at the trim: the share`;
        expect(continued, `${what} the bleed continues`).toBeGreaterThanOrEqual(BLEED_SHARE);
        expect(reached, `${what} that reaches the bleed's edge`).toBeGreaterThanOrEqual(REACH_SHARE);
      }
    }
  });

  it('embeds every font', () => {
    const rows = run('pdffonts', [path])
      .split('\n')
      .slice(2)
      .filter((line) => line.trim() !== '');
    expect(rows.length).toBeGreaterThan(0);
    // The columns end: emb sub uni object-number generation.
    for (const row of rows) expect(row.trim().split(/\s+/).at(-5), row).toBe('yes');
  });
});

describe('a default PNG export', () => {
  it.each(KEYS)('of the demo %s is 300 dpi at the trim for print, 2× for screens', async (key) => {
    const png = await exported(key, { format: 'png' });
    // The PNG header holds the size: no need to decode millions of pixels.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual(DEFAULT_PNG[key]);
  });
});

describe('a screen template', () => {
  it.each(SCREEN)('the demo %s, has no print-ready PDF', async (key) => {
    const project = projectOf(key);
    const res = await c.call('POST', `/api/projects/${project.id}/exports`, project.headers, {
      format: 'pdf',
      print_ready: true,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([
      {
        path: 'print_ready',
        message: 'Print-ready is for print templates (sized in mm or inches); this one is made for screens',
      },
    ]);
  });
});
