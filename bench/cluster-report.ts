/** The "Cluster" section of RESULTS.md: reads per process count, exports per minute, and where the CPU went. */
import { DEFAULT_JOB_TIMINGS } from '../apps/server/src/modules/jobs/job-queue';
import type { CpuShares } from './cluster-cpu';
import type { ExportBurst } from './cluster-exports';
import type { LoadResult } from './load';
import { machine, table, today } from './results';

export interface ReadRun {
  name: string;
  url: string;
  processes: number;
  result: LoadResult;
}
export interface ExportRun extends ExportBurst {
  layout: string;
  /** Worker processes beside the web process; 0 when one process does both. */
  workers: number;
}

/** Jobs of the export kind one process works at once (export-job.ts). */
const EXPORT_SLOTS = 2;

function percentile(values: number[], p: number) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
const pct = (value: number) => `${value.toFixed(0)} %`;
const perMinute = (run: ExportBurst) => (run.count * 60_000) / run.spanMs;

export function clusterReport(input: {
  settings: { seconds: number; warmupSeconds: number; connections: number; exports: number };
  products: number;
  exportName: string;
  reads: ReadRun[];
  /** Per process count (1, 2, 3), the average over its routes' measured runs. */
  readCpu: CpuShares[];
  exports: ExportRun[];
  loadBefore: number;
  loadAfter: number;
}) {
  const { settings, reads, readCpu, exports } = input;
  let failures = 0;
  const byRoute = [...reads].sort(
    (a, b) =>
      reads.findIndex((o) => o.name === a.name) - reads.findIndex((o) => o.name === b.name) ||
      a.processes - b.processes,
  );
  const readRows = byRoute.map((r) => {
    failures += r.result.failures;
    const one = reads.find((o) => o.name === r.name && o.processes === 1)!;
    const { rps, p50, p95, p99 } = r.result;
    return [
      r.processes === 1 ? r.name : '',
      r.processes,
      rps.toFixed(0),
      `${p50.toFixed(1)} / ${p95.toFixed(1)} / ${p99.toFixed(1)}`,
      `${(rps / one.result.rps).toFixed(2)}×`,
    ];
  });
  const cpuRows = readCpu.map((c, i) => [
    i + 1,
    c.servers
      .slice(0, i + 1)
      .map(pct)
      .join(' + '),
    pct(c.postgres),
    pct(c.haproxy),
    pct(c.bench),
    pct(c.machine),
    pct(Math.max(0, c.machine * c.cores - c.servers.reduce((a, b) => a + b, 0) - c.postgres - c.haproxy - c.bench)),
  ]);
  const exportRows = exports.map((e) => [
    e.layout,
    e.count,
    (e.spanMs / 1000).toFixed(1),
    perMinute(e).toFixed(0),
    `${percentile(e.times, 50).toFixed(0)} / ${percentile(e.times, 95).toFixed(0)}`,
    `${pct(e.cpu.servers[0]!)}${e.workers ? ` / ${e.cpu.servers.slice(1).map(pct).join(' + ')}` : ''}`,
    pct(e.cpu.postgres),
    pct(e.cpu.machine),
  ]);

  const cores = readCpu[0]!.cores;
  const busy =
    input.loadBefore > cores / 2
      ? ` Other work was running on the machine (load average ${input.loadBefore.toFixed(1)} before), and took part of the cores: treat the figures as a floor.`
      : '';

  const text = [
    '## Cluster: catalogue reads and exports through HAProxy on PostgreSQL',
    '',
    `${today()} UTC · ${machine()} · the layout of docs/deploy.md on this one machine: server processes as \`npm start\` runs them, one PostgreSQL, Redis, an S3-compatible server (s3rver, in the bench's process), HAProxy with the documented configuration · the demo catalogue (${input.products} products the member sees) · load average (1 min) ${input.loadBefore.toFixed(1)} before, ${input.loadAfter.toFixed(1)} after`,
    '',
    `Catalogue reads as the demo member: autocannon -c ${settings.connections} -d ${settings.seconds} after a ${settings.warmupSeconds} s warm-up, through HAProxy in front of 1, 2 and 3 processes with SERVER_ROLE=web (the other web processes idle, the workers stopped).`,
    '',
    table(['route', 'processes', 'req/s', 'p50 / p95 / p99 ms', 'vs 1 process'], readRows),
    '',
    `Where the CPU went during the reads (average over the four routes' measured runs, read from /proc; 100 % = one core busy all along, so the machine has ${cores * 100} %; the machine's column is its busy share of all cores; "PostgreSQL" counts every backend of the server, other work's too; the bench process is the load generator):`,
    '',
    table(
      [
        'processes',
        'server processes',
        'PostgreSQL (all backends)',
        'HAProxy',
        'bench process',
        `machine busy (${cores} cores)`,
        'the rest: other work, Redis, the kernel',
      ],
      cpuRows,
    ),
    '',
    `Exports: ${settings.exports} exports (${input.exportName}) sent at once as the member through HAProxy to one web process (SERVER_ROLE=web), after 4 to warm the workers up; EXPORTS_PER_MINUTE raised so that the member's limit does not count. An export's time runs from its transaction's insert to its update as ready (read from the database, so that no polling client loads the web process); exports/min is the count over the span from the first sent to the last ready.`,
    '',
    table(
      [
        'layout',
        'exports',
        'span s',
        'exports/min',
        'p50 / p95 ms',
        'CPU web / workers',
        'PostgreSQL',
        `machine (${cores} cores)`,
      ],
      exportRows,
    ),
    '',
    '### What limits them on this machine',
    '',
    ...limits(input.products, reads, readCpu, exports),
    `- failed requests (non-2xx, socket errors): ${failures}.${busy}`,
  ].join('\n');
  return { text, failures };
}

const serversTotal = (c: CpuShares, processes: number) => c.servers.slice(0, processes).reduce((a, b) => a + b, 0);

/** What limits each figure on this machine, from the CPU shares measured beside it. */
function limits(products: number, reads: ReadRun[], readCpu: CpuShares[], exports: ExportRun[]) {
  const cores = readCpu[0]!.cores;
  const [one, , three] = readCpu as [CpuShares, CpuShares, CpuShares];
  const gain = (processes: number) =>
    reads
      .filter((r) => r.processes === processes)
      .map(
        (r) =>
          `${r.name} ${(r.result.rps / reads.find((o) => o.name === r.name && o.processes === 1)!.result.rps).toFixed(2)}×`,
      )
      .join(', ');
  const full = one.machine >= 90;
  const poll = DEFAULT_JOB_TIMINGS.pollSeconds;
  const ceiling = (EXPORT_SLOTS * 60) / poll;
  const withWorkers = exports.filter((e) => e.workers > 0);
  const allInOne = exports.find((e) => e.workers === 0);
  return [
    `- **Reads: the ${cores} cores, not the processes.** With one web process the machine was ${pct(one.machine)} busy: ` +
      `the server process ${pct(serversTotal(one, 1))} of a core, PostgreSQL ${pct(one.postgres)}, HAProxy ${pct(one.haproxy)}, ` +
      `the load generator ${pct(one.bench)}, and the rest other work on the machine. ` +
      (full
        ? `No core was left idle for a second or third process to run on: with three, the server processes together used ${pct(serversTotal(three, 3))} ` +
          `(the same cores, split three ways, each process also paying for its own connections and event loop), and the throughput stayed where it was ` +
          `(3 processes against 1: ${gain(3)}; 2 against 1: ${gain(2)}). `
        : `With three processes the servers together used ${pct(serversTotal(three, 3))} and the machine was ${pct(three.machine)} busy, ` +
          `so the added processes only split the same cores (3 against 1: ${gain(3)}; 2 against 1: ${gain(2)}). `) +
      'Nothing but the database is shared between processes (decision 0040), so on a machine with a core per process, PostgreSQL on its own cores and the load generator elsewhere, reads would grow with processes; this machine cannot show it.',
    `- **The catalogue is small.** The demo catalogue holds ${products} products for the member: every query is answered from PostgreSQL's cache, so these figures weigh the servers' own work (token and session check, validation, JSON) and PostgreSQL's per-query cost, not the size of the data. The 100,000-product sections above measure that.`,
    `- **Exports: the cores, and the hand-over between processes.** A worker's job slot looks for the next export as soon as one is done (pg-boss's worker would otherwise wait out its ${poll} s poll after each, which held a worker process to ${ceiling} a minute before this was changed). One worker process rendered with ${pct(Math.max(...(withWorkers.find((e) => e.workers === 1)?.cpu.servers.slice(1) ?? [0])))} of a core; ${withWorkers.map((e) => `${perMinute(e).toFixed(0)} a minute with ${e.workers}`).join(', ')} (the machine ${withWorkers.map((e) => `${pct(e.cpu.machine)} busy with ${e.workers}`).join(' and ')}). A web process sends a job but wakes no worker in another process: an idle worker sees a new export at its next poll (up to ${poll} s). A burst of ${exports[0]?.times.length ?? 0} lasts a few seconds, so that wait is a large and varying part of its span, and one worker and two come out within it; on ${cores} cores shared with PostgreSQL, HAProxy, the web process and the load generator a second worker has little to add anyway. Waking workers through PostgreSQL's LISTEN/NOTIFY would remove the wait.`,
    ...(allInOne
      ? [
          `- **One process doing both** (\`all\`) wakes its own job slots as it sends, so no export waits for a poll and nothing crosses processes: ${perMinute(allInOne).toFixed(0)} exports a minute, p50 ${percentile(allInOne.times, 50).toFixed(0)} ms, with ${pct(allInOne.cpu.servers[0] ?? 0)} of the cores. On a machine with more cores, worker processes would add what this one cannot.`,
        ]
      : []),
  ];
}
