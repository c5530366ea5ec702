import { expect, test } from '@playwright/test';
import { MEMBER, signInAt } from './fixtures';

test('@phone the side drawer lists the links and the user, and closes on navigation', async ({ page }) => {
  await signInAt(page, '/products', MEMBER);
  await expect(page).toHaveURL(/\/products$/);
  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer).toBeVisible();
  await expect(drawer.getByText('Morgan')).toBeVisible();
  await expect(drawer.getByText(MEMBER.username, { exact: true })).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Log out' })).toBeVisible();
  await drawer.getByRole('link', { name: 'My account' }).click();
  await expect(page).toHaveURL(/\/my-account$/);
  await expect(drawer).toBeHidden();
});
