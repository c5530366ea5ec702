import { expect, test } from '@playwright/test';
import { MEMBER, signInAt } from './fixtures';

test('@phone the side drawer lists the links and the user, and closes on navigation', async ({ page }) => {
  await signInAt(page, '/products', MEMBER);
  await expect(page).toHaveURL(/\/products$/);
  // The page itself, not only the address: while its code loads the old page stays, and its arrival
  // counts as a move that closes the drawer.
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
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
