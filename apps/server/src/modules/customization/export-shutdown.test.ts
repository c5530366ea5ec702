/**
 * Closing the app while exports render (a deploy, a restart): the renders in progress finish within
 * the stop's grace, and whatever is left stays "rendering" for another process to take, which
 * finishes it. Nothing is marked failed for a stop.
 */
import { transactions } from '@stockroom/db';
import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildCustomization } from '../../../test/customization';
import { buildApp } from '../../app';
import { createDeps } from '../../create-deps';

const QUICK_RETRIES = { retryDelaySeconds: 1, pollSeconds: 0.5 };

async function closeWhileRendering(shutdownTimeoutMs: number) {
  const c = await buildCustomization({ shutdownTimeoutMs, jobTimings: QUICK_RETRIES });
  const member = c.members.yes;
  const { project_id, user_token } = await c.open((await c.product()).id, member.headers);
  const headers = c.withToken(member.headers, user_token);
  const ids: string[] = [];
  for (const body of [{ format: 'pdf', print_ready: false }, { format: 'png' }, { format: 'pdf' }, { format: 'svg' }]) {
    const res = await c.call('POST', `/api/projects/${project_id}/exports`, headers, body);
    expect(res.statusCode).toBe(202);
    ids.push(res.json().id);
  }
  await c.t.app.close();
  const rows = await c.db.select().from(transactions).where(inArray(transactions.id, ids));

  // The next process on the same database (a restarted server, another machine) takes what was left.
  const next = await buildApp(await createDeps(c.t.config, c.t.database));
  await next.ready();
  const after = [];
  for (const id of ids) {
    for (;;) {
      const res = await next.inject({ method: 'GET', url: `/api/transaction/${id}`, headers: member.headers });
      if (res.json().status !== 'rendering') {
        after.push(res.json());
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  await next.close();
  await c.t.database.close();
  return { rows, after };
}

describe('closing the app while exports render', () => {
  it('lets the renders in progress finish, and leaves the rest to the next process', async () => {
    const { rows, after } = await closeWhileRendering(120_000);
    for (const row of rows) expect(row.status).not.toBe('failed');
    expect(rows.some((r) => r.status === 'ready')).toBe(true);
    expect(after.map((t) => t.status)).toEqual(['ready', 'ready', 'ready', 'ready']);
  });

  it('gives up the renders still running when its time is up without failing them; the next process makes them', async () => {
    // A grace of a few milliseconds: renders that have not finished by then are left for later.
    const { rows, after } = await closeWhileRendering(100);
    for (const row of rows) {
      if (row.status === 'ready') expect(row.file_key).not.toBe('');
      else expect(row).toMatchObject({ status: 'rendering', error: '' });
    }
    expect(rows.some((r) => r.status === 'rendering')).toBe(true);
    expect(after.map((t) => [t.status, t.error])).toEqual(Array(4).fill(['ready', '']));
  });
});
