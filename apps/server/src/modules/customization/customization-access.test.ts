/**
 * DESIGN §1.3 on customization and downloads: a product the caller may not see is 404, a locked one
 * (gated permission, is_gated) is 403, admins may use anything; a member who loses access to a
 * product loses its project and downloads too; someone else's project or download is 404.
 */
import { groupProviders, userGroups } from '@stockroom/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAccount } from '../../../test/accounts';
import { MISSING_ID } from '../../../test/build';
import { createGroup } from '../../../test/catalogue';
import { buildCustomization, type Customization } from '../../../test/customization';

let c: Customization;
let products: Record<'open' | 'gated' | 'draft' | 'uncategorized', string>;

beforeAll(async () => {
  c = await buildCustomization();
  products = {
    open: (await c.product()).id,
    gated: (await c.product({ is_gated: true })).id,
    draft: (await c.product({ is_draft: true })).id,
    uncategorized: (await c.product({}, false)).id,
  };
});
afterAll(() => c.t.close());

const openStatus = async (productId: string, headers: object) =>
  (await c.call('POST', '/api/transaction/product-customization', headers, { product_id: productId })).statusCode;
const recordsStatus = async (productId: string, headers: object) =>
  (await c.call('GET', `/api/transaction/product-customization/${productId}`, headers)).statusCode;

describe('opening a template product', () => {
  // What each caller gets for each product, from the matrix alone.
  const expected: Record<string, Record<keyof typeof products, number>> = {
    no: { open: 404, gated: 404, draft: 404, uncategorized: 404 },
    gated: { open: 200, gated: 403, draft: 404, uncategorized: 404 },
    yes: { open: 200, gated: 200, draft: 404, uncategorized: 404 },
    admin: { open: 200, gated: 200, draft: 200, uncategorized: 200 },
  };
  for (const [caller, byProduct] of Object.entries(expected)) {
    for (const [kind, status] of Object.entries(byProduct)) {
      it(`answers ${status} to a ${caller === 'admin' ? 'n admin' : ` member granted ${caller}`} for a ${kind} product`, async () => {
        const headers = caller === 'admin' ? c.admin.headers : c.members[caller as 'no'].headers;
        const productId = products[kind as keyof typeof products];
        expect(await openStatus(productId, headers)).toBe(status);
        // The customization records of the product follow the same rule.
        expect(await recordsStatus(productId, headers)).toBe(status);
      });
    }
  }

  it('answers 404 for a product that does not exist, and 401 without a session', async () => {
    expect(await openStatus(MISSING_ID, c.members.yes.headers)).toBe(404);
    expect(await openStatus(products.open, {})).toBe(401);
  });
});

describe('a member who loses access to the product', () => {
  it('gets 403 on their project and downloads once the product locks for them, and 404 once it is gone', async () => {
    const userId = await insertAccount(c.db, { username: 'custom-losing' });
    const group = await createGroup(c.db, 'custom-losing', [{ id: c.provider, permission: 2 }], [userId]);
    const member = await c.t.sessionFor('custom-losing');
    const { project_id, user_token } = await c.open(products.gated, member.headers);
    const writeHeaders = c.withToken(member.headers, user_token);
    const exported = await c.call('POST', `/api/projects/${project_id}/exports`, writeHeaders, { format: 'svg' });
    expect(exported.statusCode).toBe(202);
    await c.settled(exported.json().id, member.headers);
    const values = (await c.call('GET', `/api/projects/${project_id}`, member.headers)).json().values;

    const statuses = async () => [
      (await c.call('GET', `/api/projects/${project_id}`, member.headers)).statusCode,
      (await c.call('PUT', `/api/projects/${project_id}`, writeHeaders, values)).statusCode,
      (await c.call('POST', `/api/projects/${project_id}/exports`, writeHeaders, { format: 'svg' })).statusCode,
      (await c.call('GET', `/api/transaction/${exported.json().id}`, member.headers)).statusCode,
    ];
    expect(await statuses()).toEqual([200, 200, 202, 200]);

    await c.db.update(groupProviders).set({ permission: 1 }).where(eq(groupProviders.group_id, group));
    expect(await statuses()).toEqual([403, 403, 403, 403]);

    await c.db.delete(userGroups).where(eq(userGroups.user_id, userId));
    expect(await statuses()).toEqual([404, 404, 404, 404]);
  });
});

describe("someone else's project", () => {
  it('is 404 to another member, readable by an admin, and changed or exported only by its owner', async () => {
    const { project_id, user_token } = await c.open(products.open, c.members.yes.headers);
    const other = c.members.gated.headers;
    expect((await c.call('GET', `/api/projects/${project_id}`, other)).statusCode).toBe(404);
    const project = (await c.call('GET', `/api/projects/${project_id}`, c.admin.headers)).json();
    expect(project).toMatchObject({ id: project_id, user_id: c.members.yes.userId });

    // Even holding the owner's token, neither the other member nor an admin may write.
    for (const headers of [other, c.admin.headers]) {
      const withToken = c.withToken(headers, user_token);
      const saved = await c.call('PUT', `/api/projects/${project_id}`, withToken, project.values);
      const exported = await c.call('POST', `/api/projects/${project_id}/exports`, withToken, { format: 'svg' });
      const removed = await c.call('DELETE', `/api/projects/${project_id}`, headers);
      const expected = headers === other ? 404 : 403;
      expect([saved.statusCode, exported.statusCode, removed.statusCode]).toEqual([expected, expected, expected]);
    }
  });

  it("keeps a member's download from anyone but them and admins", async () => {
    const { project_id, user_token } = await c.open(products.open, c.members.yes.headers);
    const headers = c.withToken(c.members.yes.headers, user_token);
    const exported = (await c.call('POST', `/api/projects/${project_id}/exports`, headers, { format: 'svg' })).json();
    await c.settled(exported.id, c.members.yes.headers);
    expect((await c.call('GET', `/api/transaction/${exported.id}`, c.members.gated.headers)).statusCode).toBe(404);
    const read = await c.call('GET', `/api/transaction/${exported.id}`, c.admin.headers);
    expect(read.statusCode).toBe(200);
    expect(read.json().download_url).toMatch(/^\/files\/exports\//);
    // Another member's list never shows it.
    const list = (await c.call('GET', '/api/transaction/user', c.members.gated.headers)).json() as { id: string }[];
    expect(list.map((t) => t.id)).not.toContain(exported.id);
  });
});
