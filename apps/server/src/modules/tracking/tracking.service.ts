import type { Impression } from '@stockroom/contract';
import { type Db, impressions } from '@stockroom/db';
import { createBatchWriter } from '../../lib/batch-writer';

type Row = typeof impressions.$inferInsert;

export interface ImpressionWriter {
  record(userId: string | null, impression: Impression): void;
  flush(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Impressions are buffered and written in batches (lib/batch-writer.ts), so that tracking never adds
 * a database round trip to the page that sends it.
 */
export function createImpressionWriter(db: Db, log?: { warn(obj: object, msg: string): void }): ImpressionWriter {
  const writer = createBatchWriter<Row>(
    (batch) => db.insert(impressions).values(batch),
    (error, lost) => log?.warn({ error: String(error), lost }, 'impressions not recorded'),
  );
  return {
    record(userId, i) {
      writer.add({
        user_id: userId,
        page_route: i.page_route,
        action: i.action,
        category_id: i.category_id ?? null,
        product_id: i.product_id ?? null,
        tag_id: i.tag_id ?? null,
        group_id: i.group_id ?? null,
      });
    },
    flush: writer.flush,
    close: writer.close,
  };
}
