/** Each request e-mails every administrator, so a member may send only so many in an hour. */
import { requests } from '@stockroom/db';
import { count, eq } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build';
import { DEFAULT_RATE_LIMITS } from '../../config';

const t = await buildTestApp({
  rateLimits: { ...DEFAULT_RATE_LIMITS, requestsPerUser: { limit: 2, windowSeconds: 3600 } },
});
afterAll(() => t.close());

it('answers 429 once a member has sent their requests for the hour, storing nothing more', async () => {
  const { headers, userId } = await t.sessionFor('member');
  const stored = async () =>
    (await t.database.db.select({ n: count() }).from(requests).where(eq(requests.user_id, userId)))[0]?.n ?? 0;
  const before = await stored();
  const send = () =>
    t.app.inject({
      method: 'POST',
      url: '/api/requests',
      headers,
      payload: { email: 'morgan@example.com', description: 'A version for our market, please' },
    });
  const statuses = [(await send()).statusCode, (await send()).statusCode];
  const refused = await send();
  expect(statuses).toEqual([201, 201]);
  expect(refused.statusCode).toBe(429);
  expect(refused.headers['retry-after']).toBeDefined();
  expect(await stored()).toBe(before + 2);
});
