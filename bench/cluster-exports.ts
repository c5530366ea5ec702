/**
 * A burst of exports sent at once as the member, through the load balancer to a web process, and
 * worked by whichever processes work jobs. Each export's time is read from its transaction row
 * (created when the export is sent, updated when it is marked ready), so that no polling client
 * adds load to the web process while the workers render.
 */
import pg from 'pg';
import { type CpuShares, cpuWindow } from './cluster-cpu';
import type { ExportBody, Member, OpenProject } from './exports-client';

export interface ExportBurst {
  count: number;
  /** From the first export sent to the last one ready, in the database's clock. */
  spanMs: number;
  /** Each export's time from sent to ready. */
  times: number[];
  cpu: CpuShares;
}

const READ_EVERY_MS = 250;
const BURST_TIMEOUT_MS = 5 * 60_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function startExport(member: Member, project: OpenProject, body: ExportBody) {
  const answer = await fetch(`${member.url}/api/projects/${project.id}/exports`, {
    method: 'POST',
    headers: { ...member.headers, 'content-type': 'application/json', 'x-project-token': project.token },
    body: JSON.stringify(body),
  });
  if (answer.status !== 202) throw new Error(`export: ${answer.status} ${await answer.text()}`);
  return ((await answer.json()) as { id: string }).id;
}

/** Sends `count` exports at once and waits until every one is ready; a failed one fails the run. */
export async function exportBurst(
  databaseUrl: string,
  member: Member,
  project: OpenProject,
  body: ExportBody,
  count: number,
  serverPids: number[],
): Promise<ExportBurst> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const cpu = cpuWindow(serverPids);
    const ids = await Promise.all(Array.from({ length: count }, () => startExport(member, project, body)));
    const until = Date.now() + BURST_TIMEOUT_MS;
    for (;;) {
      const { rows } = await db.query<{ waiting: number; failed: number }>(
        `select count(*) filter (where status = 'rendering')::int as waiting,
                count(*) filter (where status = 'failed')::int as failed
           from transactions where id = any($1::uuid[])`,
        [ids],
      );
      if (rows[0]!.failed > 0) throw new Error(`${rows[0]!.failed} of ${count} exports failed`);
      if (rows[0]!.waiting === 0) break;
      if (Date.now() > until)
        throw new Error(`${rows[0]!.waiting} of ${count} exports still rendering after 5 minutes`);
      await sleep(READ_EVERY_MS);
    }
    const shares = cpu.stop();
    const { rows } = await db.query<{ sent: number; ready: number }>(
      `select extract(epoch from created_at) * 1000 as sent, extract(epoch from updated_at) * 1000 as ready
         from transactions where id = any($1::uuid[])`,
      [ids],
    );
    const sent = rows.map((r) => Number(r.sent));
    const ready = rows.map((r) => Number(r.ready));
    return {
      count,
      spanMs: Math.max(...ready) - Math.min(...sent),
      times: rows.map((_, i) => ready[i]! - sent[i]!),
      cpu: shares,
    };
  } finally {
    await db.end();
  }
}
