import { memberCatalogueRoutes } from '@stockroom/contract';
import { useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { catalogueKeys } from './keys';

export const CATEGORY_PAGE_SIZE = 9;

/** GET /api/user/products/{slug}: one page of a category, optionally of one tag. */
export function useCategoryPage(slug: string, page: number, tag: string | undefined) {
  return useQuery({
    queryKey: catalogueKeys.categoryPage(slug, page, tag),
    queryFn: ({ signal }) =>
      callRoute(
        memberCatalogueRoutes.categoryPage,
        { params: { slug }, query: { page, page_size: CATEGORY_PAGE_SIZE, tag } },
        { signal },
      ),
    // The grid keeps the previous page on screen while the next one loads, within one category only.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === slug ? previous : undefined),
    meta: { quietErrors: true },
  });
}
