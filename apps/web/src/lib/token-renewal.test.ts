import { authRoutes, userRoutes } from '@stockroom/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, type SeenRequest, storeTestLogin, stubFetch } from '../test/fetch-stub';
import { callRoute } from './api-client';
import { ExpiredLoginError } from './api-errors';
import { setNavigationHandler } from './navigation';
import { STORAGE_KEYS } from './storage-keys';

const record = { id: '0b6f5e3a-7a0e-4c4e-9a59-3f0d6f1c2b11', username: 'member' };
const unauthorized = () => jsonResponse(401, { message: 'Your login has expired', code: 'unauthorized' });
const isRefresh = (request: SeenRequest) => request.url.pathname === '/auth/login/refresh';
const bearer = (request: SeenRequest | undefined) => request?.headers.get('authorization');

let navigate = vi.fn<(to: string) => void>();

beforeEach(() => {
  navigate = vi.fn<(to: string) => void>();
  setNavigationHandler(navigate);
  window.history.replaceState(null, '', '/');
});

describe('on a 401', () => {
  it('renews the access token once and retries the call with it', async () => {
    storeTestLogin('old-access', 'refresh-1', 'member');
    const { seen } = stubFetch((request) => {
      if (isRefresh(request)) return jsonResponse(200, { access_token: 'new-access' });
      return bearer(request) === 'Bearer new-access' ? jsonResponse(200, record) : unauthorized();
    });

    await expect(callRoute(userRoutes.me)).resolves.toMatchObject(record);

    expect(seen.map((r) => r.url.pathname)).toEqual(['/api/user', '/auth/login/refresh', '/api/user']);
    expect(seen[1]?.body).toEqual({ username: 'member', refresh_token: 'refresh-1' });
    expect(bearer(seen[1])).toBeNull();
    expect(bearer(seen[2])).toBe('Bearer new-access');
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBe('new-access');
  });

  it('retries only once: a second 401 is the answer', async () => {
    storeTestLogin();
    const { seen } = stubFetch((request) =>
      isRefresh(request) ? jsonResponse(200, { access_token: 'new-access' }) : unauthorized(),
    );
    await expect(callRoute(userRoutes.me)).rejects.toMatchObject({ status: 401 });
    expect(seen.filter(isRefresh)).toHaveLength(1);
    expect(seen).toHaveLength(3);
  });

  it('shares one renewal among calls that fail together', async () => {
    storeTestLogin('old-access');
    let finishRefresh: (response: Response) => void = () => {};
    const { seen } = stubFetch((request) => {
      if (isRefresh(request)) return new Promise<Response>((resolve) => (finishRefresh = resolve));
      return bearer(request) === 'Bearer new-access' ? jsonResponse(200, record) : unauthorized();
    });

    const calls = Promise.all([callRoute(userRoutes.me), callRoute(userRoutes.me), callRoute(userRoutes.me)]);
    await vi.waitFor(() => expect(seen.filter(isRefresh)).toHaveLength(1));
    finishRefresh(jsonResponse(200, { access_token: 'new-access' }));

    await expect(calls).resolves.toHaveLength(3);
    expect(seen.filter(isRefresh)).toHaveLength(1);
    expect(seen.filter((r) => bearer(r) === 'Bearer new-access')).toHaveLength(3);
  });

  it('retries with a token another call renewed meanwhile, without renewing again', async () => {
    storeTestLogin('old-access');
    const { seen } = stubFetch((request) => {
      if (bearer(request) === 'Bearer new-access') return jsonResponse(200, record);
      // The server answers only after the token has been renewed elsewhere.
      localStorage.setItem(STORAGE_KEYS.accessToken, 'new-access');
      return unauthorized();
    });
    await expect(callRoute(userRoutes.me)).resolves.toMatchObject(record);
    expect(seen.filter(isRefresh)).toHaveLength(0);
    expect(bearer(seen[1])).toBe('Bearer new-access');
  });

  it('leaves a logged-out caller where they are', async () => {
    stubFetch(unauthorized);
    await expect(callRoute(userRoutes.me)).rejects.toMatchObject({ status: 401 });
    expect(navigate).not.toHaveBeenCalled();
    expect(localStorage.getItem(STORAGE_KEYS.snackbar)).toBeNull();
  });

  it('leaves for /login with a stored message when renewal fails', async () => {
    window.history.replaceState(null, '', '/my-account?tab=profile');
    storeTestLogin();
    stubFetch((request) =>
      isRefresh(request)
        ? jsonResponse(401, { message: 'Refresh token expired', code: 'unauthorized' })
        : unauthorized(),
    );

    await expect(callRoute(userRoutes.me)).rejects.toBeInstanceOf(ExpiredLoginError);

    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.snackbar)).toBe('failed to refresh expired login');
    expect(navigate).toHaveBeenCalledWith(`/login?redirectTo=${encodeURIComponent('/my-account?tab=profile')}`);
  });

  it('does not renew for the login call itself', async () => {
    storeTestLogin();
    const { seen } = stubFetch(() => jsonResponse(401, { message: 'Wrong username or password', code: 'x' }));
    await expect(callRoute(authRoutes.login, { body: { username: 'member', password: 'wrong' } })).rejects.toThrow(
      'Wrong username or password',
    );
    expect(seen.filter(isRefresh)).toHaveLength(0);
    expect(navigate).not.toHaveBeenCalled();
  });
});
