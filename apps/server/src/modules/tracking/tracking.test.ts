import { impressions } from '@stockroom/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const productId = '3b241101-e2bb-4255-8caf-4136c566a962';

describe('POST /api/track', () => {
  it('accepts an impression with 202 and writes it in the next batch, with the member who sent it', async () => {
    const member = await t.sessionFor('member');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/track',
      headers: member.headers,
      payload: { page_route: '/products', action: 'product-view', product_id: productId },
    });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ accepted: true });
    await t.deps.impressions.flush();
    const rows = await t.database.db.select().from(impressions);
    expect(rows).toEqual([
      expect.objectContaining({
        user_id: member.userId,
        page_route: '/products',
        action: 'product-view',
        product_id: productId,
      }),
    ]);
  });

  it('answers 400 naming each bad field and records nothing', async () => {
    const member = await t.sessionFor('member');
    const before = (await t.database.db.select().from(impressions)).length;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/track',
      headers: member.headers,
      payload: { page_route: '', category_id: 'not-a-uuid' },
    });
    expect(res.statusCode).toBe(400);
    const paths = res.json().issues.map((i: { path: string }) => i.path);
    expect(paths).toEqual(expect.arrayContaining(['page_route', 'action', 'category_id']));
    expect(res.json().message).toContain('Invalid Body parameter action: Required');
    await t.deps.impressions.flush();
    expect((await t.database.db.select().from(impressions)).length).toBe(before);
  });

  it('accepts a batch in one request and records each impression of it', async () => {
    const member = await t.sessionFor('member');
    await t.deps.impressions.flush();
    const before = (await t.database.db.select().from(impressions)).length;
    const batch = [
      { page_route: '/products', action: 'page-view' },
      { page_route: `/products/${productId}`, action: 'download', product_id: productId },
    ];
    const res = await t.app.inject({ method: 'POST', url: '/api/track', headers: member.headers, payload: batch });
    expect(res.statusCode).toBe(202);
    await t.deps.impressions.flush();
    const rows = await t.database.db.select().from(impressions);
    expect(rows.slice(before).map((r) => r.action)).toEqual(['page-view', 'download']);
  });

  it('refuses an empty batch, or one of more than 50, with 400', async () => {
    const member = await t.sessionFor('member');
    const one = { page_route: '/products', action: 'page-view' };
    for (const payload of [[], Array.from({ length: 51 }, () => one)]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/track', headers: member.headers, payload });
      expect(res.statusCode).toBe(400);
    }
  });

  it('refuses an anonymous caller with 401', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/track', payload: { page_route: '/', action: 'x' } });
    expect(res.statusCode).toBe(401);
  });
});
