/**
 * Every member read, count and search against the access matrix of DESIGN §1.3: permission of the
 * product's category (no, gated, yes) × is_gated × is_draft, a product in no category, and products
 * in two categories; read by an admin, a member and a member in no group. What each should get
 * comes from `rule` over the matrix, never from another server answer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildMatrix,
  CALLERS,
  type Caller,
  CELLS,
  type Cell,
  cellName,
  expectFiles,
  LEVELS,
  type Level,
  type Matrix,
  rule,
  type WireProduct,
} from '../../../test/access-matrix-fixture';

let m: Matrix;
beforeAll(async () => {
  m = await buildMatrix();
});
afterAll(() => m.t.close());

interface Section {
  id: string;
  category_permission: number;
  products: WireProduct[];
}
interface Links {
  categories: string[];
  tags: string[];
}
interface Found {
  count: number;
  products: WireProduct[];
}

const call = (caller: Caller | undefined, url: string, method: 'GET' | 'POST' = 'GET') =>
  m.t.app.inject({ method, url, headers: caller ? m.headers[caller.name] : {} });
const getJson = async <T>(caller: Caller, url: string) => {
  const res = await call(caller, url);
  expect(res.statusCode, url).toBe(200);
  return res.json() as T;
};
const sorted = (ids: string[]) => ids.toSorted();
const idsOf = (products: WireProduct[]) => sorted(products.map((p) => p.id));
const slugOf = (level: Level) => `matrix-${level}`;

/** The whole-catalogue answers, read once per caller and shared by that caller's cells. */
const memo = new Map<string, Promise<unknown>>();
const once = <T>(key: string, read: () => Promise<T>) => {
  if (!memo.has(key)) memo.set(key, read());
  return memo.get(key) as Promise<T>;
};
const landing = (c: Caller) =>
  once(`landing ${c.name}`, () => getJson<Section[]>(c, '/api/categories/products?limit=50'));
const newest = (c: Caller) => once(`newest ${c.name}`, () => getJson<Found>(c, '/api/user/products?limit=100'));

const named = <R>(rows: R[], title: (row: R) => string) => rows.map((row) => [title(row), row] as [string, R]);

const byCell = named(
  CALLERS.flatMap((caller) => CELLS.map((cell) => ({ caller, cell }))),
  ({ caller, cell }) => `${caller.name} × ${cellName(cell)}`,
);
const byCategory = named(
  CALLERS.flatMap((caller) => LEVELS.map((level) => ({ caller, level }))),
  ({ caller, level }) => `${caller.name} × category ${level} (permission ${rule.categoryPermission(caller, level)})`,
);

describe('one product', () => {
  it.each(byCell)('GET /api/products/{id}: %s', async (_name, { caller, cell }) => {
    const res = await call(caller, `/api/products/${m.idOf(cell)}`);
    if (!rule.visible(caller, cell)) {
      expect(res.statusCode).toBe(404);
      return;
    }
    expect(res.statusCode).toBe(200);
    expectFiles(res.json(), cell, rule.withheld(caller, cell));
  });

  it.each(byCell)('POST /api/products/{id}/info: %s', async (_name, { caller, cell }) => {
    const res = await call(caller, `/api/products/${m.idOf(cell)}/info`, 'POST');
    expect(res.statusCode).toBe(rule.visible(caller, cell) ? 202 : 404);
  });

  it.each(named(CELLS, cellName))('GET /public/products/{id} without a token: %s', async (_name, cell) => {
    const res = await call(undefined, `/public/products/${m.idOf(cell)}`);
    expect(res.statusCode).toBe(rule.public(cell) ? 200 : 404);
    if (rule.public(cell)) expectFiles(res.json(), cell, false);
  });
});

describe('the links a product names', () => {
  /** The ids of a cell's categories and tags, all or only those that exist for the caller. */
  const linksOf = (caller: Caller, cell: Cell) => ({
    categories: sorted(
      cell.categories.filter((level) => rule.categoryPermission(caller, level) > 0).map((level) => m.category[level]),
    ),
    tags: sorted(
      m
        .tagsOf(cell)
        .filter((tag) => rule.tagVisible(caller, tag.level))
        .map((tag) => tag.id),
    ),
  });
  // The product read and the lists shape links by two paths: read both.
  const namedLinks = async (caller: Caller, cell: Cell) => {
    const read = await call(caller, `/api/products/${m.idOf(cell)}`);
    const listed = (await newest(caller)).products.find((p) => p.id === m.idOf(cell)) as unknown as Links;
    return [read.json() as Links, listed].map((p) => ({ categories: sorted(p.categories), tags: sorted(p.tags) }));
  };
  const visibleCells = byCell.filter(([, { caller, cell }]) => rule.visible(caller, cell));

  it.each(visibleCells)('only categories that exist for the caller: %s', async (_name, { caller, cell }) => {
    for (const links of await namedLinks(caller, cell))
      expect(links.categories).toEqual(linksOf(caller, cell).categories);
  });

  it.each(visibleCells)('only tags that exist for the caller: %s', async (_name, { caller, cell }) => {
    for (const links of await namedLinks(caller, cell)) expect(links.tags).toEqual(linksOf(caller, cell).tags);
  });
});

describe('the product in lists and searches', () => {
  it.each(byCell)('GET /api/search by its word: %s', async (_name, { caller, cell }) => {
    const found = await getJson<Found>(caller, `/api/search?search=${cell.word}&limit=50`);
    expect(idsOf(found.products)).toEqual(rule.searched(caller, cell) ? [m.idOf(cell)] : []);
    expect(found.count).toBe(found.products.length);
    for (const p of found.products) expectFiles(p, cell, rule.withheld(caller, cell));
  });

  // Matches as /api/search does, but lists what the caller may see: an admin's drafts included.
  it.each(byCell)('GET /api/user/products?search= by its word: %s', async (_name, { caller, cell }) => {
    const found = await getJson<Found>(caller, `/api/user/products?search=${cell.word}&limit=100`);
    expect(idsOf(found.products)).toEqual(rule.visible(caller, cell) ? [m.idOf(cell)] : []);
    for (const p of found.products) expectFiles(p, cell, rule.withheld(caller, cell));
  });

  it.each(byCell)('GET /api/user/products: %s', async (_name, { caller, cell }) => {
    const listed = (await newest(caller)).products.filter((p) => p.id === m.idOf(cell));
    expect(listed).toHaveLength(rule.visible(caller, cell) ? 1 : 0);
    for (const p of listed) expectFiles(p, cell, rule.withheld(caller, cell));
  });

  it.each(byCell)('GET /api/categories/products (landing): %s', async (_name, { caller, cell }) => {
    const sections = (await landing(caller)).filter((s) => s.products.some((p) => p.id === m.idOf(cell)));
    const expected = cell.categories.filter((level) => rule.visibleIn(caller, cell, level));
    expect(sorted(sections.map((s) => s.id))).toEqual(sorted(expected.map((level) => m.category[level])));
    for (const s of sections)
      expectFiles(
        s.products.find((p) => p.id === m.idOf(cell)),
        cell,
        rule.withheld(caller, cell),
      );
  });

  it.each(byCell)('GET /api/user/products/{slug}?tag= (its own tag): %s', async (_name, { caller, cell }) => {
    for (const level of cell.categories) {
      const res = await call(caller, `/api/user/products/${slugOf(level)}?tag=${m.tagOf(cell)}`);
      if (rule.categoryPermission(caller, level) === 0) {
        expect(res.statusCode, level).toBe(404);
        continue;
      }
      expect(res.statusCode, level).toBe(200);
      const { products } = res.json() as Section;
      expect(idsOf(products), level).toEqual(rule.visibleIn(caller, cell, level) ? [m.idOf(cell)] : []);
      for (const p of products) expectFiles(p, cell, rule.withheld(caller, cell));
    }
  });
});

describe('one category', () => {
  const cellsIn = (caller: Caller, level: Level) => CELLS.filter((cell) => rule.visibleIn(caller, cell, level));

  it.each(byCategory)('GET /api/products/{slug}/title: %s', async (_name, { caller, level }) => {
    const res = await call(caller, `/api/products/${slugOf(level)}/title`);
    if (rule.categoryPermission(caller, level) === 0) return expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ category_title: `Matrix ${level}`, tag_title: '' });
  });

  it.each(byCategory)('GET /api/user/products/{slug}: %s', async (_name, { caller, level }) => {
    const res = await call(caller, `/api/user/products/${slugOf(level)}?page_size=100`);
    const permission = rule.categoryPermission(caller, level);
    if (permission === 0) return expect(res.statusCode).toBe(404);
    const section = res.json() as Section;
    expect(section.category_permission).toBe(permission);
    expect(idsOf(section.products)).toEqual(sorted(cellsIn(caller, level).map(m.idOf)));
  });

  it.each(byCategory)('GET /api/user/products/{category}/tags: %s', async (_name, { caller, level }) => {
    const res = await call(caller, `/api/user/products/${slugOf(level)}/tags`);
    if (rule.categoryPermission(caller, level) === 0) return expect(res.statusCode).toBe(404);
    const tags = res.json() as { id: string }[];
    const expected = cellsIn(caller, level).flatMap((cell) =>
      m.tagsOf(cell).filter((tag) => rule.tagVisible(caller, tag.level)),
    );
    expect(sorted(tags.map((t) => t.id))).toEqual(sorted([...new Set(expected.map((tag) => tag.id))]));
  });

  it.each(byCategory)('its landing section: %s', async (_name, { caller, level }) => {
    const section = (await landing(caller)).find((s) => s.id === m.category[level]);
    const permission = rule.categoryPermission(caller, level);
    if (permission === 0) return expect(section).toBeUndefined();
    expect(section?.category_permission).toBe(permission);
    expect(idsOf(section?.products ?? [])).toEqual(sorted(cellsIn(caller, level).map(m.idOf)));
  });

  // A category that does not exist for the caller has nothing in it to find.
  it.each(byCategory)('GET /api/search?category_id=: %s', async (_name, { caller, level }) => {
    const url = `/api/search?search=matrix&limit=50&category_id=${m.category[level]}`;
    const found = await getJson<Found>(caller, url);
    const expected = CELLS.filter(
      (cell) =>
        cell.categories.includes(level) && rule.categoryPermission(caller, level) > 0 && rule.searched(caller, cell),
    );
    expect(idsOf(found.products)).toEqual(sorted(expected.map(m.idOf)));
    expect(found.count).toBe(expected.length);
  });
});

describe('the whole catalogue', () => {
  const callers = named(CALLERS, (c) => c.name);
  const visible = (caller: Caller) => CELLS.filter((cell) => rule.visible(caller, cell));

  it.each(callers)('GET /getProductCount counts what %s may see', async (_name, caller) => {
    expect(await getJson(caller, '/getProductCount')).toEqual({ count: visible(caller).length });
  });

  it.each(callers)('GET /api/user/products lists and counts what %s may see', async (_name, caller) => {
    const found = await newest(caller);
    expect(idsOf(found.products)).toEqual(sorted(visible(caller).map(m.idOf)));
    expect(found.count).toBe(visible(caller).length);
  });

  it.each(callers)('GET /api/categories/products has a section per category %s may see', async (_name, caller) => {
    const expected = LEVELS.filter((level) => rule.categoryPermission(caller, level) > 0);
    expect(sorted((await landing(caller)).map((s) => s.id))).toEqual(sorted(expected.map((l) => m.category[l])));
  });

  it.each(callers)('GET /api/search finds what %s may see, drafts never', async (_name, caller) => {
    const found = await getJson<Found>(caller, '/api/search?search=matrix&limit=50');
    const expected = CELLS.filter((cell) => rule.searched(caller, cell));
    expect(idsOf(found.products)).toEqual(sorted(expected.map(m.idOf)));
    expect(found.count).toBe(expected.length);
  });
});
