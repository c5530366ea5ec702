/**
 * `npm run bench -- exports` (or `npm run bench:exports`): exports through the real server, as
 * `npm start` runs it with the demo catalogue: the time from sending an export to reading its
 * transaction ready, one at a time and 8 at once, and catalogue reads idle and while 4 exports
 * run. The render alone, in a pool of this process, is given beside it, to tell the server's share.
 * One case puts a 12-megapixel photo, uploaded as the member, in the A4 rate card's photo slot; the
 * preflight alone (POST …/preflight, what the editor asks before a download) is timed on that project.
 */
import { randomBytes } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import {
  type ExportRequest,
  type PlacedPhoto,
  type ProjectValues,
  templateFeatures,
  templateSlots,
  themeFromBrand,
} from '@stockroom/contract';
import sharp from 'sharp';
import { DEMO_TEMPLATES, demoTemplateSvg } from '../apps/server/src/demo-catalogue/demo-templates';
import { renderRequestFor } from '../apps/server/src/modules/customization/export-request';
import { photoCopies } from '../apps/server/src/modules/photos/photo-images';
import { createRenderer } from '../apps/server/src/modules/rendering/render-pool';
import type { RenderRequest } from '../apps/server/src/modules/rendering/renderer';
import { readTemplateSvg } from '../apps/server/src/modules/templates/read-template';
import { startApp } from './app-process';
import {
  type ExportBody,
  exportOnce,
  type Member,
  type OpenProject,
  openProject,
  preflightOnce,
  projectValues,
  saveProject,
  signIn,
  uploadPhoto,
} from './exports-client';
import { kitOnce, openCampaign } from './exports-kit';
import { type ExportCase, exportsReport, type KitCase, type PreflightCase, type ReadCase } from './exports-report';
import { load } from './load';
import { writeSection } from './results';

function setting(name: string, fallback: number, min: number) {
  const value = Number(process.env[name] || fallback);
  if (!Number.isInteger(value) || value < min) throw new Error(`${name} must be a whole number ≥ ${min}`);
  return value;
}
export const exportSettings = {
  runs: setting('BENCH_EXPORT_RUNS', 30, 5),
  batches: setting('BENCH_EXPORT_BATCHES', 4, 1),
  seconds: setting('BENCH_DURATION', 10, 1),
  warmupSeconds: setting('BENCH_WARMUP', 3, 0),
  connections: setting('BENCH_CONNECTIONS', 10, 1),
};
const AT_ONCE = 8;
const BUSY_EXPORTS = 4;
const WARM_UP_EXPORTS = 3;
/** The preflight's p95 through the server, one at a time (issue 13's preflight). */
const PREFLIGHT_TARGET_MS = 50;
/** A five-piece campaign kit's p95, one at a time (the campaign kits issue). */
const KIT_TARGET_MS = 3000;
/** The demo's campaign of five template pieces: three print-ready PDFs and two PNGs. */
const KIT_CAMPAIGN = 'New Neighborhood Launch Kit';
/** A kit is read every this many ms while it renders, as often as the kit dialog reads it or more. */
const KIT_POLL_MS = 50;

const SOCIAL = { title: 'Speed Upgrade Announcement Posts', template: DEMO_TEMPLATES.social };
const A4 = { title: 'Small Business Rate Card', template: DEMO_TEMPLATES.rateCard };

/** A photo slot's placement in the benchmark: zoomed in a little, centred. */
const PHOTO_PAN = { zoom: 1.2, x: 0.5, y: 0.5 };

/**
 * A 12-megapixel (4000 × 3000) camera-sized JPEG that compresses like a photo: a colour gradient
 * with grain, softened a little, at quality 90 (about 4 MB; flat colour would be a few hundred KB).
 */
export async function twelveMegapixelPhoto() {
  const width = 4000;
  const height = 3000;
  const grain = randomBytes(width * height * 3);
  const pixels = Buffer.alloc(width * height * 3);
  const amount = (i: number) => ((grain[i]! - 128) * 48) / 128;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      pixels[i] = Math.max(0, Math.min(255, 40 + (170 * x) / width + amount(i)));
      pixels[i + 1] = Math.max(0, Math.min(255, 60 + (140 * y) / height + amount(i + 1)));
      pixels[i + 2] = Math.max(0, Math.min(255, 200 - (120 * (x + y)) / (width + height) + amount(i + 2)));
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .blur(0.7)
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** The demo template's document, and its first photo slot's name (the `data-slot` of its `<image>`). */
async function demoDocument(template: typeof SOCIAL.template) {
  const { document } = readTemplateSvg(await demoTemplateSvg(template));
  return { document, photoSlot: templateSlots(document).photos[0]?.name };
}

/** The same render as the export route's, straight into a pool of this process (no HTTP, database or storage). */
async function poolRequest(
  template: typeof SOCIAL.template,
  body: ExportBody,
  slotPhotos: Record<string, PlacedPhoto> = {},
): Promise<RenderRequest> {
  const { document } = await demoDocument(template);
  const theme = themeFromBrand(
    { name: 'Northwind Fiber', accent1: '#0b6e4f' },
    templateFeatures(document).placeholders,
  );
  const request: ExportRequest = { page: 1, print_ready: false, ...body };
  return renderRequestFor(request, document, { ...theme, slotPhotos }, '', 'bench');
}

/**
 * The 12-megapixel photo uploaded as the member, and the A4 project's values with it in the photo
 * slot; the pool's render gets the print copy the upload stores (the same code makes it).
 */
async function withTwelveMegapixelPhoto(member: Member, project: OpenProject) {
  const { photoSlot } = await demoDocument(A4.template);
  if (!photoSlot) throw new Error(`${A4.title}: its template has no photo slot`);
  const jpeg = await twelveMegapixelPhoto();
  const photo = await uploadPhoto(member, jpeg, 'bench-12mp.jpg');
  if (photo.width * photo.height < 12_000_000) throw new Error(`the upload stored ${photo.width} × ${photo.height}`);
  const saved = await projectValues(member, project);
  const withPhoto: ProjectValues = {
    ...saved,
    photos: { ...saved.photos, [photoSlot]: { photo_id: photo.id, ...PHOTO_PAN } },
  };
  const print = (await photoCopies(jpeg)).print;
  const slotPhotos = {
    [photoSlot]: {
      href: `data:image/jpeg;base64,${print.toString('base64')}`,
      width: photo.width,
      height: photo.height,
      ...PHOTO_PAN,
    },
  };
  const about =
    `a ${(jpeg.length / 1e6).toFixed(1)} MB 4000 × 3000 JPEG uploaded as the member (POST /api/photos) and saved in the slot "${photoSlot}" ` +
    `(zoom ${PHOTO_PAN.zoom}, centred); the export embeds its print copy, ${photo.width} × ${photo.height} px, ${(print.length / 1e6).toFixed(1)} MB`;
  return {
    about,
    slotPhotos,
    use: () => saveProject(member, project, withPhoto),
    restore: () => saveProject(member, project, saved),
  };
}

async function timeRuns(runs: number, once: () => Promise<unknown>) {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await once();
    times.push(performance.now() - t0);
  }
  return times;
}

async function atOnce(batches: number, once: () => Promise<number>) {
  const times: number[] = [];
  for (let b = 0; b < batches; b++) times.push(...(await Promise.all(Array.from({ length: AT_ONCE }, once))));
  return times;
}

/** Exports the A4 print-ready PDF back to back on `count` lanes until stopped. */
function keepExporting(member: Member, project: OpenProject, count: number) {
  let running = true;
  let done = 0;
  const lanes = Array.from({ length: count }, async () => {
    while (running) {
      await exportOnce(member, project, { format: 'pdf', print_ready: true }, 50);
      done++;
    }
  });
  return {
    stop: async () => {
      running = false;
      await Promise.all(lanes);
      return done;
    },
  };
}

export async function benchExports() {
  console.log('\n== exports: starting the server with the demo catalogue');
  const loadStart = loadavg()[0]!;
  const app = await startApp('/nonexistent');
  const renderer = createRenderer();
  try {
    let member = await signIn(app.url);
    const social = await openProject(member, SOCIAL.title);
    const a4 = await openProject(member, A4.title);
    const photo = await withTwelveMegapixelPhoto(member, a4);
    console.log(`   12-megapixel photo: ${photo.about}`);
    const cases: (Omit<ExportCase, 'single' | 'batch' | 'pool'> & {
      project: OpenProject;
      template: typeof SOCIAL.template;
      body: ExportBody;
      /** Saved into the project before the case, and the project's own values put back after it. */
      photo?: typeof photo;
    })[] = [
      {
        name: 'PNG 1080 × 1080',
        project: social,
        template: SOCIAL.template,
        body: { format: 'png', width: 1080 },
        target: 150,
      },
      {
        name: 'PDF A4 print-ready (3 mm bleed)',
        project: a4,
        template: A4.template,
        body: { format: 'pdf', print_ready: true },
        target: 400,
      },
      {
        name: 'PDF A4 print-ready, 12 MP photo in its slot',
        project: a4,
        template: A4.template,
        body: { format: 'pdf', print_ready: true },
        target: 400,
        photo,
      },
      { name: 'SVG 1080 × 1080', project: social, template: SOCIAL.template, body: { format: 'svg' } },
    ];
    const results: ExportCase[] = [];
    for (const c of cases) {
      await c.photo?.use();
      try {
        const once = () => exportOnce(member, c.project, c.body);
        await timeRuns(WARM_UP_EXPORTS, once);
        const single = await timeRuns(exportSettings.runs, once);
        const batch = await atOnce(exportSettings.batches, once);
        const request = await poolRequest(c.template, c.body, c.photo?.slotPhotos);
        await timeRuns(WARM_UP_EXPORTS, () => renderer.render(request));
        const pool = await timeRuns(exportSettings.runs, () => renderer.render(request));
        results.push({
          name: c.name,
          body: c.body,
          ...(c.target !== undefined && { target: c.target }),
          ...(c.photo && { about: c.photo.about }),
          single,
          batch,
          pool,
        });
      } finally {
        // The catalogue reads below run beside exports of the A4 card without the photo, as before.
        await c.photo?.restore();
      }
      console.log(`   ${c.name}: done`);
    }

    const preflightBody: ExportBody = { format: 'pdf', print_ready: true };
    await photo.use();
    let preflight: PreflightCase;
    try {
      const once = () => preflightOnce(member, a4, preflightBody);
      await timeRuns(WARM_UP_EXPORTS, once);
      preflight = {
        name: 'A4 print-ready, 12 MP photo in its slot',
        times: await timeRuns(exportSettings.runs, once),
        target: PREFLIGHT_TARGET_MS,
      };
    } finally {
      await photo.restore();
    }
    console.log('   preflight alone: done');

    const campaign = await openCampaign(member, KIT_CAMPAIGN);
    const first = await kitOnce(member, campaign, KIT_POLL_MS);
    if (first.pieces !== 5) throw new Error(`${KIT_CAMPAIGN}: the kit holds ${first.pieces} pieces, not 5`);
    const kitTimes = await timeRuns(exportSettings.runs, () => kitOnce(member, campaign, KIT_POLL_MS));
    const kit: KitCase = {
      name: `${KIT_CAMPAIGN}, 5 pieces`,
      about:
        `${first.files} files (3 print-ready PDFs, a yard sign, a door hanger and a postcard, and 2 PNGs at twice ` +
        `their size, a social post and a web banner), a ${(first.bytes / 1e6).toFixed(1)} MB ZIP; read every ${KIT_POLL_MS} ms`,
      times: kitTimes,
      target: KIT_TARGET_MS,
    };
    console.log(`   kit: done`);

    member = await signIn(app.url);
    const reads: ReadCase[] = [];
    for (const route of [
      { name: 'landing', url: '/api/categories/products' },
      { name: 'search', url: '/api/search?search=fiber&limit=10' },
    ]) {
      const url = `${app.url}${route.url}`;
      const { warmupSeconds, seconds, connections } = exportSettings;
      if (warmupSeconds > 0) await load(url, member.headers, warmupSeconds, connections);
      const before = await load(url, member.headers, seconds, connections);
      const busy = keepExporting(member, a4, BUSY_EXPORTS);
      const loaded = await load(url, member.headers, seconds, connections);
      const exported = await busy.stop();
      // Idle before and after: the better of the two, so that a slow first run never flatters the ratio.
      const after = await load(url, member.headers, seconds, connections);
      const idle = after.p95 < before.p95 ? after : before;
      reads.push({ ...route, idle, loaded, exported });
      console.log(`   ${route.name}: idle p95 ${idle.p95} ms, while exporting ${loaded.p95} ms (${exported} PDFs)`);
    }
    const cores = cpus().length;
    const busyMachine =
      loadStart > cores / 2
        ? ': other work was running, and shared the cores with the server, its render threads and the bench'
        : '';
    const report = exportsReport(exportSettings, AT_ONCE, BUSY_EXPORTS, results, preflight, kit, reads, [
      `load average of the machine (1 min, ${cores} cores) before the server started: ${loadStart.toFixed(1)}${busyMachine}`,
    ]);
    console.log(`\n${report.text}`);
    writeSection('exports', report.text);
    return report.failures;
  } finally {
    await renderer.close();
    await app.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exitCode = (await benchExports()) > 0 ? 1 : 0;
}
