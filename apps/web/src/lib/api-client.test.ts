import { authRoutes, defineRoute, systemRoutes, userRoutes } from '@stockroom/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { jsonResponse, storeTestLogin, stubFetch, waitForAbort } from '../test/fetch-stub';
import { callRoute } from './api-client';
import { ApiError, ResponseValidationError } from './api-errors';

const USER_ID = '0b6f5e3a-7a0e-4c4e-9a59-3f0d6f1c2b11';
const userSummary = { username: 'member', first_name: 'Mia', is_admin: false };

describe('request check', () => {
  it('names the first bad field of each request part and sends nothing', async () => {
    const { fetchMock } = stubFetch(() => jsonResponse(200, {}));
    const withHeader = defineRoute({
      service: 'main',
      method: 'GET',
      path: '/api/probe',
      audience: 'member',
      summary: 'test route',
      tags: [],
      headers: z.object({ 'x-request-id': z.uuid() }),
      status: 200,
      response: z.object({}),
    });

    await expect(callRoute(userRoutes.getUser, { params: { id: 'not-a-uuid' } })).rejects.toThrow(
      /^Invalid Path parameter id$/,
    );
    await expect(callRoute(systemRoutes.outbox, { query: { limit: 0 } })).rejects.toThrow(
      /^Invalid Query parameter limit$/,
    );
    await expect(callRoute(authRoutes.login, { body: { username: 'member', password: '' } })).rejects.toThrow(
      /^Invalid Body parameter password$/,
    );
    await expect(callRoute(withHeader, { headers: { 'x-request-id': 'nope' } })).rejects.toThrow(
      /^Invalid Header parameter x-request-id$/,
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('response check', () => {
  it('rejects an answer of the wrong shape with its status and data', async () => {
    storeTestLogin();
    stubFetch(() => jsonResponse(200, { username: 42 }));
    const error = await callRoute(authRoutes.currentUser).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResponseValidationError);
    expect(error).toMatchObject({ status: 200, data: { username: 42 } });
  });

  it('returns the parsed answer, defaults filled', async () => {
    storeTestLogin();
    stubFetch(() => jsonResponse(200, { username: 'member' }));
    await expect(callRoute(authRoutes.currentUser)).resolves.toEqual({
      username: 'member',
      first_name: '',
      is_admin: false,
    });
  });

  it('reads a plain-text answer as text', async () => {
    stubFetch(() => new Response('If the account exists, a code is on its way.', { status: 200 }));
    await expect(callRoute(userRoutes.sendPasswordResetCode, { body: { username: 'member' } })).resolves.toBe(
      'If the account exists, a code is on its way.',
    );
  });
});

describe('transport errors', () => {
  it('says Network Error when the server cannot be reached', async () => {
    stubFetch(() => Promise.reject(new TypeError('fetch failed')));
    await expect(callRoute(systemRoutes.health)).rejects.toThrow(/^Network Error$/);
  });

  it('says Request aborted when the caller aborts', async () => {
    stubFetch(waitForAbort);
    const controller = new AbortController();
    const call = callRoute(systemRoutes.health, {}, { signal: controller.signal });
    controller.abort();
    await expect(call).rejects.toThrow(/^Request aborted$/);
  });

  it('says timeout exceeded when a timeout is asked for and passes', async () => {
    stubFetch(waitForAbort);
    await expect(callRoute(systemRoutes.health, {}, { timeoutMs: 5 })).rejects.toThrow(/^timeout exceeded$/);
  });

  it('says Request failed with status code {n} when the answer has no message', async () => {
    stubFetch(() => new Response('', { status: 502 }));
    const error = await callRoute(systemRoutes.health).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'Request failed with status code 502', status: 502 });
  });

  it("carries the error body and takes the server's message", async () => {
    const body = { message: 'Your account is waiting for approval', code: 'waiting_for_approval' };
    stubFetch(() => jsonResponse(403, body));
    const error = await callRoute(authRoutes.login, { body: { username: 'new', password: 'secret' } }).catch(
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ message: body.message, status: 403, data: body, code: 'waiting_for_approval' });
  });
});

describe('headers', () => {
  it('sends x-app-type and the bearer token on main-API calls', async () => {
    storeTestLogin('access-1');
    const { seen } = stubFetch(() => jsonResponse(200, { ...userSummary, id: USER_ID }));
    await callRoute(userRoutes.me);
    expect(seen[0]?.url.pathname).toBe('/api/user');
    expect(seen[0]?.headers.get('x-app-type')).toBe('stockroom-web');
    expect(seen[0]?.headers.get('authorization')).toBe('Bearer access-1');
  });

  it('sends the bearer token but no x-app-type to the auth service', async () => {
    storeTestLogin('access-1');
    const { seen } = stubFetch(() => jsonResponse(200, userSummary));
    await callRoute(authRoutes.currentUser);
    expect(seen[0]?.url.pathname).toBe('/auth/v1/user');
    expect(seen[0]?.headers.get('authorization')).toBe('Bearer access-1');
    expect(seen[0]?.headers.has('x-app-type')).toBe(false);
  });

  it('sends no bearer token on public routes', async () => {
    storeTestLogin('access-1');
    const { seen } = stubFetch(() => jsonResponse(200, { status: 'ok' }));
    await callRoute(systemRoutes.health);
    expect(seen[0]?.headers.has('authorization')).toBe(false);
    expect(seen[0]?.headers.get('x-app-type')).toBe('stockroom-web');
  });

  it('fills path parameters and the query string', async () => {
    storeTestLogin();
    const { seen } = stubFetch(() => jsonResponse(200, { count: 0, messages: [] }));
    await callRoute(systemRoutes.outbox, { query: { limit: 5, to: 'a b@example.com' } });
    expect(seen[0]?.url.pathname).toBe('/api/admin/outbox');
    expect(seen[0]?.url.searchParams.get('limit')).toBe('5');
    expect(seen[0]?.url.searchParams.get('to')).toBe('a b@example.com');
  });

  it('takes service addresses from the runtime config', async () => {
    const meta = document.createElement('meta');
    meta.name = 'stockroom-config';
    meta.content = JSON.stringify({ serviceUrls: { auth: 'https://id.example.com/auth/' } });
    document.head.append(meta);
    try {
      const { seen } = stubFetch(() => jsonResponse(200, { access_token: 'a', refresh_token: 'r' }));
      await callRoute(authRoutes.login, { body: { username: 'member', password: 'secret' } });
      expect(seen[0]?.url.href).toBe('https://id.example.com/auth/v1/login');
    } finally {
      meta.remove();
    }
  });
});
