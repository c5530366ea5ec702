import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';

export const ADMIN = { username: 'admin', password: 'stockroom-admin' };
export const MEMBER = { username: 'member', password: 'stockroom-member' };
/** Gated access: sees the priced demo products locked, and can subscribe to them. */
export const PROSPECT = { username: 'prospect', password: 'stockroom-prospect' };

/** Logs in through the log-in form, as a person would. */
export async function signIn(page: Page, user: { username: string; password: string }) {
  await page.getByLabel('Username').fill(user.username);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

export async function signInAt(page: Page, path: string, user: { username: string; password: string }) {
  await page.goto(path);
  await expect(page).toHaveURL(/\/login\?redirectTo=/);
  await signIn(page, user);
}

/** An admin's access token from the real auth service, for reading the outbox. */
export async function adminToken(request: APIRequestContext) {
  const res = await request.post('/auth/v1/login', { data: ADMIN });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { access_token: string }).access_token;
}

/** The six-digit code in the newest e-mail to an address, read from the outbox as an admin. */
export async function codeMailedTo(request: APIRequestContext, to: string) {
  const token = await adminToken(request);
  const res = await request.get(`/api/admin/outbox?to=${encodeURIComponent(to)}`, {
    headers: { authorization: `Bearer ${token}`, 'x-app-type': 'stockroom-web' },
  });
  const body = (await res.json()) as { messages: { text: string }[] };
  const code = body.messages[0]?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code mailed to ${to}`);
  return code;
}

export const storage = (page: Page, key: string) => page.evaluate((k) => window.localStorage.getItem(k), key);

interface Session {
  username: string;
  access_token: string;
  refresh_token: string;
}

// The server allows ten logins per username in fifteen minutes, fewer than the journeys together
// need for the demo member. Journeys that are not about logging in share one session per user,
// kept in a file so that the phone project's worker (another process) shares it too; a session
// left by an earlier run fails its refresh and is replaced.
const sessionFile = () => join(tmpdir(), `stockroom-e2e-sessions-${process.env.E2E_PORT ?? 3210}.json`);

function savedSessions(): Record<string, Session> {
  try {
    return JSON.parse(readFileSync(sessionFile(), 'utf8')) as Record<string, Session>;
  } catch {
    return {};
  }
}

function saveSession(session: Session) {
  writeFileSync(sessionFile(), JSON.stringify({ ...savedSessions(), [session.username]: session }));
}

/** A live session of the user, reused when one is kept, with a fresh access token. */
export async function sessionOf(request: APIRequestContext, user: { username: string; password: string }) {
  const saved = savedSessions()[user.username];
  if (saved) {
    const refreshed = await request.post('/auth/login/refresh', {
      data: { username: saved.username, refresh_token: saved.refresh_token },
    });
    if (refreshed.ok()) return { ...saved, access_token: ((await refreshed.json()) as Session).access_token };
  }
  const login = await request.post('/auth/v1/login', { data: user });
  expect(login.status()).toBe(200);
  const session = { username: user.username, ...((await login.json()) as Omit<Session, 'username'>) };
  saveSession(session);
  return session;
}

/** Keeps the session a sign-in through the form has just made, for the journeys after it. */
export async function keepSession(page: Page) {
  const [username, access_token, refresh_token] = await Promise.all(
    ['username', 'access_token', 'refresh_token'].map((key) => storage(page, key)),
  );
  if (username && access_token && refresh_token) saveSession({ username, access_token, refresh_token });
}

/** Opens a page already signed in as the user, the way the app keeps a sign-in. */
export async function openSignedIn(page: Page, path: string, user: { username: string; password: string }) {
  const session = await sessionOf(page.request, user);
  // Any page of the origin gives access to its localStorage; the health check is the lightest.
  await page.goto('/api/health');
  await page.evaluate((s) => {
    window.localStorage.setItem('username', s.username);
    window.localStorage.setItem('access_token', s.access_token);
    window.localStorage.setItem('refresh_token', s.refresh_token);
  }, session);
  await page.goto(path);
}

export const apiHeaders = (session: { access_token: string }) => ({
  authorization: `Bearer ${session.access_token}`,
  'x-app-type': 'stockroom-web',
});

/** The first product card within `scope` that shows the lock of a gated product. */
export const lockedCardIn = (scope: Locator) =>
  scope
    .getByRole('listitem')
    .filter({ has: scope.page().getByText('Locked', { exact: true }) })
    .first();

/** The data grid named `name` once its rows are in and it has stopped loading (so a scan sees neither half). */
export async function loadedGrid(page: Page, name: string) {
  const grid = page.getByRole('grid', { name });
  await expect(
    grid
      .getByRole('row')
      .filter({ has: page.getByRole('gridcell') })
      .first(),
  ).toBeVisible();
  await expect(grid.getByRole('progressbar')).toHaveCount(0);
  return grid;
}

/** Opens a product through search, signed in as `user`, as a member finds it. */
export async function openProduct(page: Page, title: string, user: { username: string; password: string }) {
  await openSignedIn(page, `/search?q=${encodeURIComponent(title)}`, user);
  await page
    .getByRole('link', { name: new RegExp(title) })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

/** Opens a template product's editor from its product page, as a member finds it; answers the first page's preview. */
export async function openEditor(page: Page, product: string) {
  await openProduct(page, product, MEMBER);
  await page.getByRole('link', { name: 'Customize' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Customize ${product}` })).toBeVisible();
  const preview = page.getByTestId('preview-page-1');
  await expect(preview.locator('svg')).toBeVisible();
  return preview;
}
