/**
 * Downloads (DESIGN §1.7): each export is a transaction. A member reads their own; admins read
 * any; anyone else gets 404. Reading one checks the product again and signs a fresh address.
 */
import type { TransactionsQuerySchema } from '@stockroom/contract';
import type { z } from 'zod/mini';
import type { AppDeps } from '../../deps';
import { notFound } from '../../errors';
import type { Viewer } from '../access/access.service';
import { fileSignerFor } from '../storage/file-signer';
import { usableProduct } from './project-access';
import { toTransaction } from './transactions.mapper';
import { transactionRow, transactionRows } from './transactions.queries';

type TransactionDeps = Pick<AppDeps, 'database' | 'tokens'>;

export async function listTransactions(
  deps: TransactionDeps,
  viewer: Viewer,
  query: z.output<typeof TransactionsQuerySchema>,
) {
  const rows = await transactionRows(deps.database.db, viewer.userId, {
    productId: query.product_id,
    limit: query.limit,
  });
  const files = fileSignerFor(deps.tokens);
  return rows.map((row) => toTransaction(row, files));
}

export async function readTransaction(deps: TransactionDeps, viewer: Viewer, id: string) {
  const row = await transactionRow(deps.database.db, id);
  if (!row || (row.user_id !== viewer.userId && !viewer.isAdmin)) throw notFound('Download not found');
  // A member who lost access to the product loses its downloads too.
  await usableProduct(deps, viewer, row.product_id);
  return toTransaction(row, fileSignerFor(deps.tokens));
}
