import { customizationRoutes } from '@stockroom/contract';
import { useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { customizeKeys } from './keys';

/** GET /api/transaction/user: the member's downloads, newest first. */
export function useTransactions() {
  return useQuery({
    queryKey: customizeKeys.transactions(),
    queryFn: ({ signal }) => callRoute(customizationRoutes.transactions, { query: { limit: 100 } }, { signal }),
    meta: { quietErrors: true },
  });
}
