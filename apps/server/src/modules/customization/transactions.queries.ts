import type { ExportFormat, PreflightFinding } from '@stockroom/contract';
import { type Db, products, transactions } from '@stockroom/db';
import { and, desc, eq, sql } from 'drizzle-orm';

const columns = {
  id: transactions.id,
  user_id: transactions.user_id,
  product_id: transactions.product_id,
  product_title: products.title,
  project_id: transactions.project_id,
  format: transactions.format,
  print_ready: transactions.print_ready,
  page: transactions.page,
  status: transactions.status,
  progress: transactions.progress,
  error: transactions.error,
  file_key: transactions.file_key,
  file_name: transactions.file_name,
  size_bytes: transactions.size_bytes,
  preflight: transactions.preflight,
  created_at: transactions.created_at,
  updated_at: transactions.updated_at,
};

export type TransactionRow = Awaited<ReturnType<typeof transactionRow>> & object;

export async function insertTransaction(
  db: Db,
  values: {
    user_id: string;
    product_id: string;
    project_id: string;
    format: ExportFormat;
    print_ready: boolean;
    page: number | null;
    /** The preflight's warnings, kept with the download. */
    preflight: PreflightFinding[];
    /** The campaign kit it is a file of (decision 0051). */
    kit_id?: string;
  },
) {
  const [row] = await db.insert(transactions).values(values).returning({ id: transactions.id });
  if (!row) throw new Error('transaction insert returned no row');
  return row.id;
}

export async function transactionRow(db: Db, id: string) {
  const [row] = await db
    .select(columns)
    .from(transactions)
    .innerJoin(products, eq(products.id, transactions.product_id))
    .where(eq(transactions.id, id));
  return row ?? null;
}

/** The member's downloads, newest first. */
export const transactionRows = (db: Db, userId: string, filter: { productId?: string; limit: number }) =>
  db
    .select(columns)
    .from(transactions)
    .innerJoin(products, eq(products.id, transactions.product_id))
    .where(
      and(
        eq(transactions.user_id, userId),
        filter.productId ? eq(transactions.product_id, filter.productId) : undefined,
      ),
    )
    .orderBy(desc(transactions.created_at), desc(transactions.id))
    .limit(filter.limit);

const rendering = (id: string) => and(eq(transactions.id, id), eq(transactions.status, 'rendering'));

/** Progress of a render still running; `updated_at` doubles as its heartbeat. */
export const setProgress = (db: Db, id: string, progress: number) =>
  db.update(transactions).set({ progress, updated_at: sql`now()` }).where(rendering(id));

export const markReady = (db: Db, id: string, file: { file_key: string; file_name: string; size_bytes: number }) =>
  db
    .update(transactions)
    .set({ ...file, status: 'ready', progress: 1, updated_at: sql`now()` })
    .where(rendering(id))
    .returning({ id: transactions.id });

export const markFailed = (db: Db, id: string, error: string) =>
  db.update(transactions).set({ status: 'failed', error, updated_at: sql`now()` }).where(rendering(id));
