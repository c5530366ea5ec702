import { brandSectionRoutes } from '@stockroom/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { brandSectionKeys } from './brand-keys';

export const brandSectionsQuery = () =>
  queryOptions({
    queryKey: brandSectionKeys.lists(),
    queryFn: ({ signal }) => callRoute(brandSectionRoutes.list, {}, { signal }),
  });

/** GET /brands-api/sections: the sections of the brand form in display order. */
export function useBrandSections() {
  return useQuery(brandSectionsQuery());
}
