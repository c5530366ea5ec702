import { campaignRoutes, type Kit } from '@stockroom/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { callRoute } from '../../../../lib/api-client';
import { customizeKeys } from '../../../customize/api/keys';
import { kitKeys } from './kit-keys';

/** How often a kit still being made is read again. */
export const KIT_POLL_MS = 1000;

/** GET /api/campaign-kits/{kit_id}: the kit's progress, and a fresh address of its ZIP once ready. */
export const fetchKit = (kitId: string, signal?: AbortSignal): Promise<Kit> =>
  callRoute(campaignRoutes.kit, { params: { kit_id: kitId } }, { signal });

/**
 * A kit, read again every second while it renders; once it settles, the lists that show it and its
 * pieces' downloads are read again. Leaving the screen stops the reading, not the render.
 */
export function useKit(kitId: string | null) {
  const queryClient = useQueryClient();
  const kit = useQuery({
    queryKey: kitKeys.kit(kitId ?? ''),
    queryFn: ({ signal }) => fetchKit(kitId ?? '', signal),
    enabled: kitId !== null,
    staleTime: KIT_POLL_MS,
    refetchInterval: (query) => (query.state.data?.status === 'rendering' ? KIT_POLL_MS : false),
    meta: { quietErrors: true },
  });
  const settled = kit.data && kit.data.status !== 'rendering';
  useEffect(() => {
    if (!settled) return;
    void queryClient.invalidateQueries({ queryKey: kitKeys.list() });
    void queryClient.invalidateQueries({ queryKey: customizeKeys.transactions() });
  }, [settled, queryClient]);
  return kit;
}
