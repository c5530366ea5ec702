import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, storeTestLogin, stubFetch } from '../test/fetch-stub';
import { login, logout } from './auth-actions';
import { setNavigationHandler } from './navigation';
import { STORAGE_KEYS } from './storage-keys';

let navigate = vi.fn<(to: string) => void>();

beforeEach(() => {
  navigate = vi.fn<(to: string) => void>();
  setNavigationHandler(navigate);
});

describe('login', () => {
  it('stores username and both tokens and records a login event', async () => {
    const { seen } = stubFetch((request) =>
      request.url.pathname === '/auth/v1/login'
        ? jsonResponse(200, { access_token: 'access-1', refresh_token: 'refresh-1' })
        : jsonResponse(202, { accepted: true }),
    );

    await login({ username: ' member ', password: 'stockroom-member' });

    expect(localStorage.getItem(STORAGE_KEYS.username)).toBe('member');
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBe('access-1');
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBe('refresh-1');
    await vi.waitFor(() => expect(seen).toHaveLength(2));
    expect(seen[1]?.url.pathname).toBe('/api/track');
    expect(seen[1]?.body).toEqual({ page_route: '/login', action: 'login' });
    expect(seen[1]?.headers.get('authorization')).toBe('Bearer access-1');
  });

  it('stores nothing when the server refuses', async () => {
    stubFetch(() => jsonResponse(401, { message: 'Wrong username or password', code: 'invalid_credentials' }));
    await expect(login({ username: 'member', password: 'wrong' })).rejects.toThrow('Wrong username or password');
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
  });
});

describe('logout', () => {
  it('calls the server, clears all local storage and goes to /login', async () => {
    storeTestLogin('access-1');
    localStorage.setItem('something-else', 'kept by a screen');
    const { seen } = stubFetch(() => jsonResponse(200, { message: 'Logged out' }));

    await logout();

    expect(seen[0]?.url.pathname).toBe('/auth/v1/logout');
    expect(seen[0]?.method).toBe('GET');
    expect(seen[0]?.headers.get('authorization')).toBe('Bearer access-1');
    expect(localStorage.length).toBe(0);
    expect(navigate).toHaveBeenCalledWith('/login');
  });

  it("still clears and leaves when the call fails, saying 'Failed to log out'", async () => {
    storeTestLogin();
    stubFetch(() => Promise.reject(new TypeError('offline')));

    await logout();

    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.username)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.snackbar)).toBe('Failed to log out');
    expect(navigate).toHaveBeenCalledWith('/login');
  });

  it('does not bounce through the expired-login path when the token is dead', async () => {
    storeTestLogin();
    stubFetch(() => jsonResponse(401, { message: 'Expired', code: 'unauthorized' }));

    await logout();

    expect(localStorage.getItem(STORAGE_KEYS.snackbar)).toBe('Failed to log out');
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/login');
  });
});
