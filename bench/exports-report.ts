import type { ExportBody } from './exports-client';
import { POLL_MS } from './exports-client';
import type { LoadResult } from './load';
import { machine, table, today } from './results';

export interface ExportCase {
  name: string;
  body: ExportBody;
  /** p95 one at a time, through the server (issue 13). */
  target?: number;
  /** What the case exports beyond its name (the photo it holds), for the notes under the table. */
  about?: string;
  /** Milliseconds per export through the server: one at a time, and in batches of 8 at once. */
  single: number[];
  batch: number[];
  /** Milliseconds per render in a pool of the bench's own process, one at a time. */
  pool: number[];
}

/** POST …/preflight alone, one at a time through the server. */
export interface PreflightCase {
  name: string;
  times: number[];
  target: number;
}

/** A campaign kit, one at a time through the server: every piece's export and the ZIP. */
export interface KitCase {
  name: string;
  /** What one kit holds: its pieces and files, and the ZIP's size. */
  about: string;
  times: number[];
  target: number;
}

export interface ReadCase {
  name: string;
  url: string;
  idle: LoadResult;
  loaded: LoadResult;
  /** PDFs exported while `loaded` ran. */
  exported: number;
}

interface Settings {
  runs: number;
  batches: number;
  seconds: number;
  connections: number;
}

/** Catalogue reads while exports run: p95 at most this many times the idle one. */
const READ_RATIO_TARGET = 1.5;

function percentile(values: number[], p: number) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : Number.NaN;
}
const p50p95 = (values: number[]) => `${percentile(values, 50).toFixed(0)} / ${percentile(values, 95).toFixed(0)}`;

export function exportsReport(
  settings: Settings,
  atOnce: number,
  busy: number,
  cases: ExportCase[],
  preflight: PreflightCase,
  kit: KitCase,
  reads: ReadCase[],
  /** Said under the tables as measured, such as how busy the machine was. */
  context: string[] = [],
) {
  const notes: string[] = [];
  const exportRows = cases.map((c) => {
    if (c.about) notes.push(`${c.name}: ${c.about}`);
    const p95 = percentile(c.single, 95);
    const verdict = c.target === undefined ? '–' : p95 <= c.target ? 'met' : 'MISSED';
    if (c.target !== undefined)
      notes.push(`${c.name}: p95 ${p95.toFixed(0)} ms one at a time (target ≤ ${c.target} ms): ${verdict}`);
    return [
      c.name,
      p50p95(c.single),
      p50p95(c.batch),
      p50p95(c.pool),
      c.target === undefined ? '–' : `≤ ${c.target}`,
      verdict,
    ];
  });
  const preflightP95 = percentile(preflight.times, 95);
  const preflightVerdict = preflightP95 <= preflight.target ? 'met' : 'MISSED';
  notes.push(
    `preflight alone (${preflight.name}): p95 ${preflightP95.toFixed(0)} ms (target ≤ ${preflight.target} ms): ${preflightVerdict}`,
  );
  const kitP95 = percentile(kit.times, 95);
  const kitVerdict = kitP95 <= kit.target ? 'met' : 'MISSED';
  notes.push(`kit (${kit.name}): p95 ${kitP95.toFixed(0)} ms (target ≤ ${kit.target} ms): ${kitVerdict}`);
  let failures = 0;
  const readRows = reads.map((r) => {
    failures += r.idle.failures + r.loaded.failures;
    const ratio = r.loaded.p95 / r.idle.p95;
    const verdict = ratio <= READ_RATIO_TARGET ? 'met' : 'MISSED';
    notes.push(
      `${r.name} while ${busy} exports run: p95 ${ratio.toFixed(2)}× idle (target ≤ ${READ_RATIO_TARGET}×): ${verdict}`,
    );
    return [
      r.name,
      `${r.idle.rps.toFixed(0)} req/s, ${r.idle.p50.toFixed(1)} / ${r.idle.p95.toFixed(1)}`,
      `${r.loaded.rps.toFixed(0)} req/s, ${r.loaded.p50.toFixed(1)} / ${r.loaded.p95.toFixed(1)}`,
      `${ratio.toFixed(2)}×`,
      verdict,
      r.exported,
    ];
  });
  notes.push(`failed requests (non-2xx, socket errors): ${failures}`, ...context);
  const text = [
    '## Exports',
    '',
    `${today()} UTC · ${machine()} · the server as \`npm start\` runs it (PGlite, demo catalogue) · ` +
      `${settings.runs} exports one at a time and ${settings.batches} batches of ${atOnce} at once per case, ` +
      `after 3 to warm up · an export's time runs from sending it to reading its transaction ready (read every ${POLL_MS} ms)`,
    '',
    table(
      [
        'export',
        'one at a time p50 / p95 ms',
        `${atOnce} at once p50 / p95 ms`,
        'render alone (pool) p50 / p95 ms',
        'target p95',
        'met',
      ],
      exportRows,
    ),
    '',
    `The preflight alone: POST /api/projects/{id}/preflight, ${preflight.times.length} one at a time after 3 to warm up; it renders nothing and writes nothing.`,
    '',
    table(
      ['preflight', 'p50 / p95 ms', 'target p95', 'met'],
      [[preflight.name, p50p95(preflight.times), `≤ ${preflight.target}`, preflightVerdict]],
    ),
    '',
    `A campaign kit: POST /api/campaign-projects/{id}/kits, ${kit.times.length} one at a time after 1 to warm up, each timed until GET /api/campaign-kits/{id} reads it ready (every piece rendered as an export job, then its ZIP stored); ${kit.about}.`,
    '',
    table(['kit', 'p50 / p95 ms', 'target p95', 'met'], [[kit.name, p50p95(kit.times), `≤ ${kit.target}`, kitVerdict]]),
    '',
    `Catalogue reads: autocannon -c ${settings.connections} -d ${settings.seconds}, while ${busy} A4 print-ready PDF exports (the rate card with its own photo) run back to back, and idle (before and after: the lower p95 of the two).`,
    '',
    table(
      [
        'route',
        'idle: req/s, p50 / p95 ms',
        `${busy} exports running: req/s, p50 / p95 ms`,
        'p95 ratio',
        `≤ ${READ_RATIO_TARGET}×`,
        'PDFs exported meanwhile',
      ],
      readRows,
    ),
    '',
    ...notes.map((n) => `- ${n}`),
  ].join('\n');
  return { text, failures };
}
