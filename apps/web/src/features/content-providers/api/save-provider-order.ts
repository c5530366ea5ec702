import { contentProviderRoutes } from '@stockroom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { providerKeys } from './keys';

/** PUT /api/content-providers-order with the ids comma-joined (spec §3); the list follows the new order. */
export function useSaveProviderOrderMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, providerIds }: { orderId: string; providerIds: readonly string[] }) =>
      callRoute(contentProviderRoutes.putOrder, { body: { id: orderId, content_provider_ids: providerIds.join(',') } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: providerKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: providerKeys.order() }),
      ]),
  });
}
