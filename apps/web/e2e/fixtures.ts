import { type APIRequestContext, expect, type Page } from '@playwright/test';

export const ADMIN = { username: 'admin', password: 'stockroom-admin' };
export const MEMBER = { username: 'member', password: 'stockroom-member' };

/** Signs in through the login form, as a person would. */
export async function signIn(page: Page, user: { username: string; password: string }) {
  await page.getByLabel('Username').fill(user.username);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
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
