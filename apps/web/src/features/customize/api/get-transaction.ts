import { customizationRoutes, type Transaction } from '@stockroom/contract';
import { callRoute } from '../../../lib/api-client';

/** GET /api/transaction/{transaction_id}: a download with a fresh signed address. */
export const fetchTransaction = (transactionId: string, signal?: AbortSignal): Promise<Transaction> =>
  callRoute(customizationRoutes.transaction, { params: { transaction_id: transactionId } }, { signal });
