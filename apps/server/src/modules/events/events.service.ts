/**
 * Insight events (DESIGN §1.10): what members do, recorded where they do it and written in batches,
 * so that no request waits on analytics. A batch is flushed each second or at 200 events; a failed
 * batch is logged and dropped, as impressions are: analytics must not hurt requests.
 */
import type { Impression } from '@stockroom/contract';
import type { Db, EventKind } from '@stockroom/db';
import { insertEventBatch, type PendingEvent } from './events.queries';

/** What a caller knows of an event; groups, categories and providers are looked up when it is written. */
export interface EventInput {
  kind: EventKind;
  /** Who did it; null only on a route open to anyone. An administrator's events are not kept. */
  userId: string | null;
  productId?: string | null | undefined;
  /** A category the member looked at without a product (a category page). */
  categoryId?: string | null | undefined;
  tagId?: string | null | undefined;
  templateId?: string | null | undefined;
  pageRoute?: string | null | undefined;
  /** The query as the member typed it: stored normalized (normalizeSearchQuery). */
  searchQuery?: string | null | undefined;
  searchResults?: number | null | undefined;
}

export interface EventWriter {
  record(event: EventInput): void;
  flush(): Promise<void>;
  close(): Promise<void>;
}

const FLUSH_EVERY_MS = 1000;
const FLUSH_AT = 200;

/** Trimmed, lower-cased, each run of white space made one space: "Spring  Flyer " and "spring flyer" are one search. */
export const normalizeSearchQuery = (query: string) => query.trim().toLowerCase().replace(/\s+/g, ' ');

function pending(event: EventInput, at: Date): PendingEvent {
  return {
    kind: event.kind,
    // When it happened, not when its batch is written.
    occurred_at: at.toISOString(),
    user_id: event.userId,
    product_id: event.productId ?? null,
    category_id: event.categoryId ?? null,
    tag_id: event.tagId ?? null,
    template_id: event.templateId ?? null,
    page_route: event.pageRoute ?? null,
    search_query: event.searchQuery == null ? null : normalizeSearchQuery(event.searchQuery),
    search_results: event.searchResults ?? null,
  };
}

export function createEventWriter(db: Db, log?: { warn(obj: object, msg: string): void }): EventWriter {
  let buffer: PendingEvent[] = [];
  let writing: Promise<void> = Promise.resolve();

  const flush = () => {
    if (buffer.length === 0) return writing;
    const batch = buffer;
    buffer = [];
    writing = writing
      .then(() => insertEventBatch(db, batch))
      .then(
        () => {},
        (error) => log?.warn({ error: String(error), lost: batch.length }, 'insight events not recorded'),
      );
    return writing;
  };
  const timer = setInterval(() => void flush(), FLUSH_EVERY_MS);
  timer.unref();

  return {
    record(event) {
      buffer.push(pending(event, new Date()));
      if (buffer.length >= FLUSH_AT) void flush();
    },
    flush,
    async close() {
      clearInterval(timer);
      await flush();
    },
  };
}

/** The impression action the product page's download buttons send. */
const DOWNLOAD_ACTION = 'download';

/**
 * Every impression is an `impression` event. A product file is fetched at a signed address that
 * names no member, so the download button's impression is also the product's `download` event
 * (decision 0044); a customized export's download is recorded by the server when its file is ready.
 */
export function recordImpressionEvents(events: EventWriter, userId: string | null, impression: Impression) {
  const known = {
    userId,
    productId: impression.product_id,
    categoryId: impression.category_id,
    tagId: impression.tag_id,
    pageRoute: impression.page_route,
  };
  events.record({ kind: 'impression', ...known });
  if (impression.action === DOWNLOAD_ACTION && impression.product_id) events.record({ kind: 'download', ...known });
}
