import { customizationRoutes, productRoutes, userRoutes } from '@stockroom/contract';
import { useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { keysUsed, requestKeys } from './keys';

/** GET /api/user: the member's own record, whose name, e-mail and phone fill a new request. */
export function useMyRecord() {
  return useQuery({
    queryKey: keysUsed.myRecord(),
    queryFn: ({ signal }) => callRoute(userRoutes.me, {}, { signal }),
    meta: { quietErrors: true },
  });
}

/** GET /api/products/{id}: the product a request is about, for its title. */
export function useRequestedProduct(id: string | null) {
  return useQuery({
    queryKey: keysUsed.product(id ?? ''),
    queryFn: ({ signal }) => callRoute(productRoutes.get, { params: { id: id ?? '' } }, { signal }),
    enabled: id !== null,
    meta: { quietErrors: true },
  });
}

/** GET /api/transaction/{transaction_id}: the customized file a direct-mail order is for. */
export function useRequestedTransaction(id: string | null) {
  return useQuery({
    queryKey: requestKeys.transaction(id ?? ''),
    queryFn: ({ signal }) =>
      callRoute(customizationRoutes.transaction, { params: { transaction_id: id ?? '' } }, { signal }),
    enabled: id !== null,
    meta: { quietErrors: true },
  });
}
