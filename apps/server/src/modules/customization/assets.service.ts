/**
 * Customized assets (spec §2 /user-assets, §7): a member's projects, and every member's for admins,
 * each with a thumbnail address in its current colours (rendered when first asked, never here).
 */
import type { AdminAssetsQuerySchema } from '@stockroom/contract';
import type { z } from 'zod/mini';
import type { AppDeps } from '../../deps';
import type { Viewer } from '../access/access.service';
import { toProjectSummary } from './projects.mapper';
import { countProjects, projectSummaryRows } from './projects.queries';

type AssetDeps = Pick<AppDeps, 'database' | 'tokens'>;

/** GET /api/projects: the member's own projects, most recently changed first. */
export async function listProjects(deps: AssetDeps, viewer: Viewer) {
  const rows = await projectSummaryRows(deps.database.db, { userId: viewer.userId });
  return rows.map((row) => toProjectSummary(deps, row));
}

/** GET /api/assets/get-admin-customized: every member's projects a page at a time, by member and product. */
export async function adminAssets(deps: AssetDeps, query: z.output<typeof AdminAssetsQuerySchema>) {
  const db = deps.database.db;
  const filter = { userId: query.user_id, productId: query.product_id };
  const [count, rows] = await Promise.all([
    countProjects(db, filter),
    projectSummaryRows(db, filter, { limit: query.page_size, offset: (query.page - 1) * query.page_size }),
  ]);
  return { count, dataset: rows.map((row) => toProjectSummary(deps, row)) };
}
