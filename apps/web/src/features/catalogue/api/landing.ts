import { memberCatalogueRoutes } from '@stockroom/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { catalogueKeys } from './keys';

/** Cards shown per landing section. */
export const LANDING_CARDS = 3;
// One more than is shown: total_pages counts pages of 9, so it cannot tell 3 products from 4.
const LANDING_LIMIT = LANDING_CARDS + 1;

const landingQuery = () =>
  queryOptions({
    queryKey: catalogueKeys.landing(LANDING_LIMIT),
    queryFn: ({ signal }) => callRoute(memberCatalogueRoutes.landing, { query: { limit: LANDING_LIMIT } }, { signal }),
    meta: { quietErrors: true },
  });

/** GET /api/categories/products: one section per category the member may see. */
export function useLandingSections() {
  return useQuery(landingQuery());
}
