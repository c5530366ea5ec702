import { type Kit, type KitPiece, KitSchema } from '@stockroom/contract';
import { downloadAddress, STALE_RENDER_MESSAGE, STALE_RENDER_MS } from '../customization/transactions.mapper';
import type { FileSigner } from '../storage/file-signer';
import type { KitFileRow, KitWithProduct } from './kits.queries';

export const KIT_STALE_MESSAGE = 'The kit stopped before it finished: try again';

/** A file as its download shows it: one that has not moved for long is failed (transactions.mapper.ts). */
function shownFile(file: KitFileRow, now: number): KitFileRow {
  if (file.status !== 'rendering' || now - file.updated_at.getTime() <= STALE_RENDER_MS) return file;
  return { ...file, status: 'failed', error: STALE_RENDER_MESSAGE };
}

/** "the PDF", "the PNG of page 2": a file of a piece, in a message. */
export const fileLabel = (file: Pick<KitFileRow, 'format' | 'page'>) =>
  `the ${file.format.toUpperCase()}${file.page === null ? '' : ` of page ${file.page}`}`;

/** Every piece of the kit in the campaign's order: blocked, or as its downloads stand. */
export function kitPieces(row: KitWithProduct, files: KitFileRow[], now: number): KitPiece[] {
  return row.pieces.map((entry) => {
    const base = {
      project_id: entry.project_id,
      product_id: entry.product_id,
      product_title: entry.product_title,
      use: entry.use,
    };
    if (entry.blocked) return { ...base, status: 'blocked', message: entry.blocked, transaction_ids: [] };
    const own = files.filter((file) => file.project_id === entry.project_id).map((file) => shownFile(file, now));
    const failed = own.filter((file) => file.status === 'failed');
    const status = own.some((file) => file.status === 'rendering')
      ? 'rendering'
      : own.some((file) => file.status === 'ready')
        ? 'ready'
        : 'failed';
    // A piece with some files made is in the kit; the message names what is missing from it.
    const message =
      status === 'failed'
        ? (failed[0]?.error ?? '')
        : failed.map((file) => `${fileLabel(file)} could not be made: ${file.error}`).join('; ');
    return { ...base, status, message, transaction_ids: own.map((file) => file.id) };
  });
}

/** The mean of the files' progress (a finished one counts whole), short of 1 until the ZIP is stored. */
function progressOf(status: Kit['status'], files: KitFileRow[]) {
  if (status !== 'rendering') return 1;
  if (files.length === 0) return 0;
  const sum = files.reduce((total, file) => total + (file.status === 'rendering' ? file.progress : 1), 0);
  return Math.min(0.99, Math.max(0, sum / files.length));
}

/** The kit's own rows (skipped products) as kept; a shape this version no longer reads shows none. */
function skippedOf(stored: unknown) {
  const parsed = KitSchema.shape.skipped.safeParse(stored);
  return parsed.success ? parsed.data : [];
}

export function toKit(row: KitWithProduct, allFiles: KitFileRow[], files: FileSigner, now = Date.now()): Kit {
  const own = allFiles.filter((file) => file.kit_id === row.id);
  // Nothing has moved for long, the pieces' downloads nor the kit: no process works it any more.
  const lastMove = Math.max(row.updated_at.getTime(), ...own.map((file) => file.updated_at.getTime()));
  const stale = row.status === 'rendering' && now - lastMove > STALE_RENDER_MS;
  const status = stale ? 'failed' : (row.status as Kit['status']);
  return {
    id: row.id,
    campaign_project_id: row.campaign_project_id,
    product_id: row.product_id,
    product_title: row.product_title,
    status,
    progress: progressOf(status, own),
    error: stale ? KIT_STALE_MESSAGE : row.error,
    file_name: row.file_name,
    size_bytes: row.size_bytes,
    download_url: downloadAddress(files, row),
    svg: row.svg,
    pieces: kitPieces(row, own, now),
    skipped: skippedOf(row.skipped),
    created_at: row.created_at.toISOString(),
  };
}
