import { expect, test } from '@playwright/test';
import { codeMailedTo } from './fixtures';

test('a visitor signs up, solves the captcha, confirms the e-mailed code and waits for approval', async ({
  page,
  request,
}) => {
  const username = `newcomer${Date.now() % 100000}`;
  const email = `${username}@example.com`;
  await page.goto('/signup');
  await page.getByLabel('First name').fill('Nora');
  await page.getByLabel('Last name').fill('Newcomer');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Company').fill('Valley Fiber');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill('violet-harbor-42');
  await page.getByLabel('Confirm password').fill('violet-harbor-42');
  await page.getByLabel("I'm not a robot").check();
  await expect(page.getByText('Verified')).toBeVisible();
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL(/\/confirm-email\?username=/);
  const code = await codeMailedTo(request, email);
  await page.getByLabel('Code').fill(code);
  await page.getByRole('button', { name: 'Confirm e-mail' }).click();
  await expect(page.getByText(/waiting for approval/i)).toBeVisible();

  // Until an administrator approves, logging in is refused with that reason.
  const login = await request.post('/auth/v1/login', { data: { username, password: 'violet-harbor-42' } });
  expect(login.status()).toBe(403);
  expect((await login.json()).code).toBe('waiting_for_approval');
});
