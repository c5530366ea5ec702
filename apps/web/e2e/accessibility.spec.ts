import { expect, type Page, test } from '@playwright/test';
import { accessibilityViolations } from './axe';
import { ADMIN, loadedGrid, lockedCardIn, MEMBER, openSignedIn, PROSPECT } from './fixtures';

// Each screen is scanned once it shows its content, not its loading state.
const scan = async (page: Page) => expect(await accessibilityViolations(page)).toEqual([]);

test('the log-in page passes an accessibility scan', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  await scan(page);
});

test("a member's catalogue screens pass an accessibility scan", async ({ page }) => {
  await openSignedIn(page, '/products', MEMBER);
  await expect(page.getByRole('region').first().getByRole('listitem').first()).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search products' }).fill('logo');
  await expect(page.getByRole('list', { name: 'Search results' }).getByRole('link').first()).toBeVisible();
  await scan(page);

  await page.getByRole('searchbox', { name: 'Search products' }).press('Enter');
  await expect(page.getByRole('list', { name: 'Search results' }).getByRole('listitem').first()).toBeVisible();
  await scan(page);

  await page.goto('/brand-essentials');
  await expect(page.getByRole('list', { name: 'Products', exact: true }).getByRole('listitem').first()).toBeVisible();
  await scan(page);

  await page.getByRole('list', { name: 'Products', exact: true }).getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await scan(page);
});

test('a locked product passes an accessibility scan', async ({ page }) => {
  await openSignedIn(page, '/products', MEMBER);
  await lockedCardIn(page.getByRole('main')).getByRole('link').click();
  await expect(page.getByRole('region', { name: 'This product is locked' })).toBeVisible();
  await scan(page);
});

test("the template editor and the member's assets pass an accessibility scan", async ({ page }) => {
  await openSignedIn(page, '/search?q=Speed%20Upgrade%20Announcement%20Posts', MEMBER);
  await page
    .getByRole('link', { name: /Speed Upgrade Announcement Posts/ })
    .first()
    .click();
  await page.getByRole('link', { name: 'Customize' }).click();
  await expect(page.getByTestId('preview-page-1').locator('svg')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Themes' })).toBeVisible();
  await scan(page);

  await page.getByRole('button', { name: 'Download', exact: true }).click();
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Export' })).toBeVisible();
  await scan(page);
  await page.keyboard.press('Escape');

  await page.getByRole('link', { name: 'My assets' }).first().click();
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('status', { name: 'Loading your downloads' })).toHaveCount(0);
  await scan(page);
});

test("the admin's product list passes an accessibility scan", async ({ page }) => {
  await openSignedIn(page, '/admin/products', ADMIN);
  // Scanned once the rows are in and the grid has stopped loading, not mid-way through either.
  await loadedGrid(page, 'Products');
  await scan(page);
});

test("the admin's templates, a template and the customized assets pass an accessibility scan", async ({ page }) => {
  await openSignedIn(page, '/admin/templates', ADMIN);
  const first = page.getByRole('article').first();
  await expect(first).toBeVisible();
  await scan(page);

  await first.getByRole('link').first().click();
  await expect(page.getByRole('region', { name: 'Pages' }).getByRole('img').first()).toBeVisible();
  await scan(page);

  await page.goto('/admin/assets');
  const grid = page.getByRole('grid', { name: 'Customized assets' });
  await expect(grid).toBeVisible();
  await expect(grid.getByRole('progressbar')).toHaveCount(0);
  await scan(page);
});

test("the sandbox checkout page and a member's subscriptions pass an accessibility scan", async ({ page }) => {
  await openSignedIn(page, '/search?q=Win-back%20Letter', PROSPECT);
  await page
    .getByRole('link', { name: /Win-back Letter/ })
    .first()
    .click();
  await page.getByRole('button', { name: /^Subscribe — / }).click();
  await expect(page.getByRole('form', { name: 'Card details' })).toBeVisible();
  await scan(page);

  // The demo member has a subscription to show.
  await openSignedIn(page, '/my-account', MEMBER);
  await expect(page.getByRole('list', { name: 'Subscriptions' }).getByRole('listitem').first()).toBeVisible();
  await scan(page);
});

test("the admin's subscriptions and revenue pass an accessibility scan", async ({ page }) => {
  await openSignedIn(page, '/admin/subscriptions', ADMIN);
  await expect(page.getByRole('table', { name: 'Revenue' })).toBeVisible();
  await loadedGrid(page, 'Subscriptions');
  await scan(page);
});

test('@phone the catalogue and its menu drawer pass an accessibility scan on a phone', async ({ page }) => {
  await openSignedIn(page, '/products', MEMBER);
  await expect(page.getByRole('region').first().getByRole('listitem').first()).toBeVisible();
  await scan(page);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog').getByRole('link', { name: 'My account' })).toBeVisible();
  await scan(page);
});
