/**
 * Events of browsing (DESIGN §1.10) recorded by the routes a member uses: impressions (and the
 * download button's), product views, searches and logins; none for an administrator; and a batch
 * the database refuses costs the member nothing.
 */
import { events, userGroups } from '@stockroom/db';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ADMIN, TEST_MEMBER } from '../../../test/build';
import { createGroup } from '../../../test/catalogue';
import { buildCustomization, type Customization } from '../../../test/customization';

let c: Customization;
let member: Customization['members']['yes'];
let product: { id: string };
let groupIds: string[];

beforeAll(async () => {
  c = await buildCustomization();
  member = c.members.yes;
  product = await c.product({ title: 'Harvest festival poster' });
  const rows = await c.db.select().from(userGroups).where(eq(userGroups.user_id, member.userId));
  groupIds = rows.map((r) => r.group_id);
});
afterAll(() => c.t.close());

/** The events written since `from` (an id), after the writer's batch is flushed. */
async function written(from = 0) {
  await c.t.deps.events.flush();
  return c.db.select().from(events).where(sql`${events.id} > ${from}`).orderBy(asc(events.id));
}
const lastId = async () => (await written()).at(-1)?.id ?? 0;

const track = (headers: object, payload: object) => c.call('POST', '/api/track', headers, payload);

describe('impressions', () => {
  it('makes every impression an impression event with its page, product and tag', async () => {
    const from = await lastId();
    const res = await track(member.headers, [
      { page_route: '/products', action: 'page-view' },
      { page_route: `/products/${product.id}`, action: 'product-view', product_id: product.id },
    ]);
    expect(res.statusCode).toBe(202);
    expect(await written(from)).toEqual([
      expect.objectContaining({
        kind: 'impression',
        user_id: member.userId,
        page_route: '/products',
        product_id: null,
      }),
      expect.objectContaining({
        kind: 'impression',
        user_id: member.userId,
        group_ids: groupIds,
        page_route: `/products/${product.id}`,
        product_id: product.id,
        category_ids: [c.category],
        provider_ids: [c.provider],
      }),
    ]);
  });

  it("records the product page's download button as a download of the product too", async () => {
    const from = await lastId();
    const res = await track(member.headers, {
      page_route: `/products/${product.id}`,
      action: 'download',
      product_id: product.id,
    });
    expect(res.statusCode).toBe(202);
    const rows = await written(from);
    expect(rows.map((r) => r.kind)).toEqual(['impression', 'download']);
    expect(rows[1]).toMatchObject({
      user_id: member.userId,
      product_id: product.id,
      category_ids: [c.category],
      provider_ids: [c.provider],
    });
  });
});

describe('product views', () => {
  it("records a member's read of a product with its categories, providers and the member's groups", async () => {
    const from = await lastId();
    expect((await c.call('GET', `/api/products/${product.id}`, member.headers)).statusCode).toBe(200);
    expect(await written(from)).toEqual([
      expect.objectContaining({
        kind: 'product_view',
        user_id: member.userId,
        group_ids: groupIds,
        product_id: product.id,
        category_ids: [c.category],
        provider_ids: [c.provider],
        template_id: null,
      }),
    ]);
  });

  it('records nothing for a product the member may not see', async () => {
    const from = await lastId();
    expect((await c.call('GET', `/api/products/${product.id}`, c.members.no.headers)).statusCode).toBe(404);
    expect(await written(from)).toEqual([]);
  });

  it("records a shared link's view as nobody's", async () => {
    const from = await lastId();
    expect((await c.call('GET', `/public/products/${product.id}`, {})).statusCode).toBe(200);
    expect(await written(from)).toEqual([
      expect.objectContaining({ kind: 'product_view', user_id: null, group_ids: [], product_id: product.id }),
    ]);
  });
});

describe('searches', () => {
  it('records the normalized query and how many products it found, once per search and not per page', async () => {
    const from = await lastId();
    const found = await c.call(
      'GET',
      `/api/search?search=${encodeURIComponent('  Harvest   FESTIVAL ')}`,
      member.headers,
    );
    expect(found.statusCode).toBe(200);
    expect(found.json().count).toBe(1);
    const none = await c.call('GET', '/api/search?search=zzyzx', member.headers);
    expect(none.json().count).toBe(0);
    expect((await c.call('GET', '/api/search?search=harvest&page=2', member.headers)).statusCode).toBe(200);
    expect(await written(from)).toEqual([
      expect.objectContaining({
        kind: 'search',
        user_id: member.userId,
        group_ids: groupIds,
        search_query: 'harvest festival',
        search_results: 1,
      }),
      expect.objectContaining({ kind: 'search', search_query: 'zzyzx', search_results: 0 }),
    ]);
  });

  it("records a search of the member's product list with its total", async () => {
    const from = await lastId();
    const res = await c.call('GET', '/api/user/products?search=Harvest', member.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(await written(from)).toEqual([
      expect.objectContaining({ kind: 'search', search_query: 'harvest', search_results: res.json().count }),
    ]);
  });
});

describe('logins', () => {
  it('records each successful login, with the groups of the member, and none for a wrong password', async () => {
    const from = await lastId();
    const memberId = (await c.t.sessionFor(TEST_MEMBER.username)).userId;
    const group = await createGroup(c.db, 'Login group', [], [memberId]);
    const login = (password: string) =>
      c.call('POST', '/auth/v1/login', {}, { username: TEST_MEMBER.username, password });
    expect((await login(TEST_MEMBER.password)).statusCode).toBe(200);
    expect((await login('not the password')).statusCode).toBe(401);
    expect((await login(TEST_MEMBER.password)).statusCode).toBe(200);
    const rows = await written(from);
    expect(rows.map((r) => [r.kind, r.user_id, r.group_ids])).toEqual([
      ['login', memberId, [group]],
      ['login', memberId, [group]],
    ]);
  });
});

describe('administrators', () => {
  it('records nothing an administrator does', async () => {
    const from = await lastId();
    const admin = c.admin.headers;
    await track(admin, { page_route: `/products/${product.id}`, action: 'download', product_id: product.id });
    expect((await c.call('GET', `/api/products/${product.id}`, admin)).statusCode).toBe(200);
    expect((await c.call('GET', '/api/search?search=harvest', admin)).statusCode).toBe(200);
    expect((await c.call('POST', '/auth/v1/login', {}, TEST_ADMIN)).statusCode).toBe(200);
    expect(await written(from)).toEqual([]);
  });
});

describe('a batch the database refuses', () => {
  it("answers the member's request all the same, and records again once the database takes them", async () => {
    const from = await lastId();
    await c.db.execute(sql`alter table events rename to events_away`);
    try {
      expect((await c.call('GET', `/api/products/${product.id}`, member.headers)).statusCode).toBe(200);
      expect((await track(member.headers, { page_route: '/products', action: 'page-view' })).statusCode).toBe(202);
      await c.t.deps.events.flush();
    } finally {
      await c.db.execute(sql`alter table events_away rename to events`);
    }
    expect(await written(from)).toEqual([]);
    expect((await c.call('GET', `/api/products/${product.id}`, member.headers)).statusCode).toBe(200);
    expect((await written(from)).map((r) => r.kind)).toEqual(['product_view']);
  });
});
