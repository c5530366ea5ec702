import { memberCatalogueRoutes } from '@stockroom/contract';
import { useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { catalogueKeys } from './keys';

/** GET /api/products/{slug}/title; a 404 means the category is not visible to the member. */
export function useCategoryTitle(slug: string) {
  return useQuery({
    queryKey: catalogueKeys.categoryTitle(slug),
    queryFn: ({ signal }) => callRoute(memberCatalogueRoutes.categoryTitle, { params: { slug } }, { signal }),
    meta: { quietErrors: true },
  });
}
