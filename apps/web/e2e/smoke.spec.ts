import { expect, test } from '@playwright/test';

test('the server answers health and serves the app for any page address', async ({ page, request }) => {
  const health = await request.get('/api/health');
  expect(health.status()).toBe(200);
  await page.goto('/products');
  await expect(page).toHaveTitle('Stockroom');
});
