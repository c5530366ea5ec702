import { expect, type Page, test } from '@playwright/test';
import { accessibilityViolations } from './axe';
import { ADMIN, apiHeaders, lockedCardIn, MEMBER, openSignedIn, sessionOf } from './fixtures';

// Each screen is scanned once it shows its content, not its loading state.
const scan = async (page: Page) => expect(await accessibilityViolations(page)).toEqual([]);

test('the log-in page passes an accessibility scan', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
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
  const grid = page.getByRole('grid', { name: 'Products' });
  await expect(
    grid
      .getByRole('row')
      .filter({ has: page.getByRole('gridcell') })
      .first(),
  ).toBeVisible();
  await expect(grid.getByRole('progressbar')).toHaveCount(0);
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

test("the member's requests and their form, and the admin's queue and request, pass an accessibility scan", async ({
  page,
}) => {
  const csv = 'name,address_line1,city,zip_code\nAnn Smith,1 Main St,Springfield,62701\nBob Jones,,Dover,19901\n';
  // One direct-mail request to show, sent as the form sends it.
  const member = await sessionOf(page.request, MEMBER);
  const me = (await (await page.request.get('/api/user', { headers: apiHeaders(member) })).json()) as {
    email_address: string;
  };
  const created = await page.request.post('/api/requests', {
    headers: apiHeaders(member),
    data: {
      email: me.email_address,
      description: 'Mail our flyer',
      is_direct_mail: true,
      quantity: 100,
      mailing_list_csv: csv,
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };

  await openSignedIn(page, '/requests', MEMBER);
  await expect(page.getByRole('article').first()).toBeVisible();
  await page.getByRole('button', { name: 'Show history' }).first().click();
  await expect(page.getByRole('list', { name: /^History of / }).first()).toBeVisible();
  await scan(page);

  await page.getByRole('button', { name: 'New request' }).click();
  const form = page.getByRole('dialog', { name: 'New request' });
  await expect(form.getByRole('textbox', { name: 'First name' })).toBeVisible();
  await form.getByRole('switch', { name: 'Direct mail' }).check();
  await form
    .getByLabel('Mailing list (CSV) file')
    .setInputFiles({ name: 'list.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(form.getByRole('region', { name: 'First valid addresses' })).toBeVisible();
  await scan(page);

  await openSignedIn(page, '/admin/requests', ADMIN);
  const grid = page.getByRole('grid', { name: 'Requests' });
  await expect(
    grid
      .getByRole('row')
      .filter({ has: page.getByRole('gridcell') })
      .first(),
  ).toBeVisible();
  await expect(grid.getByRole('progressbar')).toHaveCount(0);
  await scan(page);

  await page.goto(`/admin/requests/${id}`);
  await expect(page.getByRole('region', { name: 'Status' }).getByRole('button').first()).toBeVisible();
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
