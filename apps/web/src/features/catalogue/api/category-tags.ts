import { memberCatalogueRoutes } from '@stockroom/contract';
import { useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { catalogueKeys } from './keys';

/** GET /api/user/products/{category}/tags: the tags of the category's visible products. */
export function useCategoryTags(slug: string) {
  return useQuery({
    queryKey: catalogueKeys.categoryTags(slug),
    queryFn: ({ signal }) => callRoute(memberCatalogueRoutes.categoryTags, { params: { category: slug } }, { signal }),
    meta: { quietErrors: true },
  });
}
