/**
 * Insight events (DESIGN §1.10): what members do, recorded where they do it and written in batches,
 * so that no request waits on analytics (lib/batch-writer.ts, as impressions are).
 */
import type { Impression } from '@stockroom/contract';
import type { Db, EventKind } from '@stockroom/db';
import { createBatchWriter } from '../../lib/batch-writer';
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
  const writer = createBatchWriter<PendingEvent>(
    (batch) => insertEventBatch(db, batch),
    (error, lost) => log?.warn({ error: String(error), lost }, 'insight events not recorded'),
  );
  return {
    record: (event) => writer.add(pending(event, new Date())),
    flush: writer.flush,
    close: writer.close,
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
