/**
 * A brand's catalogue thumbnails as a job (decisions 0037, 0043): whichever process works jobs
 * renders the brand's first pages of the published template products and keeps them in storage, so
 * the member's next visit reads them instead of waiting for renders. A run is idempotent: each
 * picture is stored under a name fixed by what it shows, and one already kept is found, not drawn
 * again. A run that finds the brand saved again since renders the newest version, which the later
 * save's own job then finds kept.
 */
import type { AppDeps } from '../../deps';
import { BRAND_THUMBNAILS_JOB, type BrandThumbnailsJobData } from './brand-thumbnails.queue';
import { warmBrandThumbnails } from './brand-thumbnails.warm';

export function defineBrandThumbnailsJob(deps: Pick<AppDeps, 'database' | 'storage' | 'renderer' | 'tokens' | 'jobs'>) {
  deps.jobs.define<BrandThumbnailsJobData>(BRAND_THUMBNAILS_JOB, {
    retryLimit: 2,
    // Each run renders two at once already, as many as the render pool has threads on a small machine.
    concurrency: 1,
    handler: async (data, attempt) => {
      await warmBrandThumbnails(deps, () => attempt.signal.aborted, data.brandId);
      // Given back by a stopping process: what is left is rendered when the job is taken again.
      if (attempt.signal.aborted) throw new Error('stopped before every thumbnail was rendered');
    },
  });
}
