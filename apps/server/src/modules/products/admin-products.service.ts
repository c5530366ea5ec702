import type { AdminProductsQuery } from '@stockroom/contract';
import type { AppDeps } from '../../deps';
import { adminProductPage } from './admin-products.queries';
import { shapeProducts } from './products.service';

/** GET /api/admin/products (decision 0009): the admin table's page; admins see every file. */
export async function listAdminProducts(deps: Pick<AppDeps, 'database' | 'tokens'>, query: AdminProductsQuery) {
  const { rows, count } = await adminProductPage(deps.database.db, query);
  return {
    count,
    dataset: await shapeProducts(
      deps,
      rows.map((row) => ({ row, withhold: false })),
    ),
  };
}
