import { systemRoutes } from '@stockroom/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';

export interface OutboxFilter {
  to: string;
  limit: number;
}

/** Query keys of the mail outbox, one entry per filter. */
export const outboxKeys = {
  all: ['outbox'] as const,
  list: (filter: OutboxFilter) => [...outboxKeys.all, filter] as const,
};

const outboxQuery = (filter: OutboxFilter) =>
  queryOptions({
    queryKey: outboxKeys.list(filter),
    queryFn: ({ signal }) => callRoute(systemRoutes.outbox, { query: filter }, { signal }),
    // New mail is what a developer waits for here; never serve it stale.
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

/** GET /api/admin/outbox: the newest messages first. */
export function useOutbox(filter: OutboxFilter) {
  return useQuery(outboxQuery(filter));
}
