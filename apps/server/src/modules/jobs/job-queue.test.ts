/**
 * The queue's settings follow the configuration at every start: an installation that changes
 * JOB_CLAIM_SECONDS gets the new claim on the queues it already has, not only on new ones.
 */

import type { Database } from '@stockroom/db';
import { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database';
import { createJobQueue, DEFAULT_JOB_TIMINGS, queueDatabase } from './job-queue';

const log = { error: () => {}, warn: () => {} };
let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

async function startWithClaim(heartbeatSeconds: number) {
  const queue = createJobQueue(database, { work: false, timings: { ...DEFAULT_JOB_TIMINGS, heartbeatSeconds } });
  queue.define('claimed', { retryLimit: 1, concurrency: 1, handler: async () => {} });
  await queue.start(log);
  await queue.stop(0);
}

it('takes a changed claim time on a queue made by an earlier start', async () => {
  await startWithClaim(30);
  await startWithClaim(12);
  const boss = new PgBoss({ db: queueDatabase(database), supervise: false, schedule: false, registerInstance: false });
  expect((await boss.getQueue('claimed'))?.heartbeatSeconds).toBe(12);
});

it('works a backlog one job after another without waiting a poll between them', async () => {
  // A poll far longer than the test waits: only looking again after each job gets through the backlog.
  const queue = createJobQueue(database, { work: true, timings: { ...DEFAULT_JOB_TIMINGS, pollSeconds: 60 } });
  const done: number[] = [];
  queue.define<{ n: number }>('backlog', {
    retryLimit: 0,
    concurrency: 1,
    handler: async ({ n }) => {
      done.push(n);
    },
  });
  await queue.start(log);
  try {
    await database.db.transaction(async (tx) => {
      for (let n = 0; n < 5; n++) await queue.send(tx, 'backlog', { n });
    });
    queue.wake('backlog');
    await expect.poll(() => done.length, { timeout: 20_000, interval: 100 }).toBe(5);
  } finally {
    await queue.stop(0);
  }
});
