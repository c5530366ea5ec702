import { expect, test } from '@playwright/test';
import { ADMIN, MEMBER, signIn, signInAt, storage } from './fixtures';

test('a logged-out visitor sees only the log-in button, which carries the address to come back to', async ({
  page,
}) => {
  await page.goto('/forgot-password?from=header');
  await expect(page.getByRole('button', { name: 'Admin' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Products' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Log out' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fforgot-password%3Ffrom%3Dheader$/);
});

test('logging in from a protected page lands back on that page', async ({ page }) => {
  await signInAt(page, '/my-account', MEMBER);
  await expect(page).toHaveURL(/\/my-account$/);
  await expect(page.getByRole('heading', { name: 'My account' })).toBeVisible();
  expect(await storage(page, 'username')).toBe(MEMBER.username);
  expect(await storage(page, 'refresh_token')).toBeTruthy();
});

test('an admin sees the admin links; a member does not', async ({ page }) => {
  await signInAt(page, '/products', ADMIN);
  await expect(page).toHaveURL(/\/products$/);
  await page.getByRole('button', { name: 'Admin' }).click();
  await expect(page.getByRole('menuitem', { name: 'Users' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login/);

  await signIn(page, MEMBER);
  await expect(page.getByRole('link', { name: 'Products' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Admin' })).toHaveCount(0);
});

test('a member who opens an admin address is sent to the products page', async ({ page }) => {
  await signInAt(page, '/admin/users', MEMBER);
  await expect(page).toHaveURL(/\/products$/);
});

test('logging out ends the session, clears local storage and goes to the log-in page', async ({ page, request }) => {
  await signInAt(page, '/products', MEMBER);
  await expect(page).toHaveURL(/\/products$/);
  const refreshToken = await storage(page, 'refresh_token');
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login/);
  expect(await page.evaluate(() => window.localStorage.length)).toBe(0);
  const refresh = await request.post('/auth/login/refresh', {
    data: { username: MEMBER.username, refresh_token: refreshToken },
  });
  expect(refresh.status()).toBe(401);
});
