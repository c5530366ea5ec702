/**
 * A prepared statement given a compiled row mapping answers exactly what drizzle's own mapping does:
 * nested table objects, dates, SQL mapped by `mapWith`, a left join's missing row as null, a union.
 */
import { brands, users } from '@stockroom/db';
import { asc, eq, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build';
import { withCompiledRowMapping } from './row-mapping';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  // The member in a brand of their own, the admin in none: one joined row of each kind.
  const [brand] = await t.database.db
    .insert(brands)
    .values({ values: { name: 'Acme' } })
    .returning();
  await t.database.db.update(users).set({ brand_id: brand!.id }).where(eq(users.username, 'member'));
});
afterAll(() => t.close());

const usersWithBrands = () =>
  t.database.db
    .select({
      user: users,
      brand: brands,
      created: users.created_at,
      letters: sql<number>`length(${users.username})`.mapWith(Number),
      shout: sql<string>`upper(${users.username})`,
    })
    .from(users)
    .leftJoin(brands, eq(brands.id, users.brand_id))
    .orderBy(asc(users.username));

it('maps joined rows as drizzle does, a missing brand included', async () => {
  const own = await usersWithBrands();
  const compiled = await withCompiledRowMapping(usersWithBrands().prepare('row_mapping_users')).execute();
  expect(compiled).toEqual(own);
  expect(compiled.length).toBeGreaterThan(1);
  expect(compiled.some((row) => row.brand === null)).toBe(true);
  expect(compiled.some((row) => row.brand !== null)).toBe(true);
  expect(compiled[0]?.created).toBeInstanceOf(Date);
  expect(typeof compiled[0]?.letters).toBe('number');
});

it('maps a union as drizzle does', async () => {
  const db = t.database.db;
  const union = () =>
    unionAll(
      db.select({ name: users.username, at: users.created_at }).from(users),
      db.select({ name: sql<string>`${brands.values} ->> 'name'`, at: brands.updated_at }).from(brands),
    ).orderBy(sql`1`);
  const own = await union();
  const compiled = await withCompiledRowMapping(union().prepare('row_mapping_union')).execute();
  expect(compiled).toEqual(own);
  expect(compiled.length).toBeGreaterThan(2);
});

it('runs again with the mapping it compiled, with other values bound', async () => {
  const byName = withCompiledRowMapping(
    t.database.db
      .select({ user: users })
      .from(users)
      .where(eq(users.username, sql.placeholder('name')))
      .prepare('row_mapping_by_name'),
  );
  const admin = await byName.execute({ name: 'admin' });
  const member = await byName.execute({ name: 'member' });
  expect(admin.map((row) => row.user.username)).toEqual(['admin']);
  expect(member.map((row) => row.user.username)).toEqual(['member']);
  expect(member[0]?.user.created_at).toBeInstanceOf(Date);
});
