import type { Impression } from '@stockroom/contract';
import { type Db, impressions } from '@stockroom/db';

type Row = typeof impressions.$inferInsert;

export interface ImpressionWriter {
  record(userId: string | null, impression: Impression): void;
  flush(): Promise<void>;
  close(): Promise<void>;
}

const FLUSH_EVERY_MS = 1000;
const FLUSH_AT = 200;

/**
 * Impressions are buffered and written in batches, so that tracking never adds a database round trip
 * to the page that sends it. A failed batch is logged and dropped: analytics must not hurt requests.
 */
export function createImpressionWriter(db: Db, log?: { warn(obj: object, msg: string): void }): ImpressionWriter {
  let buffer: Row[] = [];
  let writing: Promise<void> = Promise.resolve();

  const flush = () => {
    if (buffer.length === 0) return writing;
    const batch = buffer;
    buffer = [];
    writing = writing
      .then(() => db.insert(impressions).values(batch))
      .then(
        () => {},
        (error) => log?.warn({ error: String(error), lost: batch.length }, 'impressions not recorded'),
      );
    return writing;
  };
  const timer = setInterval(() => void flush(), FLUSH_EVERY_MS);
  timer.unref();

  return {
    record(userId, i) {
      buffer.push({
        user_id: userId,
        page_route: i.page_route,
        action: i.action,
        category_id: i.category_id ?? null,
        product_id: i.product_id ?? null,
        tag_id: i.tag_id ?? null,
        group_id: i.group_id ?? null,
      });
      if (buffer.length >= FLUSH_AT) void flush();
    },
    flush,
    async close() {
      clearInterval(timer);
      await flush();
    },
  };
}
