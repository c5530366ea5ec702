/** Asks every panel for a scope and compares each answer with what the events add up to. */
import { categoryProviders, productCategories, products } from '@stockroom/db';
import { expect } from 'vitest';
import type { TestApp } from '../../../test/build';
import {
  type Dimension,
  expectedFunnel,
  expectedGroups,
  expectedProviders,
  expectedSearches,
  expectedSeries,
  expectedTop,
  type Filters,
  matching,
} from './analytics-expected';
import type { NewEvent } from './analytics-fixture';

const DIMENSIONS: Dimension[] = ['product', 'category', 'template', 'group'];
const TOP_MEASURES = ['product_view', 'customization', 'download', 'login'] as const;

const queryOf = (f: Filters, more: Record<string, string> = {}) =>
  new URLSearchParams({ ...(f as unknown as Record<string, string>), ...more }).toString();

/** Live, published products within the filters (catalogue as it is now) with no view in the period, oldest first. */
async function expectedUnviewed(t: TestApp, list: NewEvent[], f: Filters) {
  const db = t.database.db;
  const [all, links, providers] = await Promise.all([
    db.select().from(products),
    db.select().from(productCategories),
    db.select().from(categoryProviders),
  ]);
  const viewed = new Set(
    matching(list, { from: f.from, to: f.to, ...(f.group_id && { group_id: f.group_id }) })
      .filter((e) => e.kind === 'product_view')
      .map((e) => e.product_id),
  );
  const catsOf = (id: string) => links.filter((l) => l.product_id === id).map((l) => l.category_id);
  const provsOf = (id: string) => providers.filter((p) => catsOf(id).includes(p.category_id)).map((p) => p.provider_id);
  const rows = all
    .filter(
      (p) =>
        !p.is_draft &&
        !viewed.has(p.id) &&
        (!f.product_id || p.id === f.product_id) &&
        (!f.category_id || catsOf(p.id).includes(f.category_id)) &&
        (!f.provider_id || provsOf(p.id).includes(f.provider_id)),
    )
    .sort((a, b) => a.created_at.getTime() - b.created_at.getTime() || (a.id < b.id ? -1 : 1));
  return {
    period: { from: f.from, to: f.to },
    total: rows.length,
    products: rows.slice(0, 20).map((p) => ({ id: p.id, title: p.title, created_at: p.created_at.toISOString() })),
  };
}

/** Every panel, for each scope, answers exactly what `list` adds up to. */
export async function checkAllPanels(
  t: TestApp,
  headers: Record<string, string>,
  list: NewEvent[],
  scopes: Filters[],
  names: Map<string, string>,
) {
  const get = async (panel: string, f: Filters, more?: Record<string, string>) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/analytics/${panel}?${queryOf(f, more)}`,
      headers,
    });
    expect(res.statusCode, `${panel} ${queryOf(f, more)}: ${res.body}`).toBe(200);
    return res.json();
  };
  for (const f of scopes) {
    const label = JSON.stringify(f);
    expect(await get('funnel', f), `funnel ${label}`).toEqual(expectedFunnel(list, f));
    for (const bucket of ['day', 'week'] as const)
      expect(await get('series', f, { bucket }), `series ${bucket} ${label}`).toEqual(expectedSeries(list, f, bucket));
    expect(await get('groups', f), `groups ${label}`).toEqual(expectedGroups(list, f, names));
    for (const measure of TOP_MEASURES)
      for (const dimension of DIMENSIONS)
        expect(await get('top', f, { measure, dimension }), `top ${measure} ${dimension} ${label}`).toEqual(
          expectedTop(list, f, measure, dimension, names),
        );
    expect(await get('providers', f), `providers ${label}`).toEqual(expectedProviders(list, f, names));
    expect(await get('searches', f), `searches ${label}`).toEqual(expectedSearches(list, f));
    expect(await get('unviewed', f), `unviewed ${label}`).toEqual(await expectedUnviewed(t, list, f));
  }
}
