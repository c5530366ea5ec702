/**
 * Session replay (decision 0048): members record into their own recordings only, admins are never
 * recorded, chunks are checked and stored once, admins replay and delete them, and the retention
 * job removes old recordings with their files.
 */
import { gzipSync } from 'node:zlib';
import { RECORDING_CHUNK_MAX_BYTES } from '@stockroom/contract';
import { recordings } from '@stockroom/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAccount } from '../../../test/accounts';
import { buildTestApp, MISSING_ID, type TestApp } from '../../../test/build';
import { DEFAULT_RATE_LIMITS } from '../../config';
import { runRecordingRetention } from './recordings.job';
import { recordingFolder } from './recordings.service';

let t: TestApp;
let member: Record<string, string>;
let other: Record<string, string>;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp();
  await insertAccount(t.database.db, { username: 'other-member' });
  member = (await t.sessionFor('member')).headers;
  other = (await t.sessionFor('other-member')).headers;
  admin = (await t.sessionFor('admin')).headers;
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload && { payload }) });

const events = (...texts: string[]) =>
  texts.map((text, i) => ({ type: 3, timestamp: 1_700_000_000_000 + i, data: { text } }));
const chunk = (seq: number, list: object[], start = 1_700_000_000_000) => ({
  seq,
  first_event_at: start,
  last_event_at: start + 5_000,
  data: gzipSync(JSON.stringify(list)).toString('base64'),
});

async function startAs(headers: Record<string, string>) {
  const res = await call('POST', '/api/recordings', headers, { viewport_width: 1280, viewport_height: 800 });
  expect(res.statusCode).toBe(200);
  return res.json() as { enabled: boolean; recording_id: string | null; reason: string | null; retention_days: number };
}
async function storedFiles(id: string) {
  const keys: string[] = [];
  for await (const entry of t.deps.storage.list(recordingFolder(id))) keys.push(entry.key);
  return keys;
}

describe('recording a member', () => {
  it('stores chunks once each and gives them back to an admin in order', async () => {
    const started = await startAs(member);
    expect(started).toMatchObject({ enabled: true, retention_days: 30, reason: null });
    const id = started.recording_id as string;
    const upload = (body: object) => call('POST', `/api/recordings/${id}/chunks`, member, body);
    // Sent out of order, and the second one twice (a retry after a lost answer).
    expect((await upload(chunk(1, events('second')))).json()).toMatchObject({ stored: true });
    expect((await upload(chunk(0, events('first'), 1_699_999_990_000))).statusCode).toBe(201);
    const retry = await upload(chunk(1, events('second, again')));
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toMatchObject({ stored: false });

    const read = await call('GET', `/api/admin/recordings/${id}`, admin);
    expect(read.json()).toMatchObject({
      username: 'member',
      chunk_count: 2,
      duration_ms: 15_000,
      viewport_width: 1280,
    });
    expect(await storedFiles(id)).toHaveLength(2);
    const replay = await call('GET', `/api/admin/recordings/${id}/events`, admin);
    expect(replay.statusCode).toBe(200);
    expect(replay.json().map((e: { data: { text: string } }) => e.data.text)).toEqual(['first', 'second']);

    const list = await call('GET', '/api/admin/recordings?member=memb', admin);
    expect(list.json().dataset.map((r: { id: string }) => r.id)).toContain(id);
    const none = await call('GET', '/api/admin/recordings?member=nobody-by-that-name', admin);
    expect(none.json()).toEqual({ count: 0, dataset: [] });
    const today = new Date().toISOString().slice(0, 10);
    const byDay = await call('GET', `/api/admin/recordings?from=${today}&to=${today}`, admin);
    expect(byDay.json().dataset.map((r: { id: string }) => r.id)).toContain(id);
    const before = await call('GET', '/api/admin/recordings?to=2020-01-01', admin);
    expect(before.json().count).toBe(0);
  });

  it('refuses an upload into another member’s recording', async () => {
    const { recording_id } = await startAs(member);
    const res = await call('POST', `/api/recordings/${recording_id}/chunks`, other, chunk(0, events('x')));
    expect(res.statusCode).toBe(404);
    expect((await call('POST', `/api/recordings/${MISSING_ID}/chunks`, member, chunk(0, events('x')))).statusCode).toBe(
      404,
    );
    const read = await call('GET', `/api/admin/recordings/${recording_id}`, admin);
    expect(read.json().chunk_count).toBe(0);
  });

  it('never records an admin', async () => {
    expect((await call('GET', '/api/recordings/settings', admin)).json()).toEqual({
      recorded: false,
      retention_days: 30,
    });
    expect((await call('GET', '/api/recordings/settings', member)).json()).toEqual({
      recorded: true,
      retention_days: 30,
    });
    expect(await startAs(admin)).toEqual({ enabled: false, recording_id: null, retention_days: 30, reason: 'admin' });
    const { recording_id } = await startAs(member);
    const res = await call('POST', `/api/recordings/${recording_id}/chunks`, admin, chunk(0, events('x')));
    expect(res.statusCode).toBe(403);
  });

  it('keeps members from the admins’ routes', async () => {
    expect((await call('GET', '/api/admin/recordings', member)).statusCode).toBe(403);
  });

  it.each([
    ['seq', { ...chunk(0, events('x')), seq: -1 }],
    ['data', { ...chunk(0, events('x')), data: 'not base64!' }],
    ['data', { ...chunk(0, events('x')), data: Buffer.from('plain text').toString('base64') }],
    ['data', { ...chunk(0, events('x')), data: gzipSync('{"not":"a list"}').toString('base64') }],
    ['data', { ...chunk(0, events('x')), data: 'A'.repeat(Math.ceil(RECORDING_CHUNK_MAX_BYTES / 3) * 4 + 4) }],
    ['last_event_at', { ...chunk(0, events('x')), last_event_at: 1 }],
    ['first_event_at', { seq: 0, data: chunk(0, events('x')).data, last_event_at: 1_700_000_000_000 }],
  ])('answers 400 naming %s for a bad chunk', async (field, body) => {
    const { recording_id } = await startAs(member);
    const res = await call('POST', `/api/recordings/${recording_id}/chunks`, member, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().issues.map((i: { path: string }) => i.path)).toContain(field);
  });

  it('refuses a chunk that expands far beyond its size', async () => {
    const { recording_id } = await startAs(member);
    const bomb = gzipSync(`[${'0'.repeat(9 * 1024 * 1024)}]`);
    expect(bomb.length).toBeLessThan(RECORDING_CHUNK_MAX_BYTES);
    const res = await call('POST', `/api/recordings/${recording_id}/chunks`, member, {
      ...chunk(0, []),
      data: bomb.toString('base64'),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues[0].path).toBe('data');
  });
});

describe('deleting and retention', () => {
  async function recorded(startedDaysAgo: number) {
    const { recording_id } = await startAs(member);
    const id = recording_id as string;
    await call('POST', `/api/recordings/${id}/chunks`, member, chunk(0, events('kept?')));
    const then = new Date(Date.now() - startedDaysAgo * 24 * 60 * 60 * 1000);
    await t.database.db.update(recordings).set({ started_at: then, last_chunk_at: then }).where(eq(recordings.id, id));
    return id;
  }

  it('deletes a recording with its stored chunks', async () => {
    const id = await recorded(0);
    expect(await storedFiles(id)).toHaveLength(1);
    expect((await call('DELETE', `/api/admin/recordings/${id}`, admin)).json()).toEqual({ id });
    expect((await call('GET', `/api/admin/recordings/${id}`, admin)).statusCode).toBe(404);
    expect(await storedFiles(id)).toEqual([]);
  });

  it('removes recordings older than SESSION_RECORDING_DAYS, rows and files', async () => {
    const old = await recorded(31);
    const fresh = await recorded(29);
    expect(await runRecordingRetention(t.deps)).toBeGreaterThanOrEqual(1);
    expect((await call('GET', `/api/admin/recordings/${old}`, admin)).statusCode).toBe(404);
    expect(await storedFiles(old)).toEqual([]);
    expect((await call('GET', `/api/admin/recordings/${fresh}`, admin)).statusCode).toBe(200);
    expect(await storedFiles(fresh)).toHaveLength(1);
  });

  it('stops a member who sends chunks faster than any recorder does, storing nothing past the limit', async () => {
    const limited = await buildTestApp(
      { rateLimits: { ...DEFAULT_RATE_LIMITS, recordingChunksPerUser: { limit: 2, windowSeconds: 60 } } },
      t.database,
    );
    try {
      const session = await limited.sessionFor('other-member');
      const send = (path: string, payload: object) =>
        limited.app.inject({ method: 'POST', url: path, headers: session.headers, payload });
      const { recording_id: id } = (await send('/api/recordings', {})).json();
      expect((await send(`/api/recordings/${id}/chunks`, chunk(0, events('a')))).statusCode).toBe(201);
      expect((await send(`/api/recordings/${id}/chunks`, chunk(1, events('b')))).statusCode).toBe(201);
      const third = await send(`/api/recordings/${id}/chunks`, chunk(2, events('c')));
      expect(third.statusCode).toBe(429);
      expect(third.headers['retry-after']).toBeDefined();
      const kept: string[] = [];
      for await (const entry of limited.deps.storage.list(recordingFolder(id))) kept.push(entry.key);
      expect(kept).toHaveLength(2);
    } finally {
      await limited.app.close();
    }
  });

  it('answers that recording is off when SESSION_RECORDING_DAYS is 0', async () => {
    const off = await buildTestApp({ sessionRecordingDays: 0 }, t.database);
    try {
      const session = await off.sessionFor('member');
      const res = await off.app.inject({
        method: 'POST',
        url: '/api/recordings',
        headers: session.headers,
        payload: {},
      });
      expect(res.json()).toEqual({ enabled: false, recording_id: null, retention_days: 0, reason: 'off' });
    } finally {
      await off.app.close();
    }
  });
});
