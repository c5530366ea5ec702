import { sandboxCheckoutRoutes } from '@stockroom/contract';
import { useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { checkoutKeys } from './keys';

/** GET /api/sandbox-checkout/{session_id}: the checkout as its page shows it (no token). */
export function useSandboxCheckout(sessionId: string) {
  return useQuery({
    queryKey: checkoutKeys.session(sessionId),
    queryFn: ({ signal }) => callRoute(sandboxCheckoutRoutes.get, { params: { session_id: sessionId } }, { signal }),
    // The page shows its own error states (an unknown session is a page of its own).
    meta: { quietErrors: true },
  });
}
