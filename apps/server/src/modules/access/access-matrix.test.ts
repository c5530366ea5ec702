/**
 * The access rule of DESIGN §1.3, table by table: a member's permission for a provider is the
 * highest among their groups (none is 0); a category's or tag's is the highest, over its providers,
 * of min(that permission, the link's cap). Each row builds its own providers, member and links, so
 * rows never see each other's grants.
 */
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
const P = [0, 1, 2] as const;
/** Rows with a readable title first, for `it.each(...)('%s')`. */
const named = <R>(rows: R[], title: (row: R) => string) => rows.map((row) => [title(row), row] as [string, R]);

/** A fresh member (or admin) whose groups grant, per group, the given permission on each provider. */
async function memberIn(
  groupGrants: { id: string; permission: number }[][],
  isAdmin = false,
): Promise<Viewer & { username: string }> {
  const username = unique(isAdmin ? 'matrix-admin' : 'matrix-member');
  const userId = await insertAccount(t.database.db, { username, is_admin: isAdmin });
  for (const grants of groupGrants) await createGroup(t.database.db, unique('group'), grants, [userId]);
  return { userId, isAdmin, username };
}

/** Whether the catalogue's list routes show the member the category and the tag. */
async function listedTo(username: string, ids: { category: string; tag: string }) {
  const { headers } = await t.sessionFor(username);
  const [categories, tags] = await Promise.all(
    ['/api/categories', '/api/tags'].map((url) => t.app.inject({ method: 'GET', url, headers })),
  );
  expect([categories?.statusCode, tags?.statusCode]).toEqual([200, 200]);
  const has = (res: typeof categories, id: string) => res?.json().some((row: { id: string }) => row.id === id);
  return { category: has(categories, ids.category), tag: has(tags, ids.tag) };
}

/** What the viewer gets for one provider, category and tag, through the access service; absent reads as 0. */
async function permissionsOf(viewer: Viewer, ids: { provider?: string; category: string; tag: string }) {
  const db = t.database.db;
  const [providers, categories, tags] = await Promise.all([
    providerPermissionMap(db, viewer),
    categoryPermissionMap(db, viewer),
    tagPermissionMap(db, viewer),
  ]);
  return {
    provider: ids.provider ? (providers.get(ids.provider) ?? 0) : undefined,
    category: categories.get(ids.category) ?? 0,
    tag: tags.get(ids.tag) ?? 0,
  };
}

/** A category and a tag with the same provider links. */
async function categoryAndTag(links: { id: string; permission: number }[]) {
  const name = unique('listed');
  return {
    category: await createCategory(t.database.db, { name, links }),
    tag: await createTag(t.database.db, { name, links }),
  };
}

describe('a member in no group', () => {
  it('gets 0 for every provider, category and tag, whatever the caps', async () => {
    const provider = await createProvider(t.database.db, unique('provider'));
    const viewer = await memberIn([]);
    for (const cap of P) {
      const { category, tag } = await categoryAndTag([{ id: provider, permission: cap }]);
      expect(await permissionsOf(viewer, { provider, category, tag })).toEqual({ provider: 0, category: 0, tag: 0 });
    }
    expect((await providerPermissionMap(t.database.db, viewer)).size).toBe(0);
  });
});

describe('one group and one provider link', () => {
  const rows = P.flatMap((group) => P.map((cap) => ({ group, cap, expected: Math.min(group, cap) })));

  it.each(named(rows, (r) => `grants ${r.group}, the link caps at ${r.cap}: the member gets ${r.expected}`))(
    'the group %s',
    async (_name, { group, cap, expected }) => {
      const provider = await createProvider(t.database.db, unique('provider'));
      const viewer = await memberIn([[{ id: provider, permission: group }]]);
      const { category, tag } = await categoryAndTag([{ id: provider, permission: cap }]);
      expect(await permissionsOf(viewer, { provider, category, tag })).toEqual({
        provider: group,
        category: expected,
        tag: expected,
      });
      // Through the routes: listed exactly when the permission is above 0.
      expect(await listedTo(viewer.username, { category, tag })).toEqual({ category: expected > 0, tag: expected > 0 });
      // An admin in the same group gets 2 for all three, whatever the group and the cap say.
      const admin = await memberIn([[{ id: provider, permission: group }]], true);
      expect(await permissionsOf(admin, { provider, category, tag })).toEqual({ provider: 2, category: 2, tag: 2 });
    },
  );
});

describe('several groups that disagree', () => {
  const rows = [
    { groups: [1, 2], cap: 2, provider: 2 },
    { groups: [2, 1], cap: 2, provider: 2 },
    { groups: [0, 1], cap: 2, provider: 1 },
    { groups: [1, 0], cap: 2, provider: 1 },
    { groups: [0, 0], cap: 2, provider: 0 },
    { groups: [2, 0, 1], cap: 2, provider: 2 },
    { groups: [0, 2], cap: 1, provider: 2 },
    { groups: [1, 2], cap: 0, provider: 2 },
  ].map((row) => ({ ...row, expected: Math.min(row.provider, row.cap) }));
  const title = (r: (typeof rows)[number]) =>
    `grant ${r.groups.join(' and ')}, cap ${r.cap}: ${r.provider} wins, the member gets ${r.expected}`;

  it.each(named(rows, title))('groups that %s', async (_name, row) => {
    const provider = await createProvider(t.database.db, unique('provider'));
    const viewer = await memberIn(row.groups.map((permission) => [{ id: provider, permission }]));
    const { category, tag } = await categoryAndTag([{ id: provider, permission: row.cap }]);
    expect(await permissionsOf(viewer, { provider, category, tag })).toEqual({
      provider: row.provider,
      category: row.expected,
      tag: row.expected,
    });
  });
});

describe('a category or tag linked to two providers', () => {
  // [member's permission, link cap] for each of the two providers.
  const rows = (
    [
      [[2, 1], [1, 2], 1],
      [[2, 2], [0, 2], 2],
      [[1, 2], [2, 0], 1],
      [[0, 2], [0, 1], 0],
      [[2, 1], [2, 2], 2],
      [[1, 1], [2, 1], 1],
      [[2, 0], [2, 0], 0],
    ] as [[number, number], [number, number], number][]
  ).map(([a, b, expected]) => ({ a, b, expected }));
  const title = ({ a, b, expected }: (typeof rows)[number]) =>
    `min(${a[0]}, ${a[1]}) and min(${b[0]}, ${b[1]}), which is ${expected}`;

  it.each(named(rows, title))('takes the highest of %s', async (_name, { a, b, expected }) => {
    const first = await createProvider(t.database.db, unique('provider'));
    const second = await createProvider(t.database.db, unique('provider'));
    const viewer = await memberIn([
      [
        { id: first, permission: a[0] },
        { id: second, permission: b[0] },
      ],
    ]);
    const { category, tag } = await categoryAndTag([
      { id: first, permission: a[1] },
      { id: second, permission: b[1] },
    ]);
    expect(await permissionsOf(viewer, { category, tag })).toMatchObject({ category: expected, tag: expected });
  });

  it('takes each provider from a different group alike', async () => {
    const first = await createProvider(t.database.db, unique('provider'));
    const second = await createProvider(t.database.db, unique('provider'));
    const viewer = await memberIn([[{ id: first, permission: 1 }], [{ id: second, permission: 2 }]]);
    const { category, tag } = await categoryAndTag([
      { id: first, permission: 2 },
      { id: second, permission: 2 },
    ]);
    expect(await permissionsOf(viewer, { category, tag })).toMatchObject({ category: 2, tag: 2 });
  });
});
