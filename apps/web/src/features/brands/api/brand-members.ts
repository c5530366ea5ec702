import { userRoutes } from '@stockroom/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { usersKeysUsed } from './admin-cache';

/** Members shown on a brand's page; a brand with more links to the users screen for the rest. */
export const BRAND_MEMBERS_SHOWN = 50;

export const brandMembersQuery = (brandId: string) =>
  queryOptions({
    queryKey: usersKeysUsed.byBrand(brandId),
    queryFn: ({ signal }) =>
      callRoute(
        userRoutes.listUsers,
        { query: { brand_id: brandId, page: 1, page_size: BRAND_MEMBERS_SHOWN, search: '' } },
        { signal },
      ),
  });

/** GET /api/users?brand_id=…: the members linked to a brand. */
export function useBrandMembers(brandId: string) {
  return useQuery(brandMembersQuery(brandId));
}
