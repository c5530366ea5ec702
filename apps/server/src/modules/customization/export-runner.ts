/**
 * Runs exports after their request has been answered (the member reads the transaction for its
 * progress), and keeps count of them, so that closing the app lets them finish, or marks the ones
 * still running as failed rather than leaving them to look stuck.
 */
import type { AppDeps } from '../../deps';
import type { RenderRequest } from '../rendering/renderer';
import { markFailed, markReady, setProgress } from './transactions.queries';

type RunnerDeps = Pick<AppDeps, 'database' | 'storage' | 'renderer'>;
type Log = { error(obj: object, msg: string): void };

/** Progress is written at most this often: a many-page PDF must not write a row per page. */
const PROGRESS_EVERY_MS = 250;
export const RENDER_FAILED_MESSAGE = 'The file could not be made: try again, and tell us if it keeps failing';
export const CLOSED_MESSAGE = 'The server restarted before the export finished: try again';

export interface ExportJob {
  transactionId: string;
  request: RenderRequest;
  /** The file's name without its extension. */
  baseName: string;
}

export interface ExportRunner {
  start(job: ExportJob): void;
  /** Waits up to `graceMs` for running exports; those still running are marked failed. */
  close(graceMs: number): Promise<void>;
}

export function createExportRunner(deps: RunnerDeps, log: Log): ExportRunner {
  const db = deps.database.db;
  const running = new Map<string, Promise<void>>();
  let closed = false;

  async function run({ transactionId: id, request, baseName }: ExportJob) {
    let lastWrite = 0;
    let writes = Promise.resolve();
    const onProgress = (done: number, total: number) => {
      const now = Date.now();
      if (closed || total <= 0 || now - lastWrite < PROGRESS_EVERY_MS) return;
      lastWrite = now;
      const progress = Math.min(0.99, done / total);
      writes = writes
        .then(() => setProgress(db, id, progress))
        .then(
          () => undefined,
          () => undefined,
        );
    };
    try {
      const result = await deps.renderer.render(request, onProgress);
      await writes;
      if (closed) return;
      const key = `exports/${id}.${result.extension}`;
      await deps.storage.put(key, Buffer.from(result.bytes));
      await markReady(db, id, {
        file_key: key,
        file_name: `${baseName}.${result.extension}`,
        size_bytes: result.bytes.byteLength,
      });
    } catch (error) {
      if (closed) return;
      log.error({ err: error, transaction: id }, 'export failed');
      await markFailed(db, id, RENDER_FAILED_MESSAGE).catch((e) =>
        log.error({ err: e }, 'could not mark export failed'),
      );
    }
  }

  return {
    start(job) {
      const done = run(job).finally(() => running.delete(job.transactionId));
      running.set(job.transactionId, done);
    },
    async close(graceMs) {
      let timer: NodeJS.Timeout | undefined;
      const outOfTime = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, graceMs);
      });
      await Promise.race([Promise.all(running.values()), outOfTime]);
      clearTimeout(timer);
      closed = true;
      const left = [...running.keys()];
      await Promise.all(left.map((id) => markFailed(db, id, CLOSED_MESSAGE).catch(() => undefined)));
    },
  };
}
