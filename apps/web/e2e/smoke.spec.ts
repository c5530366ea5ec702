import { expect, test } from '@playwright/test';

test('the server answers health and serves the app for any page address', async ({ page, request }) => {
  expect((await request.get('/api/health')).status()).toBe(200);
  const api404 = await request.get('/api/does-not-exist', { headers: { accept: 'text/html' } });
  expect(api404.status()).toBe(404);
  expect(await api404.json()).toMatchObject({ code: 'not_found' });
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await page.goto('/login');
  // The page names itself once it has rendered.
  await expect(page).toHaveTitle('Log in · Stockroom');
  await expect(page.getByRole('img', { name: 'Stockroom' }).first()).toBeVisible();
  // The app runs under its own Content-Security-Policy without a violation.
  expect(errors.filter((e) => e.includes('Content Security Policy'))).toEqual([]);
});
