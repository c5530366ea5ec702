/**
 * A saved brand's thumbnails as a job (decision 0043): saving the brand through the API writes a job
 * in the same transaction, the job renders the brand's template thumbnails and keeps them in
 * storage before anyone asks for them, and a job run again finds them kept and renders nothing.
 */
import { queryRows } from '@stockroom/db';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCENT_BAND_POST, templateInMemberBrand } from '../../../test/member-brand-template';
import { buildCatalogue, type Catalogue } from '../../../test/member-catalogue';
import { colourDistance, readPixels } from '../../../test/png-pixels';
import { BRAND_THUMBNAILS_JOB, sendBrandThumbnails, wakeBrandThumbnails } from './brand-thumbnails.queue';

const document = ACCENT_BAND_POST;

let c: Catalogue;
let productId: string;
let brandId: string;

beforeAll(async () => {
  c = await buildCatalogue();
  ({ productId, brandId } = await templateInMemberBrand(c, { title: 'Job post', document, brand: 'Job Fiber' }));
});
afterAll(() => c.t.close());

/** The runs of this brand's job that have finished, once none of them is left to run. */
async function finishedRuns() {
  for (;;) {
    const rows = await queryRows<{ state: string }>(
      c.db,
      sql`select state from pgboss.job where name = ${BRAND_THUMBNAILS_JOB} and data->>'brandId' = ${brandId}`,
    );
    if (rows.every((row) => row.state === 'completed' || row.state === 'failed')) return rows;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const memberThumbnail = async () => {
  const res = await c.get(`/api/products/${productId}`, c.as.yes);
  expect(res.statusCode).toBe(200);
  return res.json().thumbnail_url as string;
};
const keyOf = (address: string) => `renders/brand/${address.split('/').pop()}`;

async function keptBytes(key: string) {
  const kept = await c.t.deps.storage.open(key);
  if (!kept) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of kept.stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('rendering a saved brand’s thumbnails as a job', () => {
  it('keeps the thumbnails of a brand saved through the API before the member asks for them', async () => {
    const before = await memberThumbnail();
    const saved = await c.t.app.inject({
      method: 'PATCH',
      url: `/brands-api/brands/${brandId}`,
      headers: c.as.yes,
      payload: { accent1: '#6a1b9a' },
    });
    expect(saved.statusCode).toBe(200);
    const address = await memberThumbnail();
    expect(address).not.toBe(before);

    expect((await finishedRuns()).map((run) => run.state)).toEqual(['completed']);
    const kept = await keptBytes(keyOf(address));
    expect(kept).not.toBeNull();
    const webp = await readPixels(kept as Buffer);
    expect(colourDistance(webp.at(240, 80), '#6a1b9a')).toBeLessThanOrEqual(4);
    // The address answers with the kept picture.
    const res = await c.get(address);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(kept as Buffer)).toBe(true);
  });

  it('renders nothing again when the job runs once more', async () => {
    const key = keyOf(await memberThumbnail());
    // Stands in for the kept picture: a render would replace it.
    const marker = Buffer.from('kept before the second run');
    await c.t.deps.storage.put(key, marker);
    await c.db.transaction((tx) => sendBrandThumbnails(c.t.deps.jobs, tx, brandId));
    wakeBrandThumbnails(c.t.deps.jobs);

    expect((await finishedRuns()).map((run) => run.state)).toEqual(['completed', 'completed']);
    expect(await keptBytes(key)).toEqual(marker);
  });

  it('writes no job when the save is rolled back at its commit', async () => {
    // Refuses every change of a brand when its database transaction commits, after the job was written.
    await c.db.execute(
      sql.raw(`create function refuse_brand_at_commit() returns trigger language plpgsql as $$
        begin raise exception 'refused at commit'; end $$`),
    );
    await c.db.execute(
      sql.raw(`create constraint trigger refuse_brand_at_commit after update on brands
        deferrable initially deferred for each row execute function refuse_brand_at_commit()`),
    );
    try {
      const refused = await c.t.app.inject({
        method: 'PATCH',
        url: `/brands-api/brands/${brandId}`,
        headers: c.as.yes,
        payload: { accent1: '#00695c' },
      });
      expect(refused.statusCode).toBe(500);
    } finally {
      await c.db.execute(sql.raw('drop trigger refuse_brand_at_commit on brands'));
      await c.db.execute(sql.raw('drop function refuse_brand_at_commit()'));
    }
    expect(await finishedRuns()).toHaveLength(2);
  });
});
