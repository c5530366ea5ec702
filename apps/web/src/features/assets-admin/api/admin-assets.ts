import { customizationRoutes } from '@stockroom/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { type AdminAssetsListQuery, assetKeys } from './keys';

/** GET /api/assets/get-admin-customized: one page of every member's projects, by member and product. */
export function useAdminAssets(query: AdminAssetsListQuery) {
  return useQuery({
    queryKey: assetKeys.list(query),
    queryFn: ({ signal }) => callRoute(customizationRoutes.adminAssets, { query }, { signal }),
    // The previous page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}
