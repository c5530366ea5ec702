/**
 * The session recorder (decision 0048), a chunk of its own that only a recorded member's browser
 * loads, once the page is idle. Events are batched and sent in the background every few seconds and
 * when the page is hidden (fetch keepalive), each chunk numbered so that a retry stores nothing
 * twice. Recording must never hurt the page: nothing here throws, and it stops quietly when the
 * server refuses it.
 */
import { record } from '@rrweb/record';
import { RECORDING_CHUNK_MAX_BYTES, recordingRoutes } from '@stockroom/contract';
import { getStoredLogin } from '../../../lib/auth-tokens';
import { PRIVATE_BLOCK_SELECTOR, PRIVATE_TEXT_SELECTOR } from '../../../lib/recording-privacy';
import { APP_TYPE, APP_TYPE_HEADER } from '../../../lib/route-request';
import { getRuntimeConfig } from '../../../lib/runtime-config';
import { encodeChunks } from './chunk-encoding';

type RecordedEvent = { timestamp: number };

/** A Meta event (rrweb type 4) names the page's address: without its query, which may hold a search. */
function withoutQuery<E extends RecordedEvent>(event: E): E {
  const data = (event as { type?: number; data?: { href?: unknown } }).data;
  if ((event as { type?: number }).type !== 4 || typeof data?.href !== 'string') return event;
  const url = new URL(data.href);
  return { ...event, data: { ...data, href: `${url.origin}${url.pathname}` } };
}

export const FLUSH_EVERY_MS = 10_000;
/** A keepalive body may be at most 64 KB; larger chunks wait for the next visit to the page. */
const KEEPALIVE_MAX_BYTES = 60 * 1024;
/** Chunks waiting for the server at most: past this the recording stops rather than grow. */
const MAX_WAITING = 30;

interface Waiting {
  seq: number;
  body: string;
}

export interface RecorderOptions {
  recordingId: string;
  /** Whose recording it is: a change of login ends it. */
  username: string;
}

export function startRecorder({ recordingId, username }: RecorderOptions): () => void {
  let buffer: RecordedEvent[] = [];
  let waiting: Waiting[] = [];
  let nextSeq = 0;
  let stopped = false;
  let sending = false;
  const url = `${getRuntimeConfig().serviceUrls.main}${recordingRoutes.uploadChunk.path.replace('{id}', recordingId)}`;

  const stopRecording = record<RecordedEvent>({
    emit: (event) => {
      if (!stopped) buffer.push(withoutQuery(event));
    },
    maskAllInputs: true,
    // The document's title repeats what a page shows (a search's words): masked everywhere.
    maskTextSelector: `${PRIVATE_TEXT_SELECTOR}, title`,
    blockSelector: PRIVATE_BLOCK_SELECTOR,
    recordCanvas: false,
    // Fewer mouse and scroll events: enough to follow, small to send.
    sampling: { mousemove: 100, scroll: 150, input: 'last' },
    slimDOMOptions: 'all',
  });

  async function encodeBuffer() {
    const events = buffer;
    buffer = [];
    for (const chunk of await encodeChunks(events, RECORDING_CHUNK_MAX_BYTES)) {
      const { bytes: _bytes, ...fields } = chunk;
      waiting.push({ seq: nextSeq, body: JSON.stringify({ seq: nextSeq, ...fields }) });
      nextSeq++;
    }
    if (waiting.length > MAX_WAITING) stop();
  }

  async function send(item: Waiting, keepalive: boolean) {
    const login = getStoredLogin();
    if (!login || login.username !== username) {
      stop();
      return false;
    }
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${login.accessToken}`,
        [APP_TYPE_HEADER]: APP_TYPE,
      },
      body: item.body,
      keepalive: keepalive && item.body.length <= KEEPALIVE_MAX_BYTES,
    });
    // Refused for good (recording turned off, an admin, a bad chunk): stop, as retrying cannot help.
    if (response.status === 400 || response.status === 403 || response.status === 404) stop();
    return response.ok;
  }

  /** Encodes what was recorded and sends what waits, oldest first; a failure waits for the next flush. */
  async function flush(keepalive = false) {
    if (sending && !keepalive) return;
    sending = true;
    try {
      await encodeBuffer();
      while (waiting.length > 0 && !stopped) {
        const item = waiting[0] as Waiting;
        if (!(await send(item, keepalive))) break;
        waiting = waiting.filter((w) => w.seq !== item.seq);
      }
    } catch {
      // The network or the compression failed: the chunks wait for the next flush.
    } finally {
      sending = false;
    }
  }

  const timer = setInterval(() => void flush(), FLUSH_EVERY_MS);
  const onHidden = () => {
    if (document.visibilityState === 'hidden') void flush(true);
  };
  const onPageHide = () => void flush(true);
  document.addEventListener('visibilitychange', onHidden);
  window.addEventListener('pagehide', onPageHide);

  function stop() {
    if (stopped) return;
    stopped = true;
    stopRecording?.();
    clearInterval(timer);
    document.removeEventListener('visibilitychange', onHidden);
    window.removeEventListener('pagehide', onPageHide);
  }
  return () => {
    // What was recorded so far is still sent before the recorder lets go.
    void flush().finally(stop);
  };
}
