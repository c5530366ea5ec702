import { impressions } from '@stockroom/db';
import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build';
import { buildSecondProcess } from '../../../test/second-process';

let one: TestApp;
let two: TestApp;
beforeAll(async () => {
  one = await buildTestApp();
  two = await buildSecondProcess(one);
});
afterAll(async () => {
  await two.close();
  await one.close();
});

describe('impressions sent to several processes', () => {
  it('are each written once by the process that took it: none lost, none counted twice', async () => {
    const member = await one.sessionFor('member');
    const sent: string[] = [];
    for (let i = 0; i < 30; i++) {
      const page_route = `/across/${i}`;
      const res = await [one, two][i % 2]!.app.inject({
        method: 'POST',
        url: '/api/track',
        headers: member.headers,
        payload: { page_route, action: 'page-view' },
      });
      expect(res.statusCode).toBe(202);
      sent.push(page_route);
    }
    // Both flush together, as two processes' timers may; each writes only its own batch.
    await Promise.all([one.deps.impressions.flush(), two.deps.impressions.flush(), one.deps.impressions.flush()]);
    const rows = await one.database.db
      .select({ page_route: impressions.page_route })
      .from(impressions)
      .where(like(impressions.page_route, '/across/%'));
    expect(rows.map((r) => r.page_route).sort()).toEqual(sent.sort());
  });
});
