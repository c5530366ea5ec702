/**
 * A chunk on the wire (decision 0048): a JSON array of rrweb events, gzipped with the browser's own
 * CompressionStream (no compression library in the recorder's code), base64 in a JSON body.
 */

/** Whether this browser can compress chunks; without it nothing is recorded. */
export const canCompress = () => typeof CompressionStream === 'function';

export async function gzipText(text: string): Promise<Uint8Array> {
  const body = new Response(text).body;
  if (!body) throw new Error('no body to compress');
  const stream = body.pipeThrough(new CompressionStream('gzip'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  // Spread in slices: one call with a long argument list overflows the stack.
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

export interface EncodedChunk {
  first_event_at: number;
  last_event_at: number;
  data: string;
  bytes: number;
}

/**
 * Encodes events into chunks no larger than `maxBytes` compressed: a batch that compresses larger
 * is halved until it fits; a single event that does not fit is dropped (a page far beyond what the
 * recorder is meant for).
 */
export async function encodeChunks<E extends { timestamp: number }>(
  events: E[],
  maxBytes: number,
): Promise<EncodedChunk[]> {
  if (events.length === 0) return [];
  const gz = await gzipText(JSON.stringify(events));
  if (gz.length > maxBytes) {
    if (events.length === 1) return [];
    const half = Math.ceil(events.length / 2);
    return [
      ...(await encodeChunks(events.slice(0, half), maxBytes)),
      ...(await encodeChunks(events.slice(half), maxBytes)),
    ];
  }
  const times = events.map((e) => e.timestamp);
  return [
    { first_event_at: Math.min(...times), last_event_at: Math.max(...times), data: toBase64(gz), bytes: gz.length },
  ];
}
