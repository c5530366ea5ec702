import { BRAND_NAME_KEY, brandRoutes } from '@stockroom/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { brandKeysUsed } from './user-keys';

/** Brands offered at a time: the picker narrows them by what is typed. */
export const BRAND_OPTIONS_SHOWN = 20;

export interface BrandOption {
  id: string;
  name: string;
}

const brandOptionsQuery = (search: string) =>
  queryOptions({
    queryKey: brandKeysUsed.list(search, null, BRAND_OPTIONS_SHOWN),
    queryFn: ({ signal }) =>
      callRoute(brandRoutes.list, { query: { $search: search, $limit: BRAND_OPTIONS_SHOWN } }, { signal }),
    select: (page): BrandOption[] =>
      page.data.map((brand) => ({ id: brand.id, name: brand[BRAND_NAME_KEY] || 'Unnamed brand' })),
    placeholderData: keepPreviousData,
  });

/** GET /brands-api/brands?$search: the first brands by name matching what was typed, for the picker. */
export function useBrandOptions(search: string) {
  return useQuery(brandOptionsQuery(search));
}
