import { brandRoutes } from '@stockroom/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { decodeBrandKeys } from './brand-key-swap';
import { brandKeys } from './brand-keys';

export const brandQuery = (id: string) =>
  queryOptions({
    queryKey: brandKeys.detail(id),
    queryFn: async ({ signal }) => decodeBrandKeys(await callRoute(brandRoutes.get, { params: { id } }, { signal })),
  });

/** GET /brands-api/brands/{id}, its keys decoded; idle without an id. */
export function useBrand(id: string | null | undefined) {
  return useQuery({ ...brandQuery(id ?? ''), enabled: Boolean(id) });
}
