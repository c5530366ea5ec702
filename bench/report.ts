import { type LoadResult, TIMEOUT_SECONDS } from './load';
import { machine, table, today } from './results';
import type { BenchFixture } from './seed';
import type { CaptureReport } from './server-process';

export interface Settings {
  products: number;
  seconds: number;
  warmupSeconds: number;
  connections: number;
}

export interface RouteResult {
  name: string;
  url: string;
  capture: CaptureReport;
  ours: LoadResult;
  baseline: LoadResult;
}

/** DESIGN §3: each catalogue read keeps at least this share of the baseline's throughput. */
const RATIO_TARGET = 0.6;
/** Search stays interactive at 100,000 products on PostgreSQL. */
const SEARCH_P95_MS = 50;

const ms = (r: LoadResult) => (Number.isNaN(r.p50) ? '–' : [r.p50, r.p95, r.p99].map((v) => v.toFixed(1)).join(' / '));
const rps = (r: LoadResult) => r.rps.toFixed(r.rps < 10 ? 1 : 0);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)}`;

export function loadReport(
  kind: 'pglite' | 'postgres',
  label: string,
  fixture: BenchFixture,
  settings: Settings,
  results: RouteResult[],
) {
  const rows = results.map((r) => {
    const ratio = r.ours.rps / r.baseline.rps;
    const c = r.capture;
    return [
      r.name,
      rps(r.ours),
      ms(r.ours),
      rps(r.baseline),
      ms(r.baseline),
      Number.isFinite(ratio) ? `${(ratio * 100).toFixed(0)} %` : '–',
      !Number.isFinite(ratio) ? 'n/a' : ratio >= RATIO_TARGET ? 'met' : '**MISSED**',
      `${c.authQueries} + ${c.queries} (${c.waves} wave${c.waves === 1 ? '' : 's'})`,
      `${c.authMs.toFixed(1)} + ${c.sqlMs.toFixed(1)}`,
      `${kb(c.bytes)} / ${kb(c.baselineBytes)}`,
    ];
  });
  const missed = results.filter((r) => r.ours.rps / r.baseline.rps < RATIO_TARGET).map((r) => r.name);
  const searches = results.filter((r) => r.name.startsWith('search'));
  const slowSearches = searches
    .filter((r) => r.ours.p95 > SEARCH_P95_MS)
    .map((r) => `${r.name} ${r.ours.p95.toFixed(1)} ms`);
  const full =
    fixture.products >= 100_000
      ? ''
      : ` (at ${fixture.products.toLocaleString('en')} products; the target is for 100,000)`;
  const searchLine =
    kind === 'postgres'
      ? `- search p95 ≤ ${SEARCH_P95_MS} ms${full}: ${slowSearches.length ? `**MISSED**: ${slowSearches.join(', ')}` : 'met'}`
      : `- search p95 ≤ ${SEARCH_P95_MS} ms applies to PostgreSQL; here: ${searches.map((r) => `${r.name} ${r.ours.p95.toFixed(1)} ms`).join(', ')}`;
  const failures = results.reduce((n, r) => n + r.ours.failures + r.baseline.failures, 0);
  const timeouts = results.filter((r) => r.ours.timeouts + r.baseline.timeouts > 0);
  const text = [
    `## Catalogue reads under load: ${label}`,
    '',
    `${today()} UTC · ${machine()} · ${fixture.products.toLocaleString('en')} products · ` +
      `autocannon -c ${settings.connections} -d ${settings.seconds} after a ${settings.warmupSeconds} s warm-up, ` +
      'from a process of its own · as the seeded member',
    '',
    `Search "${fixture.searchWord}" matches ${fixture.searchMatches.toLocaleString('en')} products; the typo "${fixture.typo}" ` +
      `${fixture.typoMatches.toLocaleString('en')}, the prefix "${fixture.prefix}" ${fixture.prefixMatches.toLocaleString('en')}. ` +
      `Seeding: products and links ${fixture.seconds.insert} s, search documents ${fixture.seconds.searchDocuments} s.`,
    '',
    table(
      [
        'route',
        'ours req/s',
        'ours p50 / p95 / p99 ms',
        'baseline req/s',
        'baseline p50 / p95 / p99 ms',
        'ours / baseline',
        `≥ ${RATIO_TARGET * 100} %`,
        'statements: auth + route',
        'SQL ms, one request: auth + route',
        'KB ours / baseline',
      ],
      rows,
    ),
    '',
    `- ours / baseline ≥ ${RATIO_TARGET * 100} %: ${missed.length ? `**MISSED** on ${missed.join(', ')}` : 'met on every route'}`,
    searchLine,
    `- failed requests (non-2xx, socket errors): ${failures}`,
    `- requests unanswered within ${TIMEOUT_SECONDS} s: ${
      timeouts.length
        ? timeouts.map((r) => `${r.name} ${r.ours.timeouts} ours / ${r.baseline.timeouts} baseline`).join(', ')
        : 'none'
    }`,
  ].join('\n');
  return { text, failures };
}
