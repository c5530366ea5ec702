/**
 * Closing the app while exports render (a deploy, a restart): each finishes, or is marked failed
 * with a message the member can act on; none is left reading "rendering" until it goes stale.
 */
import { transactions } from '@stockroom/db';
import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildCustomization } from '../../../test/customization';
import { CLOSED_MESSAGE } from './export-runner';

async function closeWhileRendering(shutdownTimeoutMs: number) {
  const c = await buildCustomization({ shutdownTimeoutMs });
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
  await c.t.database.close();
  return rows;
}

describe('closing the app while exports render', () => {
  it('lets them finish', async () => {
    // A fifth of the stop's budget goes to renders: far more than four renders take on a busy machine.
    const rows = await closeWhileRendering(120_000);
    expect(rows.map((r) => r.status)).toEqual(['ready', 'ready', 'ready', 'ready']);
  });

  it('marks the ones still rendering when its time is up as failed, with why', async () => {
    // A grace of a few milliseconds: renders that have not finished by then are given up.
    const rows = await closeWhileRendering(100);
    for (const row of rows) {
      if (row.status === 'ready') expect(row.file_key).not.toBe('');
      else expect(row).toMatchObject({ status: 'failed', error: CLOSED_MESSAGE });
    }
    expect(rows.some((r) => r.status === 'failed')).toBe(true);
  });
});
