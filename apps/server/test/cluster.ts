import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import pg from 'pg';
import { withDatabase } from './global-setup';
import { type Haproxy, startHaproxy } from './haproxy';
import { startS3Server } from './s3-server';
import { type ServerProcess, startServer } from './server-process';

/** A port nobody listens on now. */
export async function freePort() {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  if (typeof address !== 'object' || !address) throw new Error('no free port');
  return address.port;
}

export interface ClusterOptions {
  /** Server processes behind HAProxy. */
  processes: number;
  /** Settings every process gets beside the cluster's own. */
  env?: Record<string, string>;
  /** Settings for one process only (its index), e.g. SERVER_ROLE=worker. */
  envOf?: (index: number) => Record<string, string>;
  /** Whether HAProxy sends requests to the process (its index): not to workers. Default: every one. */
  balanced?: (index: number) => boolean;
}

/**
 * The production layout of docs/deploy.md on this machine: `processes` server processes (what
 * `npm start` runs) on one new PostgreSQL database, one S3-compatible server and Redis, behind
 * HAProxy with the documented configuration. Needs DATABASE_URL and REDIS_URL.
 */
export async function startCluster(options: ClusterOptions) {
  const url = process.env.DATABASE_URL;
  const redisUrl = process.env.REDIS_URL;
  if (!url || !redisUrl) throw new Error('a cluster needs DATABASE_URL and REDIS_URL');
  const name = `stockroom_cluster_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const s3 = await startS3Server();
  const lbPort = await freePort();
  const ports: number[] = [];
  for (let i = 0; i < options.processes; i++) ports.push(await freePort());
  const env = (index: number) => ({
    DATABASE_URL: withDatabase(url, name),
    REDIS_URL: redisUrl,
    ...s3.env(),
    TOKEN_SECRET: randomBytes(32).toString('hex'),
    PUBLIC_BASE_URL: `http://127.0.0.1:${lbPort}`,
    TRUST_PROXY: 'true',
    LOG_FORMAT: 'json',
    ...options.env,
    ...options.envOf?.(index),
    PORT: String(ports[index]),
  });
  const common = env(0);
  // Every process signs with the same secret, as an installation's processes do.
  const envFor = (index: number) => ({ ...env(index), TOKEN_SECRET: common.TOKEN_SECRET });

  const processes: ServerProcess[] = [];
  let haproxy: Haproxy | undefined;
  const cluster = {
    url: `http://127.0.0.1:${lbPort}`,
    ports,
    processes,
    database: name,
    /** A process's own address, past the load balancer. */
    direct: (index: number) => `http://127.0.0.1:${ports[index]}`,
    get haproxy() {
      if (!haproxy) throw new Error('HAProxy has not started');
      return haproxy;
    },
    /** Starts process `index` (again) on its port; resolves once it listens. */
    async start(index: number) {
      const server = startServer(envFor(index));
      processes[index] = server;
      await server.port();
      return server;
    },
    /** SIGTERM, as a process manager stops a process; resolves with its exit code. */
    async stop(index: number) {
      const server = processes[index]!;
      server.child.kill('SIGTERM');
      return server.exited;
    },
    /** SIGKILL: the process dies with whatever it was doing. */
    async kill(index: number) {
      const server = processes[index]!;
      server.child.kill('SIGKILL');
      await server.exited;
    },
    /** Each process's output, for a failure's message. */
    logs: () =>
      processes.map((p, i) => `--- process ${i + 1} ---\n${p.output().slice(-4000)}`).join('\n') +
      `\n--- haproxy ---\n${haproxy?.output().slice(-4000) ?? ''}`,
    async close() {
      await haproxy?.stop();
      await Promise.all(
        processes.map(async (p) => {
          p.child.kill('SIGKILL');
          await p.exited;
        }),
      );
      await s3.close();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };

  try {
    // The first start migrates and seeds; the others then find both done, as in a rolling deploy.
    await cluster.start(0);
    await Promise.all(ports.slice(1).map((_, i) => cluster.start(i + 1)));
    haproxy = await startHaproxy(
      lbPort,
      ports.filter((_, i) => options.balanced?.(i) ?? true),
    );
    await haproxy.waitFor((states) => states.every((s) => s === 'UP'));
  } catch (error) {
    const logs = cluster.logs();
    await cluster.close();
    throw new Error(`the cluster did not start: ${error}\n${logs}`);
  }
  return cluster;
}
export type Cluster = Awaited<ReturnType<typeof startCluster>>;
