import { campaignRoutes } from '@stockroom/contract';
import { useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../../lib/api-client';
import { KIT_POLL_MS } from './get-kit';
import { kitKeys } from './kit-keys';

/** A list is read less often than the one kit a dialog follows. */
const LIST_POLL_MS = KIT_POLL_MS * 3;

/** GET /api/campaign-kits: the member's kits, newest first; read again while any is being made. */
export function useKits() {
  return useQuery({
    queryKey: kitKeys.list(),
    queryFn: ({ signal }) => callRoute(campaignRoutes.kits, {}, { signal }),
    refetchInterval: (query) => (query.state.data?.some((kit) => kit.status === 'rendering') ? LIST_POLL_MS : false),
    meta: { quietErrors: true },
  });
}
