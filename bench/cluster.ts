/**
 * `npm run bench -- cluster`: the production layout of docs/deploy.md on this machine (server
 * processes on one PostgreSQL, an S3-compatible server and Redis, behind HAProxy with the documented
 * configuration), with the demo catalogue. Catalogue reads through HAProxy with one, two and three
 * web processes; then exports per minute with one web process and one or two worker processes, and
 * with one process doing both. CPU use per part is read from /proc beside each figure.
 */
import { spawnSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { freePort, startCluster } from '../apps/server/test/cluster';
import { logIn } from '../apps/server/test/cluster-api';
import { withDatabase } from '../apps/server/test/global-setup';
import { startHaproxy } from '../apps/server/test/haproxy';
import { removeDataDirs, type ServerProcess } from '../apps/server/test/server-process';
import { averageShares, type CpuShares, cpuWindow } from './cluster-cpu';
import { type ExportBurst, exportBurst } from './cluster-exports';
import { clusterReport, type ExportRun, type ReadRun } from './cluster-report';
import { exportOnce, openProject } from './exports-client';
import { load } from './load';
import { writeSection } from './results';

function setting(name: string, fallback: number, min: number) {
  const value = Number(process.env[name] || fallback);
  if (!Number.isInteger(value) || value < min) throw new Error(`${name} must be a whole number ≥ ${min}`);
  return value;
}
export const clusterSettings = {
  seconds: setting('BENCH_DURATION', 10, 1),
  warmupSeconds: setting('BENCH_WARMUP', 3, 0),
  // Several processes need more requests in flight than one to be kept busy.
  connections: setting('BENCH_CLUSTER_CONNECTIONS', 30, 1),
  exports: setting('BENCH_CLUSTER_EXPORTS', 40, 2),
};

const WEB_PROCESSES = 3;
const WORKERS = 2;
const SOCIAL = 'Speed Upgrade Announcement Posts';
const EXPORT = { format: 'png', width: 1080 } as const;

/** Why the part cannot run here, or undefined when it can. */
export function clusterUnavailable() {
  if (!process.env.DATABASE_URL || !process.env.REDIS_URL) return 'it needs DATABASE_URL and REDIS_URL';
  if (spawnSync('haproxy', ['-v']).error) return 'it needs haproxy (Debian: apt-get install haproxy)';
  return undefined;
}

/**
 * The harness keeps every line a process writes, and under load each request logs two: past the
 * start the bench keeps none, so that the load generator's own process does not grow by hundreds of MB.
 */
function quiet(server: ServerProcess) {
  for (const stream of [server.child.stdout, server.child.stderr]) {
    stream.removeAllListeners('data');
    stream.on('data', () => {});
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function benchCluster() {
  const loadBefore = loadavg()[0]!;
  console.log('\n== cluster: starting 3 web and 2 worker processes on PostgreSQL, Redis and S3 (about 1.5 min)');
  // Indices 0–2 serve, 3–4 work jobs; a role is read at each start, so process 0 can come back as `all`.
  const roles = ['web', 'web', 'web', 'worker', 'worker'];
  const cluster = await startCluster({
    processes: WEB_PROCESSES + WORKERS,
    env: { EXPORTS_PER_MINUTE: '100000' },
    envOf: (i) => ({ SERVER_ROLE: roles[i]! }),
    balanced: (i) => i < WEB_PROCESSES,
  });
  const pid = (i: number) => cluster.processes[i]!.child.pid!;
  try {
    cluster.processes.forEach(quiet);
    // Workers have nothing to do during the reads; stopped, they take no CPU from them.
    for (let i = WEB_PROCESSES; i < WEB_PROCESSES + WORKERS; i++) await cluster.stop(i);

    const token = await logIn(cluster.direct(0), 'member', 'stockroom-member');
    const member = { url: cluster.url, headers: { authorization: `Bearer ${token}` } };
    const landing = (await (
      await fetch(`${cluster.url}/api/categories/products`, { headers: member.headers })
    ).json()) as {
      link: string;
      products: { id: string }[];
    }[];
    const category = landing.find((c) => c.products.length > 0);
    if (!category) throw new Error('the demo landing has no category with products');
    const routes = [
      { name: 'landing', url: '/api/categories/products' },
      { name: 'category page', url: `/api/user/products/${category.link.replace(/^\//, '')}` },
      { name: 'search', url: '/api/search?search=fiber&limit=10' },
      { name: 'product', url: `/api/products/${category.products[0]!.id}` },
    ];
    const products = (await (
      await fetch(`${cluster.url}/api/user/products?limit=1`, { headers: member.headers })
    ).json()) as {
      count: number;
    };

    const reads: ReadRun[] = [];
    const readCpu: CpuShares[] = [];
    for (let processes = 1; processes <= WEB_PROCESSES; processes++) {
      const haproxy = await startHaproxy(await freePort(), cluster.ports.slice(0, processes));
      await haproxy.waitFor((states) => states.every((s) => s === 'UP'));
      const windows: CpuShares[] = [];
      try {
        for (const route of routes) {
          const url = `${haproxy.url}${route.url}`;
          const { warmupSeconds, seconds, connections } = clusterSettings;
          if (warmupSeconds > 0) await load(url, member.headers, warmupSeconds, connections);
          await sleep(1000);
          const window = cpuWindow([0, 1, 2].map(pid));
          const result = await load(url, member.headers, seconds, connections);
          windows.push(window.stop());
          await sleep(1000);
          reads.push({ ...route, processes, result });
          console.log(
            `   ${processes} process(es), ${route.name}: ${result.rps.toFixed(0)} req/s, p95 ${result.p95.toFixed(1)} ms`,
          );
        }
      } finally {
        await haproxy.stop();
      }
      readCpu.push(averageShares(windows));
    }

    const exportRuns: ExportRun[] = [];
    const databaseUrl = withDatabase(process.env.DATABASE_URL!, cluster.database);
    const project = await openProject(member, SOCIAL);
    const burst = async (name: string, workerPids: number[]): Promise<ExportBurst> => {
      const haproxy = await startHaproxy(await freePort(), [cluster.ports[0]!]);
      await haproxy.waitFor((states) => states.every((s) => s === 'UP'));
      try {
        const through = { ...member, url: haproxy.url };
        // A new process's first render loads fonts and starts its render threads.
        await Promise.all([1, 2, 3, 4].map(() => exportOnce(through, project, EXPORT, 100)));
        const result = await exportBurst(databaseUrl, through, project, EXPORT, clusterSettings.exports, [
          pid(0),
          ...workerPids,
        ]);
        console.log(`   ${name}: ${((result.count * 60_000) / result.spanMs).toFixed(0)} exports/min`);
        return result;
      } finally {
        await haproxy.stop();
      }
    };
    for (let workers = 1; workers <= WORKERS; workers++) {
      const index = WEB_PROCESSES + workers - 1;
      quiet(await cluster.start(index));
      const workerPids = Array.from({ length: workers }, (_, i) => pid(WEB_PROCESSES + i));
      exportRuns.push({
        layout: `1 web + ${workers} worker${workers > 1 ? 's' : ''}`,
        workers,
        ...(await burst(`${workers} worker(s)`, workerPids)),
      });
    }
    for (let i = WEB_PROCESSES; i < WEB_PROCESSES + WORKERS; i++) await cluster.stop(i);
    roles[0] = 'all';
    await cluster.stop(0);
    quiet(await cluster.start(0));
    exportRuns.push({ layout: '1 process, web and worker (`all`)', workers: 0, ...(await burst('all in one', [])) });

    const report = clusterReport({
      settings: clusterSettings,
      products: products.count,
      exportName: 'PNG 1080 × 1080 of the social post',
      reads,
      readCpu,
      exports: exportRuns,
      loadBefore,
      loadAfter: loadavg()[0]!,
    });
    console.log(`\n${report.text}`);
    writeSection('cluster', report.text);
    return report.failures;
  } finally {
    await cluster.close();
    removeDataDirs();
  }
}
