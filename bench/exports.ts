/**
 * `npm run bench -- exports` (or `npm run bench:exports`): exports through the real server, as
 * `npm start` runs it with the demo catalogue: the time from sending an export to reading its
 * transaction ready, one at a time and 8 at once, and catalogue reads idle and while 4 exports
 * run. The render alone, in a pool of this process, is given beside it, to tell the server's share.
 */
import { type ExportRequest, templateFeatures, themeFromBrand } from '@stockroom/contract';
import { DEMO_TEMPLATES, demoTemplateSvg } from '../apps/server/src/lib/demo-catalogue/demo-templates';
import { renderRequestFor } from '../apps/server/src/modules/customization/export-request';
import { createRenderer } from '../apps/server/src/modules/rendering/render-pool';
import type { RenderRequest } from '../apps/server/src/modules/rendering/renderer';
import { readTemplateSvg } from '../apps/server/src/modules/templates/read-template';
import { startApp } from './app-process';
import { type ExportBody, exportOnce, type Member, type OpenProject, openProject, signIn } from './exports-client';
import { type ExportCase, exportsReport, type ReadCase } from './exports-report';
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

const SOCIAL = { title: 'Speed Upgrade Announcement Posts', template: DEMO_TEMPLATES.social };
const A4 = { title: 'Small Business Rate Card', template: DEMO_TEMPLATES.a4 };

/** The same render as the export route's, straight into a pool of this process (no HTTP, database or storage). */
function poolRequest(template: typeof SOCIAL.template, body: ExportBody): RenderRequest {
  const { document } = readTemplateSvg(demoTemplateSvg(template));
  const theme = themeFromBrand(
    { name: 'Northwind Fiber', accent1: '#0b6e4f' },
    templateFeatures(document).placeholders,
  );
  const request: ExportRequest = { page: 1, print_ready: false, ...body };
  return renderRequestFor(request, document, theme, '', 'bench');
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
  const app = await startApp('/nonexistent');
  const renderer = createRenderer();
  try {
    let member = await signIn(app.url);
    const social = await openProject(member, SOCIAL.title);
    const a4 = await openProject(member, A4.title);
    const cases = [
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
      { name: 'SVG 1080 × 1080', project: social, template: SOCIAL.template, body: { format: 'svg' } },
    ] satisfies (Omit<ExportCase, 'single' | 'batch' | 'pool'> & {
      project: OpenProject;
      template: typeof SOCIAL.template;
      body: ExportBody;
    })[];
    const results: ExportCase[] = [];
    for (const c of cases) {
      const once = () => exportOnce(member, c.project, c.body);
      await timeRuns(WARM_UP_EXPORTS, once);
      const single = await timeRuns(exportSettings.runs, once);
      const batch = await atOnce(exportSettings.batches, once);
      const request = poolRequest(c.template, c.body);
      await timeRuns(WARM_UP_EXPORTS, () => renderer.render(request));
      const pool = await timeRuns(exportSettings.runs, () => renderer.render(request));
      results.push({ name: c.name, body: c.body, ...('target' in c && { target: c.target }), single, batch, pool });
      console.log(`   ${c.name}: done`);
    }

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
    const report = exportsReport(exportSettings, AT_ONCE, BUSY_EXPORTS, results, reads);
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
