/**
 * Access as records come and go (DESIGN §1.3, decision 0007): a deleted provider takes its grants
 * and links with it; a soft-deleted category and a deleted tag are gone even for admins; admins get
 * 2 for everything live whatever their groups. The member's view is checked through the service and
 * through the catalogue's own list routes.
 */
import { categories, contentProviders, tags } from '@stockroom/db';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAccount } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/build';
import { createCategory, createGroup, createProvider, createTag } from '../../../test/catalogue';
import { categoryPermissionMap, providerPermissionMap, tagPermissionMap, type Viewer } from './access.service';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

let seq = 0;
const unique = (prefix: string) => `${prefix}-${++seq}`;

async function account(isAdmin = false) {
  const username = unique(isAdmin ? 'access-admin' : 'access-member');
  const userId = await insertAccount(t.database.db, { username, is_admin: isAdmin });
  const viewer: Viewer = { userId, isAdmin };
  return { viewer, username, userId };
}

const maps = async (viewer: Viewer) => {
  const db = t.database.db;
  return {
    providers: await providerPermissionMap(db, viewer),
    categories: await categoryPermissionMap(db, viewer),
    tags: await tagPermissionMap(db, viewer),
  };
};

/** The ids a route lists for a user, signed in for real. */
async function listedIds(username: string, url: string): Promise<string[]> {
  const { headers } = await t.sessionFor(username);
  const res = await t.app.inject({ method: 'GET', url, headers });
  expect(res.statusCode).toBe(200);
  return res.json().map((row: { id: string }) => row.id);
}

describe('a removed provider', () => {
  it('takes its grants and links with it, leaving what other providers give', async () => {
    const db = t.database.db;
    const { viewer, username, userId } = await account();
    const doomed = await createProvider(db, unique('doomed'));
    const kept = await createProvider(db, unique('kept'));
    await createGroup(
      db,
      unique('group'),
      [
        { id: doomed, permission: 2 },
        { id: kept, permission: 1 },
      ],
      [userId],
    );
    const only = await createCategory(db, { name: unique('only-doomed'), links: [{ id: doomed, permission: 2 }] });
    const both = await createCategory(db, {
      name: unique('both'),
      links: [
        { id: doomed, permission: 2 },
        { id: kept, permission: 2 },
      ],
    });
    const tag = await createTag(db, { name: unique('tag'), links: [{ id: doomed, permission: 2 }] });
    const before = await maps(viewer);
    expect([before.categories.get(only), before.categories.get(both), before.tags.get(tag)]).toEqual([2, 2, 2]);
    expect(await listedIds(username, '/api/categories')).toEqual(expect.arrayContaining([only, both]));

    await db.delete(contentProviders).where(eq(contentProviders.id, doomed));
    const after = await maps(viewer);
    expect(after.providers.has(doomed)).toBe(false);
    expect(after.categories.get(only) ?? 0).toBe(0);
    expect(after.categories.get(both)).toBe(1);
    expect(after.tags.get(tag) ?? 0).toBe(0);
    const listed = await listedIds(username, '/api/categories');
    expect(listed).toContain(both);
    expect(listed).not.toContain(only);
    expect(await listedIds(username, '/api/tags')).not.toContain(tag);
  });
});

describe('deleted categories and tags', () => {
  it('drops a soft-deleted category for members and admins alike', async () => {
    const db = t.database.db;
    const member = await account();
    const admin = await account(true);
    const provider = await createProvider(db, unique('provider'));
    await createGroup(db, unique('group'), [{ id: provider, permission: 2 }], [member.userId]);
    const category = await createCategory(db, { name: unique('soon-gone'), links: [{ id: provider, permission: 2 }] });
    expect((await maps(member.viewer)).categories.get(category)).toBe(2);

    await db.update(categories).set({ is_deleted: true, deleted_at: sql`now()` }).where(eq(categories.id, category));
    expect((await maps(member.viewer)).categories.has(category)).toBe(false);
    expect((await maps(admin.viewer)).categories.has(category)).toBe(false);
    expect(await listedIds(member.username, '/api/categories')).not.toContain(category);
    expect(await listedIds(admin.username, '/api/categories')).not.toContain(category);
  });

  it('drops a deleted tag for members and admins alike', async () => {
    const db = t.database.db;
    const member = await account();
    const admin = await account(true);
    const provider = await createProvider(db, unique('provider'));
    await createGroup(db, unique('group'), [{ id: provider, permission: 1 }], [member.userId]);
    const tag = await createTag(db, { name: unique('soon-gone'), links: [{ id: provider, permission: 2 }] });
    expect((await maps(member.viewer)).tags.get(tag)).toBe(1);
    await db.delete(tags).where(eq(tags.id, tag));
    expect((await maps(member.viewer)).tags.has(tag)).toBe(false);
    expect((await maps(admin.viewer)).tags.has(tag)).toBe(false);
  });
});

describe('admins', () => {
  it('get 2 for every live provider, category and tag, whatever their groups and the caps', async () => {
    const db = t.database.db;
    const admin = await account(true);
    const provider = await createProvider(db, unique('provider'));
    // A group that grants nothing does not hold an admin back.
    await createGroup(db, unique('group'), [{ id: provider, permission: 0 }], [admin.userId]);
    const capped = await createCategory(db, { name: unique('capped'), links: [{ id: provider, permission: 0 }] });
    const unlinked = await createCategory(db, { name: unique('unlinked') });
    const cappedTag = await createTag(db, { name: unique('capped'), links: [{ id: provider, permission: 0 }] });
    const unlinkedTag = await createTag(db, { name: unique('unlinked') });

    const seen = await maps(admin.viewer);
    const [allProviders, liveCategories, allTags] = await Promise.all([
      db.select({ id: contentProviders.id }).from(contentProviders),
      db.select({ id: categories.id }).from(categories).where(sql`${categories.deleted_at} is null`),
      db.select({ id: tags.id }).from(tags),
    ]);
    expect(new Set(seen.providers.keys())).toEqual(new Set(allProviders.map((r) => r.id)));
    expect(new Set(seen.categories.keys())).toEqual(new Set(liveCategories.map((r) => r.id)));
    expect(new Set(seen.tags.keys())).toEqual(new Set(allTags.map((r) => r.id)));
    for (const map of [seen.providers, seen.categories, seen.tags]) {
      expect(new Set(map.values())).toEqual(new Set([2]));
    }
    expect([capped, unlinked].every((id) => seen.categories.get(id) === 2)).toBe(true);
    expect([cappedTag, unlinkedTag].every((id) => seen.tags.get(id) === 2)).toBe(true);
    expect(await listedIds(admin.username, '/api/categories')).toEqual(expect.arrayContaining([capped, unlinked]));
  });
});
