import { categories, categoryProviders, contentProviders, groupProviders, groups, userGroups } from '@stockroom/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build';
import { categoryPermissionMap, providerPermissionMap } from './access.service';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('the access service', () => {
  it("gives a member the highest of their groups' permissions, capped by each category link", async () => {
    const db = t.database.db;
    const member = await t.sessionFor('member');
    const [provider] = await db.insert(contentProviders).values({ name: 'Acme' }).returning();
    const [low, high] = await db
      .insert(groups)
      .values([{ name: 'Low' }, { name: 'High' }])
      .returning();
    await db.insert(groupProviders).values([
      { group_id: low!.id, provider_id: provider!.id, permission: 1 },
      { group_id: high!.id, provider_id: provider!.id, permission: 2 },
    ]);
    await db.insert(userGroups).values([
      { user_id: member.userId, group_id: low!.id },
      { user_id: member.userId, group_id: high!.id },
    ]);
    const [capped, open] = await db
      .insert(categories)
      .values([
        { name: 'Capped', slug: 'capped' },
        { name: 'Open', slug: 'open' },
      ])
      .returning();
    await db.insert(categoryProviders).values([
      { category_id: capped!.id, provider_id: provider!.id, permission: 1 },
      { category_id: open!.id, provider_id: provider!.id, permission: 2 },
    ]);

    const viewer = { userId: member.userId, isAdmin: false };
    expect((await providerPermissionMap(db, viewer)).get(provider!.id)).toBe(2);
    const perms = await categoryPermissionMap(db, viewer);
    expect(perms.get(capped!.id)).toBe(1);
    expect(perms.get(open!.id)).toBe(2);
  });
});
