/**
 * An export as a job (decision 0037). The request writes the transaction and this job in one
 * database transaction; whichever process works jobs renders it and marks it ready, and the member
 * reads the transaction for its progress as before. A run is idempotent: one that finds the export
 * finished does nothing, and one that finds it half done starts over. Every attempt stores its file
 * under the same key, written beside and renamed: a later attempt replaces what an earlier one left,
 * and no reader sees half a file.
 */
import type { ExportRequest, ProjectValues } from '@stockroom/contract';
import type { AppDeps } from '../../deps';
import type { JobAttempt } from '../jobs/job-queue';
import { inlinedPhotos } from '../photos/photos.service';
import { inlineLogo } from '../rendering/logo';
import type { RenderResult } from '../rendering/renderer';
import { exportBaseName, renderRequestFor } from './export-request';
import { documentOf } from './projects.mapper';
import { anyTemplate } from './templates-lookup.queries';
import { markFailed, markReady, setProgress, transactionRow } from './transactions.queries';

type JobDeps = Pick<AppDeps, 'database' | 'storage' | 'renderer' | 'jobs' | 'events'>;
type Log = { error(obj: object, msg: string): void; info(obj: object, msg: string): void };

export const EXPORT_JOB = 'export';
/** Progress is written at most this often: a many-page PDF must not write a row per page. */
const PROGRESS_EVERY_MS = 250;
export const RENDER_FAILED_MESSAGE = 'The file could not be made: try again, and tell us if it keeps failing';

/** What a worker needs to render an export: the values as they were when it was asked for. */
export interface ExportJobData {
  transactionId: string;
  userId: string;
  templateId: string;
  productSlug: string;
  productTitle: string;
  request: ExportRequest;
  values: ProjectValues;
  /** The campaign kit the export is a file of (decision 0051). */
  kitId?: string;
}

/**
 * Told that an export has settled (ready or failed), at least once: a retry of a finished export
 * tells again. For work that waits on exports without this module knowing it, such as a campaign
 * kit's ZIP (decision 0051).
 */
export type ExportSettled = (data: ExportJobData) => Promise<void>;

export function defineExportJob(deps: JobDeps, log: Log, onSettled: ExportSettled = async () => {}) {
  const db = deps.database.db;
  deps.jobs.define<ExportJobData>(EXPORT_JOB, {
    retryLimit: 3,
    // The render pool has a thread per core; more renders at once would only wait inside it.
    concurrency: 2,
    // A run that returns has left the export ready or failed (or found it so).
    handler: async (data, attempt) => {
      await runExport(deps, log, data, attempt);
      await onSettled(data);
    },
    // Every attempt failed (their processes died, or storage kept refusing): the member is told.
    onGiveUp: async (data) => {
      await markFailed(db, data.transactionId, RENDER_FAILED_MESSAGE);
      await onSettled(data);
    },
  });
}

async function runExport(deps: JobDeps, log: Log, data: ExportJobData, attempt: JobAttempt) {
  const db = deps.database.db;
  const id = data.transactionId;
  const row = await transactionRow(db, id);
  if (row?.status !== 'rendering') return;
  const template = await anyTemplate(db, data.templateId);
  if (!template) {
    await markFailed(db, id, RENDER_FAILED_MESSAGE);
    return;
  }
  // Which process renders which export, and on which attempt: the trail when one dies with its process.
  log.info({ transaction: id, attempt: attempt.retryCount }, 'export rendering');
  const document = documentOf(template);
  const { logo } = await inlineLogo(deps, data.values);
  const slotPhotos = await inlinedPhotos(deps, data.userId, data.values.photos ?? {}, 'print');
  const request = renderRequestFor(data.request, document, { ...data.values, slotPhotos }, logo, data.productTitle);
  await setProgress(db, id, 0);

  let result: RenderResult;
  const progress = progressWriter(deps, id, attempt.signal);
  try {
    result = await deps.renderer.render(request, progress.onProgress);
  } catch (error) {
    // Stopped with its process: another process takes the job again.
    if (attempt.signal.aborted) throw error;
    // A render that failed fails the same way next time: the member is told at once.
    log.error({ err: error, transaction: id }, 'export failed');
    await progress.settled();
    await markFailed(db, id, RENDER_FAILED_MESSAGE);
    return;
  }
  await progress.settled();
  if (attempt.signal.aborted) throw new Error('stopped before the export was stored');

  const key = `exports/${id}.${result.extension}`;
  await deps.storage.put(key, Buffer.from(result.bytes));
  const baseName = exportBaseName(data.productSlug, data.request, document.pages.length);
  // Matches nothing when another attempt marked it ready first; the file is as good as its own.
  const marked = await markReady(db, id, {
    file_key: key,
    file_name: `${baseName}.${result.extension}`,
    size_bytes: result.bytes.byteLength,
  });
  // The member's download exists from now on; the attempt that made it ready counts it, once.
  if (marked.length > 0) {
    deps.events.record({
      kind: 'download',
      userId: data.userId,
      productId: row.product_id,
      templateId: data.templateId,
    });
  }
}

/** Writes a render's progress now and then, never after its job was given up by a stopping process. */
function progressWriter(deps: JobDeps, id: string, signal: AbortSignal) {
  let lastWrite = 0;
  let writes = Promise.resolve();
  return {
    onProgress(done: number, total: number) {
      const now = Date.now();
      if (signal.aborted || total <= 0 || now - lastWrite < PROGRESS_EVERY_MS) return;
      lastWrite = now;
      const progress = Math.min(0.99, done / total);
      writes = writes
        .then(() => setProgress(deps.database.db, id, progress))
        .then(
          () => undefined,
          () => undefined,
        );
    },
    settled: () => writes,
  };
}
