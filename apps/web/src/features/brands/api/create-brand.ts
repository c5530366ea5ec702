import { brandRoutes } from '@stockroom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { decodeBrandKeys, encodeBrandKeys } from './brand-key-swap';
import { brandKeys } from './brand-keys';

/**
 * POST /brands-api/brands with the values by key (brackets as written). A member without a brand
 * is linked to the one created, so their own record is theirs to refetch.
 */
export function useCreateBrandMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: Record<string, string>) =>
      decodeBrandKeys(await callRoute(brandRoutes.create, { body: encodeBrandKeys(values) })),
    onSuccess: (brand) => {
      queryClient.setQueryData(brandKeys.detail(brand.id), brand);
      void queryClient.invalidateQueries({ queryKey: brandKeys.lists() });
    },
  });
}
