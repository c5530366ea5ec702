import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodeChunks } from './chunk-encoding';

const decode = (data: string) => JSON.parse(gunzipSync(Buffer.from(data, 'base64')).toString('utf8'));
const events = (n: number, size = 10) =>
  Array.from({ length: n }, (_, i) => ({ type: 3, timestamp: 1000 + i, data: { text: `${i}-`.repeat(size) } }));

describe('encoding recorded events for the server', () => {
  it('gzips a batch into one chunk that gives the same events back, with its first and last times', async () => {
    const batch = events(5);
    const [chunk, ...rest] = await encodeChunks(batch, 256 * 1024);
    expect(rest).toEqual([]);
    expect(decode(chunk?.data ?? '')).toEqual(batch);
    expect(chunk).toMatchObject({ first_event_at: 1000, last_event_at: 1004 });
  });

  it('splits a batch that compresses beyond the limit, keeping every event in order', async () => {
    // Text that hardly compresses: random digits.
    const batch = Array.from({ length: 40 }, (_, i) => ({
      timestamp: i,
      data: Array.from({ length: 400 }, () => Math.floor(Math.random() * 10)).join(''),
    }));
    const chunks = await encodeChunks(batch, 2048);
    expect(chunks.length).toBeGreaterThan(1);
    expect(chunks.every((c) => c.bytes <= 2048)).toBe(true);
    expect(chunks.flatMap((c) => decode(c.data))).toEqual(batch);
  });
});
