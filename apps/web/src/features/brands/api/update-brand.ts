import { brandRoutes } from '@stockroom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { usersKeysUsed } from './admin-cache';
import { decodeBrandKeys, encodeBrandKeys } from './brand-key-swap';
import { brandKeys } from './brand-keys';

export interface BrandUpdate {
  id: string;
  /** The keys to change, brackets as written; null removes the key. */
  patch: Record<string, string | null>;
}

/**
 * PATCH /brands-api/brands/{id}: merges the keys sent; the answer becomes the brand's cached detail.
 * The users table shows each member's brand name, so it is refreshed too, whoever renamed the brand.
 */
export function useUpdateBrandMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, patch }: BrandUpdate) =>
      decodeBrandKeys(await callRoute(brandRoutes.update, { params: { id }, body: encodeBrandKeys(patch) })),
    onSuccess: (brand) => {
      queryClient.setQueryData(brandKeys.detail(brand.id), brand);
      void queryClient.invalidateQueries({ queryKey: brandKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: usersKeysUsed.lists });
    },
  });
}
