import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTokenService } from '../lib/tokens';
import { verifyAccessOnce } from './verified-tokens';

const claims = { userId: 'u1', sessionId: 's1', username: 'member', isAdmin: false };

afterEach(() => {
  vi.useRealTimers();
});

describe('verifyAccessOnce', () => {
  it('checks a token’s signature once, then answers its claims from memory', async () => {
    const tokens = createTokenService('a-secret-that-is-long-enough-for-hs256-signing');
    const verify = vi.spyOn(tokens, 'verifyAccess');
    const token = await tokens.signAccess(claims);
    expect(await verifyAccessOnce(tokens, token)).toEqual(claims);
    expect(await verifyAccessOnce(tokens, token)).toEqual(claims);
    expect(verify).toHaveBeenCalledTimes(1);
  });

  it('refuses a remembered token once it has expired', async () => {
    const tokens = createTokenService('a-secret-that-is-long-enough-for-hs256-signing');
    const token = await tokens.signAccess(claims, 60);
    expect(await verifyAccessOnce(tokens, token)).toEqual(claims);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 61_000);
    expect(await verifyAccessOnce(tokens, token)).toBeNull();
  });

  it('never trusts a token another secret signed, nor a tampered one', async () => {
    const ours = createTokenService('a-secret-that-is-long-enough-for-hs256-signing');
    const theirs = createTokenService('another-secret-long-enough-for-hs256-signing');
    const token = await theirs.signAccess(claims);
    expect(await verifyAccessOnce(theirs, token)).toEqual(claims);
    expect(await verifyAccessOnce(ours, token)).toBeNull();
    const [header, , signature] = (await ours.signAccess(claims)).split('.');
    const forged = Buffer.from(JSON.stringify({ sub: 'admin', sid: 's1', adm: true, exp: 9e9 })).toString('base64url');
    expect(await verifyAccessOnce(ours, `${header}.${forged}.${signature}`)).toBeNull();
  });
});
