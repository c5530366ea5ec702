import { expect, test } from '@playwright/test';
import { MEMBER, signInAt, storage } from './fixtures';

test('an expired access token is renewed silently and the page loads', async ({ page }) => {
  await signInAt(page, '/my-account', MEMBER);
  await expect(page.getByRole('heading', { name: 'My account' })).toBeVisible();
  // The brand section loads after the heading: its reads must be done, or one of them meets the
  // bad token first and renews it before the reload this test watches.
  await expect(page.getByLabel('Company name')).toHaveValue('Northwind Fiber');
  // A token the server will refuse with 401, as it refuses an expired one.
  await page.evaluate(() => window.localStorage.setItem('access_token', 'expired.access.token'));
  const renewal = page.waitForResponse(
    (response) => response.url().endsWith('/auth/login/refresh') && response.request().method() === 'POST',
  );
  await page.reload();
  expect((await renewal).status()).toBe(200);
  await expect(page.getByLabel('First name')).toHaveValue('Morgan');
  await expect(page).toHaveURL(/\/my-account$/);
  const renewed = await storage(page, 'access_token');
  expect(renewed).not.toBe('expired.access.token');
  expect(renewed?.split('.')).toHaveLength(3);
});

test('a revoked session ends on the log-in page with a message', async ({ page, request }) => {
  await signInAt(page, '/products', MEMBER);
  await expect(page).toHaveURL(/\/products$/);
  const token = await storage(page, 'access_token');
  // The session is ended elsewhere (the same as an admin denying the account, or a password reset).
  const logout = await request.get('/auth/v1/logout', { headers: { authorization: `Bearer ${token}` } });
  expect(logout.status()).toBe(200);
  // Watched from before the move: the message shows for 5 s, and a starved machine can spend that
  // long between seeing the log-in address and looking for the message.
  const message = expect(page.getByText('failed to refresh expired login')).toBeVisible();
  await page.goto('/my-account');
  await message;
  await expect(page).toHaveURL(/\/login/);
});
