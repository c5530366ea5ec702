/**
 * A kit's ZIP as a job (decisions 0037, 0051). Each file of a kit is an ordinary export job; when
 * one settles (ready or failed) it asks for this job. A run that finds a file still rendering does
 * nothing (that file's end asks again); one that finds them all settled stores the ZIP beside and
 * renamed, under the kit's own key, and marks the kit ready. Runs are idempotent and a retry
 * builds the same bytes, so a run that died half way is simply run again.
 */
import type { AppDeps } from '../../deps';
import type { ExportJobData } from '../customization/export-job';
import type { JobAttempt } from '../jobs/job-queue';
import { buildKitArchive } from './kit-archive';
import { kitFileRows, kitRow, markKitFailed, markKitReady } from './kits.queries';

type JobDeps = Pick<AppDeps, 'database' | 'storage' | 'jobs'>;
type Log = { info(obj: object, msg: string): void };

export const KIT_ZIP_JOB = 'kit-zip';
export const KIT_NOTHING_MADE_MESSAGE =
  "None of the kit's files could be made: try again, and tell us if it keeps failing";
export const KIT_ZIP_FAILED_MESSAGE = "The kit's ZIP could not be made: try again, and tell us if it keeps failing";

export interface KitZipJobData {
  kitId: string;
}

/**
 * `fiber-launch-kit.zip`; a campaign whose name says "kit" already is not called `…-kit-kit.zip`. A
 * download name is a slug and an extension (DOWNLOAD_FILE_NAME): a long campaign slug is cut.
 */
export function kitFileName(slug: string) {
  const base = slug.slice(0, 140).replace(/-+$/, '') || 'campaign';
  return /(^|-)kit$/.test(base) ? `${base}.zip` : `${base}-kit.zip`;
}

export function defineKitZipJob(deps: JobDeps, log: Log) {
  deps.jobs.define<KitZipJobData>(KIT_ZIP_JOB, {
    retryLimit: 3,
    concurrency: 1,
    handler: (data, attempt) => runKitZip(deps, log, data.kitId, attempt),
    onGiveUp: async (data) => {
      await markKitFailed(deps.database.db, data.kitId, KIT_ZIP_FAILED_MESSAGE);
    },
  });
}

/**
 * For the export job: once a download has settled, its kit's ZIP may be due. Asked for at least
 * once per file (a retried export asks again), which the job's idempotence makes harmless.
 */
export function kitFileSettled(deps: Pick<AppDeps, 'database' | 'jobs'>) {
  return async ({ kitId }: ExportJobData) => {
    if (!kitId) return;
    await deps.jobs.send<KitZipJobData>(deps.database.db, KIT_ZIP_JOB, { kitId });
    deps.jobs.wake(KIT_ZIP_JOB);
  };
}

async function runKitZip(deps: JobDeps, log: Log, kitId: string, attempt: JobAttempt) {
  const db = deps.database.db;
  const kit = await kitRow(db, kitId);
  if (kit?.status !== 'rendering') return;
  const files = await kitFileRows(db, [kitId]);
  if (files.some((file) => file.status === 'rendering')) return;
  log.info({ kit: kitId, attempt: attempt.retryCount }, 'kit zipping');
  const zip = await buildKitArchive(deps.storage, kit, files);
  if (!zip) {
    await markKitFailed(db, kitId, KIT_NOTHING_MADE_MESSAGE);
    return;
  }
  if (attempt.signal.aborted) throw new Error('stopped before the kit was stored');
  const key = `kits/${kitId}.zip`;
  await deps.storage.put(key, Buffer.from(zip.buffer, zip.byteOffset, zip.byteLength));
  // Matches nothing when another run marked it ready first: its file was the same bytes.
  await markKitReady(db, kitId, {
    file_key: key,
    file_name: kitFileName(kit.product_slug),
    size_bytes: zip.byteLength,
  });
}
