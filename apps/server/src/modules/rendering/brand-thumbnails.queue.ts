/**
 * What a saved brand asks for (decision 0043): a job, written in the transaction that saves it,
 * that renders its catalogue thumbnails before a member asks for them (brand-thumbnails.job.ts).
 */
import type { Db } from '@stockroom/db';
import type { JobQueue } from '../jobs/job-queue';

export const BRAND_THUMBNAILS_JOB = 'brand-thumbnails';
export interface BrandThumbnailsJobData {
  brandId: string;
}

/**
 * Inside the saving transaction. Before the queue has started (the demo seeded at start) nothing is
 * sent: the warm-up at start and the first request render those.
 */
export async function sendBrandThumbnails(jobs: JobQueue, tx: Db, brandId: string) {
  if (!jobs.started()) return;
  await jobs.send<BrandThumbnailsJobData>(tx, BRAND_THUMBNAILS_JOB, { brandId });
}

/** After the commit: this process's idle worker starts on it at once. */
export const wakeBrandThumbnails = (jobs: JobQueue) => jobs.wake(BRAND_THUMBNAILS_JOB);
