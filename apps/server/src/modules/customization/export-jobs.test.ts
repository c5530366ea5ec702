/**
 * Exports as jobs (decision 0037): the export and its job are written together or not at all; a web
 * process renders nothing; a job whose process died is taken again by a worker once its claim
 * lapses, and the member sees it go from rendering to ready as usual.
 */
import { queryRows, transactions } from '@stockroom/db';
import { eq, sql } from 'drizzle-orm';
import { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCustomization, type Customization } from '../../../test/customization';
import { buildApp } from '../../app';
import type { Config } from '../../config';
import { createDeps } from '../../create-deps';
import { queueDatabase } from '../jobs/job-queue';
import { EXPORT_JOB, RENDER_FAILED_MESSAGE } from './export-job';

/** Claims lapse after two seconds without a heartbeat, and are looked for every second. */
const SHORT_CLAIMS = {
  expireSeconds: 2,
  heartbeatSeconds: null,
  superviseSeconds: 1,
  pollSeconds: 0.5,
  retryDelaySeconds: 1,
};

let c: Customization;
let headers: Record<string, string>;
let member: Customization['members']['yes'];

beforeAll(async () => {
  c = await buildCustomization({ serverRole: 'web', jobTimings: SHORT_CLAIMS });
  member = c.members.yes;
  const { project_id, user_token } = await c.open((await c.product()).id, member.headers);
  headers = { ...c.withToken(member.headers, user_token), project: project_id };
});
afterAll(() => c.t.close());

const startExport = (body: object) => {
  const { project, ...rest } = headers;
  return c.call('POST', `/api/projects/${project}/exports`, rest, body);
};
const exportJobs = async () =>
  (await queryRows<{ n: number }>(c.db, sql`select count(*)::int as n from pgboss.job where name = ${EXPORT_JOB}`))[0]
    ?.n;
const transactionCount = async () => (await c.db.select({ id: transactions.id }).from(transactions)).length;

/** Another process of the app on the same database. */
async function startProcess(role: Config['serverRole']) {
  const app = await buildApp(await createDeps({ ...c.t.config, serverRole: role }, c.t.database));
  await app.ready();
  return app;
}

describe('exports as jobs', () => {
  it('writes an export and its job together: a request rolled back at its commit leaves neither', async () => {
    const before = { transactions: await transactionCount(), jobs: await exportJobs() };
    // Refuses every new transaction row when its database transaction commits, after the job was written.
    await c.db.execute(
      sql.raw(`create function refuse_at_commit() returns trigger language plpgsql as $$
        begin raise exception 'refused at commit'; end $$`),
    );
    await c.db.execute(
      sql.raw(`create constraint trigger refuse_at_commit after insert on transactions
        deferrable initially deferred for each row execute function refuse_at_commit()`),
    );
    try {
      const res = await startExport({ format: 'svg' });
      expect(res.statusCode).toBe(500);
    } finally {
      await c.db.execute(sql.raw('drop trigger refuse_at_commit on transactions'));
      await c.db.execute(sql.raw('drop function refuse_at_commit()'));
    }
    expect({ transactions: await transactionCount(), jobs: await exportJobs() }).toEqual(before);
  });

  it('takes again a job whose process died once its claim lapses, and the member sees it become ready', async () => {
    const started = (await startExport({ format: 'png', width: 300 })).json();
    // A process takes the job and dies before finishing it: it never completes nor fails it.
    const dying = new PgBoss({
      db: queueDatabase(c.t.database),
      supervise: false,
      schedule: false,
      registerInstance: false,
    });
    await dying.start();
    const [taken] = await dying.fetch<{ transactionId: string }>(EXPORT_JOB);
    await dying.stop({ graceful: false, close: false });
    expect(taken?.data.transactionId).toBe(started.id);

    // The web process that accepted it renders nothing.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const waiting = await c.call('GET', `/api/transaction/${started.id}`, member.headers);
    expect(waiting.json()).toMatchObject({ status: 'rendering', error: '' });

    const worker = await startProcess('worker');
    try {
      const ready = await c.settled(started.id, member.headers);
      expect(ready).toMatchObject({ status: 'ready', progress: 1, error: '' });
      const file = await c.call('GET', ready.download_url, {});
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/png');
      const [row] = await queryRows<{ retry_count: number; state: string }>(
        c.db,
        sql`select retry_count, state from pgboss.job where id = ${taken?.id ?? ''}::uuid`,
      );
      // At least once more: on a loaded machine the worker's own render may outlive the short claim too.
      expect(row?.state).toBe('completed');
      expect(row?.retry_count).toBeGreaterThanOrEqual(1);
    } finally {
      await worker.close();
    }
  });

  it('tells the member the export failed once every attempt has died with its process', async () => {
    const started = (await startExport({ format: 'svg' })).json();
    // Processes that each take the job and die, one attempt after another (a render that kills its process).
    const dying = new PgBoss({
      db: queueDatabase(c.t.database),
      superviseIntervalSeconds: 1,
      monitorIntervalSeconds: 1,
      schedule: false,
      registerInstance: false,
    });
    await dying.start();
    try {
      // Four attempts: the first and the three retries, each taken without waiting out its delay.
      for (let attempts = 0; attempts < 4; ) {
        const [taken] = await dying.fetch<{ transactionId: string }>(EXPORT_JOB, { ignoreStartAfter: true });
        if (taken?.data.transactionId === started.id) attempts++;
        else await new Promise((resolve) => setTimeout(resolve, 200));
      }
    } finally {
      await dying.stop({ graceful: false, close: false });
    }
    expect((await c.call('GET', `/api/transaction/${started.id}`, member.headers)).json().status).toBe('rendering');

    const worker = await startProcess('worker');
    try {
      const failed = await c.settled(started.id, member.headers);
      expect(failed).toMatchObject({ status: 'failed', error: RENDER_FAILED_MESSAGE, download_url: '' });
    } finally {
      await worker.close();
    }
  }, 90_000);

  it('renders nothing twice: a second run of a finished export leaves it as it was', async () => {
    const started = (await startExport({ format: 'svg' })).json();
    const worker = await startProcess('worker');
    let ready: { updated_at: Date; file_key: string } | undefined;
    try {
      await c.settled(started.id, member.headers);
      [ready] = await c.db.select().from(transactions).where(eq(transactions.id, started.id));
      // The same job once more, as a retry after a lost completion would bring it.
      const again = new PgBoss({
        db: queueDatabase(c.t.database),
        supervise: false,
        schedule: false,
        registerInstance: false,
      });
      await again.start();
      const [job] = await queryRows<{ data: object }>(
        c.db,
        sql`select data from pgboss.job where name = ${EXPORT_JOB} and data->>'transactionId' = ${started.id}`,
      );
      await again.send(EXPORT_JOB, job?.data ?? {});
      await again.stop({ graceful: false, close: false });
      for (;;) {
        const [left] = await queryRows<{ n: number }>(
          c.db,
          sql`select count(*)::int as n from pgboss.job
              where name = ${EXPORT_JOB} and data->>'transactionId' = ${started.id} and state <> 'completed'`,
        );
        if (left?.n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    } finally {
      await worker.close();
    }
    const [after] = await c.db.select().from(transactions).where(eq(transactions.id, started.id));
    expect(after?.updated_at).toEqual(ready?.updated_at);
    expect(after?.file_key).toBe(ready?.file_key);
  });

  it('answers only its health check in a worker process', async () => {
    const worker = await startProcess('worker');
    try {
      expect((await worker.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      expect((await worker.inject({ method: 'GET', url: '/api/products' })).statusCode).toBe(404);
      expect((await worker.inject({ method: 'GET', url: '/' })).statusCode).toBe(404);
    } finally {
      await worker.close();
    }
  });
});
