/**
 * What a member's first visit after a start would otherwise wait for: the catalogue's template
 * thumbnails in the members' brands. Each is rendered by the first request for its address
 * (thumbnails.render.ts), several hundred milliseconds apiece on a worker pool that starts cold, so
 * a freshly started server kept the first visit to /products waiting seconds for its pictures.
 * Rendered here at start, before the server listens for as long as `WARM_BEFORE_LISTEN_MS` allows,
 * then in the background; a render kept from an earlier run is only found again, so a restart
 * costs a few reads.
 */
import { renderSizeAddress } from '@stockroom/contract';
import { brands, products, templates, users } from '@stockroom/db';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { AppDeps } from '../../deps';
import { openThumbnail } from './thumbnails.render';
import { brandThumbnailAddress } from './thumbnails.service';

type WarmDeps = Pick<AppDeps, 'database' | 'storage' | 'renderer' | 'tokens'>;

/** Enough for every demo brand and a good many real ones; the rest render on their first request. */
const MAX_RENDERS = 400;

/** Every live brand a member uses (or only `brandId`), with each template a published template product shows. */
function brandTemplatePairs(deps: WarmDeps, brandId?: string) {
  return deps.database.db
    .selectDistinct({
      brand_id: brands.id,
      brand_updated_at: brands.updated_at,
      template_id: templates.id,
      version: templates.version,
    })
    .from(brands)
    .innerJoin(users, and(eq(users.brand_id, brands.id), isNull(users.deleted_at)))
    .innerJoin(products, and(eq(products.product_type, 'template'), eq(products.is_draft, false)))
    .innerJoin(
      templates,
      and(
        eq(sql`lower(${products.design_huddle_template_id})`, sql`${templates.id}::text`),
        isNull(templates.deleted_at),
      ),
    )
    .where(and(isNull(brands.deleted_at), brandId ? eq(brands.id, brandId) : undefined))
    .orderBy(desc(brands.updated_at), templates.id)
    .limit(MAX_RENDERS);
}

/** As many as the render pool's threads on a small machine. */
const AT_ONCE = 2;

/**
 * Renders the brand thumbnails not kept yet, of every brand or of `brandId` only (its job, see
 * brand-thumbnails.job.ts); stops early when `stopped()` says the server is closing.
 */
export async function warmBrandThumbnails(deps: WarmDeps, stopped: () => boolean = () => false, brandId?: string) {
  const pairs = await brandTemplatePairs(deps, brandId);
  let next = 0;
  let found = 0;
  const worker = async () => {
    while (!stopped() && next < pairs.length) {
      const pair = pairs[next++]!;
      const address = brandThumbnailAddress(
        deps,
        { id: pair.template_id, version: pair.version },
        { id: pair.brand_id, updated_at: pair.brand_updated_at },
      );
      // The card's sizes are what a catalogue page loads; the render's own size, what a product's page does.
      const names = [renderSizeAddress(address, 'card'), renderSizeAddress(address, 'card2x'), address];
      let kept = true;
      for (const name of names) {
        const file = await openThumbnail(deps, 'brand', name!.slice('/renders/brand/'.length)).catch(() => null);
        file?.stream.destroy();
        kept &&= file !== null;
      }
      if (kept) found++;
    }
  };
  await Promise.all(Array.from({ length: AT_ONCE }, worker));
  return found;
}

/** How long a start may wait for the thumbnails before it listens; the rest render in the background. */
export const WARM_BEFORE_LISTEN_MS = 30_000;

/** Starts the warm-up and resolves once it is done or `waitMs` has passed, whichever comes first. */
export async function warmBrandThumbnailsFor(deps: WarmDeps, waitMs: number, stopped: () => boolean) {
  const started = Date.now();
  const warm = warmBrandThumbnails(deps, stopped).then(
    (count) => ({ count, ms: Date.now() - started }),
    () => null,
  );
  let timer: NodeJS.Timeout | undefined;
  const waited = new Promise<'later'>((resolve) => {
    timer = setTimeout(() => resolve('later'), waitMs);
  });
  const first = await Promise.race([warm, waited]);
  clearTimeout(timer);
  return first;
}
