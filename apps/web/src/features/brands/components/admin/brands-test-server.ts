/** A brands service played in the tests of the admin screens: pages by cursor, as the server does. */
import type { Brand } from '@stockroom/contract';
import { jsonResponse, type SeenRequest, stubFetch } from '../../../../test/fetch-stub';
import { FIELDS, SECTIONS } from '../brand-form/brand-form-test-data';

export const NORTHWIND = '20000000-0000-4000-8000-000000000001';
export const MEMBER_ID = '30000000-0000-4000-8000-000000000001';

const times = { created_at: '2026-01-01T00:00:00.000Z', updated_at: '2026-03-02T10:00:00.000Z' };

/** Brand number n (1-based); the first is Northwind Fiber with a bracketed key as the server keeps it. */
export const brandRow = (n: number): Brand =>
  n === 1
    ? {
        id: NORTHWIND,
        ...times,
        name: 'Northwind Fiber',
        logo: '/files/brand-images/11111111-1111-4111-8111-111111111111.png',
        website: 'https://northwind.example',
        contact__lbracket__phone__rbracket__: '+1 555 010 0200',
      }
    : { id: `20000000-0000-4000-8000-${String(n).padStart(12, '0')}`, ...times, name: `Brand ${n}` };

export const member = {
  id: MEMBER_ID,
  username: 'nina',
  first_name: 'Nina',
  last_name: 'North',
  email_address: 'nina@example.com',
  membership_status: 1,
  groups: [],
  is_admin: false,
  brand_id: NORTHWIND,
  brand_name: 'Northwind Fiber',
};

interface ServerOptions {
  /** Brands in the list, by name; 25 by default. */
  count?: number;
  /** Answers writes (POST, PATCH, DELETE); by default echoes a brand. */
  write?: (request: SeenRequest) => Response;
  /** Answers reads of the list before the brands server does; for failures. */
  list?: (request: SeenRequest) => Response | undefined;
}

export function brandsServer({ count = 25, write, list }: ServerOptions = {}) {
  const all = Array.from({ length: count }, (_, index) => brandRow(index + 1));
  return stubFetch((request) => {
    const { pathname, searchParams } = request.url;
    if (request.method !== 'GET')
      return write?.(request) ?? jsonResponse(200, { ...brandRow(1), ...(request.body as object) });
    if (pathname === '/brands-api/fields') return jsonResponse(200, FIELDS);
    if (pathname === '/brands-api/sections') return jsonResponse(200, SECTIONS);
    if (pathname === '/api/users') return jsonResponse(200, { count: 1, dataset: [member] });
    if (pathname === `/brands-api/brands/${NORTHWIND}`) return jsonResponse(200, brandRow(1));
    if (pathname === '/brands-api/brands') {
      const failed = list?.(request);
      if (failed) return failed;
      const search = (searchParams.get('$search') ?? '').toLowerCase();
      const limit = Number(searchParams.get('$limit') ?? 20);
      const from = Number(searchParams.get('$startKey')?.replace('after-', '') ?? 0);
      const matching = all.filter((brand) => String(brand.name).toLowerCase().includes(search));
      const data = matching.slice(from, from + limit);
      const next = from + limit < matching.length ? `after-${from + limit}` : null;
      return jsonResponse(200, { total: matching.length, limit, startKey: next, data });
    }
    return jsonResponse(404, { message: 'Not found', code: 'not_found' });
  });
}

export const brandListCalls = (seen: SeenRequest[]) => seen.filter((r) => r.url.pathname === '/brands-api/brands');
