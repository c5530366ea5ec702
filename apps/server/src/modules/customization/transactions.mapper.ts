import { type ExportFormat, PreflightFindingsSchema, type Transaction } from '@stockroom/contract';
import type { FileSigner } from '../storage/file-signer';
import type { TransactionRow } from './transactions.queries';

/**
 * An export that has not moved for this long is shown as failed. Its job is taken again when its
 * process dies and given up (marked failed) after its last attempt, within minutes (decision 0037);
 * this is for an export no process works at all, such as web processes running without a worker.
 */
export const STALE_RENDER_MS = 15 * 60 * 1000;
export const STALE_RENDER_MESSAGE = 'The export stopped before it finished: try again';

/** A fresh signed address that saves the file under its own name ('' until the file is ready). */
export function downloadAddress(files: FileSigner, row: Pick<TransactionRow, 'status' | 'file_key' | 'file_name'>) {
  if (row.status !== 'ready' || !row.file_key) return '';
  const name = encodeURIComponent(row.file_name);
  return `${files.signedUrl(row.file_key).url}&download=1&filename=${name}`;
}

/** The findings as kept; a shape this version no longer reads shows none rather than failing the list. */
function preflightOf(stored: unknown) {
  const parsed = PreflightFindingsSchema.safeParse(stored);
  return parsed.success ? parsed.data : [];
}

export function toTransaction(row: TransactionRow, files: FileSigner, now = Date.now()): Transaction {
  const stale = row.status === 'rendering' && now - row.updated_at.getTime() > STALE_RENDER_MS;
  return {
    id: row.id,
    user_id: row.user_id,
    product_id: row.product_id,
    product_title: row.product_title,
    project_id: row.project_id,
    format: row.format as ExportFormat,
    print_ready: row.print_ready,
    page: row.page,
    status: stale ? 'failed' : (row.status as Transaction['status']),
    progress: Math.min(1, Math.max(0, row.progress)),
    error: stale ? STALE_RENDER_MESSAGE : row.error,
    file_name: row.file_name,
    size_bytes: row.size_bytes,
    download_url: downloadAddress(files, row),
    preflight: preflightOf(row.preflight),
    created_at: row.created_at.toISOString(),
  };
}
