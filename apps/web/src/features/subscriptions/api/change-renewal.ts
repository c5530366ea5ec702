import { paymentRoutes, type Subscription } from '@stockroom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { subscriptionKeys } from './keys';

/**
 * POST /api/subscriptions/{id}/cancel or /resume: stops or restarts renewing; access lasts until
 * the paid period ends either way. The answer replaces the subscription in the member's list.
 */
export function useChangeRenewalMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, renew }: { id: string; renew: boolean }) =>
      callRoute(renew ? paymentRoutes.resume : paymentRoutes.cancel, { params: { id } }),
    onSuccess: (changed) => {
      queryClient.setQueryData<Subscription[]>(subscriptionKeys.mine(), (list) =>
        list?.map((s) => (s.id === changed.id ? changed : s)),
      );
      // The admins' lists count it differently now.
      void queryClient.invalidateQueries({ queryKey: subscriptionKeys.adminLists() });
    },
  });
}
