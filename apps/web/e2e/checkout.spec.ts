import { expect, test } from '@playwright/test';
import { accessibilityViolations } from './axe';

// The sandbox checkout page opens for anyone, signed in or not: the session id is the key.
test('a checkout address that names no session says so, with a way back, and passes an accessibility scan', async ({
  page,
}) => {
  await page.goto('/checkout/cs_sandbox_no_such_session_here');
  await expect(page.getByRole('heading', { level: 1, name: 'This checkout does not exist' })).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.getByRole('link', { name: 'Go to Stockroom' }).click();
  await expect(page).toHaveURL(/\/login/);
});
