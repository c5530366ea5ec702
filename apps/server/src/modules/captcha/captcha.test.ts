import { captchaReplay } from '@stockroom/db';
import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build';
import { createCaptchaService } from '../../lib/captcha';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');

async function fetchChallenge(): Promise<Challenge> {
  const res = await t.app.inject({ method: 'GET', url: '/auth/v1/captcha-challenge' });
  expect(res.statusCode).toBe(200);
  return res.json();
}

/** Solves a challenge as the browser does and packs it as the widget's payload. */
async function solve(challenge: Challenge) {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('no solution found');
  return { challenge, solution, token: encode({ challenge, solution }) };
}

const verify = (token: string) =>
  t.app.inject({ method: 'GET', url: '/auth/v1/verify-captcha', query: { token } }).then((res) => {
    expect(res.statusCode).toBe(200);
    return res.json();
  });

describe('captcha', () => {
  it('issues a signed, expiring PBKDF2 challenge that is never cached', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/auth/v1/captcha-challenge' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { parameters, signature } = res.json();
    expect(signature).toMatch(/^[0-9a-f]{64}$/);
    expect(parameters).toMatchObject({
      algorithm: 'PBKDF2/SHA-256',
      nonce: expect.stringMatching(/^[0-9a-f]+$/),
      salt: expect.stringMatching(/^[0-9a-f]+$/),
      cost: expect.any(Number),
      keyLength: 32,
      keyPrefix: expect.stringMatching(/^[0-9a-f]+$/),
      keySignature: expect.any(String),
    });
    const now = Date.now() / 1000;
    expect(parameters.expiresAt).toBeGreaterThan(now + 5 * 60);
    expect(parameters.expiresAt).toBeLessThanOrEqual(now + 10 * 60 + 1);
  });

  it('accepts a correct solution once, with the time the challenge was issued', async () => {
    const before = Date.now();
    const { token } = await solve(await fetchChallenge());
    const first = await verify(token);
    expect(first).toEqual({
      success: true,
      challenge_ts: expect.any(String),
      hostname: null,
      score: 1,
      action: 'captcha',
    });
    expect(Math.abs(Date.parse(first.challenge_ts) - before)).toBeLessThan(5_000);
    expect(await verify(token)).toMatchObject({ success: false, score: 0 });
  });

  it('lets only one of several simultaneous uses of a solution through', async () => {
    const { token } = await solve(await fetchChallenge());
    const results = await Promise.all([verify(token), verify(token), verify(token)]);
    expect(results.filter((r) => r.success)).toHaveLength(1);
  });

  it('refuses tampered, wrong and garbage tokens with 200 and success false', async () => {
    const { challenge, solution } = await solve(await fetchChallenge());
    const tampered = [
      { challenge: { ...challenge, parameters: { ...challenge.parameters, cost: 1 } }, solution },
      { challenge: { ...challenge, parameters: { ...challenge.parameters, expiresAt: 4_000_000_000 } }, solution },
      { challenge: { parameters: challenge.parameters }, solution },
      { challenge, solution: { ...solution, derivedKey: '00'.repeat(32) } },
      { challenge, solution: { ...solution, derivedKey: 'not hex' } },
      { challenge, solution: { counter: -1, derivedKey: solution.derivedKey } },
      { challenge },
      [],
      null,
    ];
    for (const payload of tampered) expect(await verify(encode(payload))).toMatchObject({ success: false });
    for (const garbage of [
      'x',
      'not base64 at all!',
      Buffer.from('{"challenge":').toString('base64'),
      'A'.repeat(10_000),
    ])
      expect(await verify(garbage)).toMatchObject({ success: false });
    // The untouched solution still works: failed attempts do not use it up.
    expect(await verify(encode({ challenge, solution }))).toMatchObject({ success: true });
  });

  it("refuses a solution to another server's challenge", async () => {
    const other = createCaptchaService(t.database.db, 'another-secret-that-is-long-enough-to-sign');
    const { token } = await solve((await other.createChallenge()) as unknown as Challenge);
    expect(await verify(token)).toMatchObject({ success: false });
    expect(await other.verify(token)).toMatchObject({ success: true });
  });

  it('refuses a solution once its challenge has expired', async () => {
    const { token } = await solve(await fetchChallenge());
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 10 * 60 * 1000 + 2_000);
    expect(await verify(token)).toMatchObject({ success: false });
  });

  it('forgets used solutions whose challenges have expired', async () => {
    await t.database.db.insert(captchaReplay).values({ signature: 'stale', expires_at: new Date(Date.now() - 1_000) });
    const { token } = await solve(await fetchChallenge());
    expect(await verify(token)).toMatchObject({ success: true });
    expect(await t.database.db.select().from(captchaReplay).where(eq(captchaReplay.signature, 'stale'))).toEqual([]);
  });

  it('answers 400 naming the token when it is missing or empty', async () => {
    for (const url of ['/auth/v1/verify-captcha', '/auth/v1/verify-captcha?token=']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain('Invalid Query parameter token');
      expect(res.json().issues).toEqual([expect.objectContaining({ path: 'token' })]);
    }
  });
});
