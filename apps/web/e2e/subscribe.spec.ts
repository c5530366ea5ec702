import { type Browser, expect, type Page, test } from '@playwright/test';
import { ADMIN, openProduct, openSignedIn, PROSPECT } from './fixtures';

/** How far the page reaches past the screen's right edge; a phone should never scroll sideways. */
const overflow = (page: Page) => page.evaluate(() => (document.scrollingElement?.scrollWidth ?? 0) - window.innerWidth);

async function payWith(page: Page, cardNumber: string) {
  const form = page.getByRole('form', { name: 'Card details' });
  await form.getByRole('textbox', { name: 'Card number' }).fill(cardNumber);
  await form.getByRole('textbox', { name: 'Expiry (MM/YY)' }).fill('12/34');
  await form.getByRole('textbox', { name: 'CVC' }).fill('123');
  await form.getByRole('textbox', { name: 'Name on card' }).fill('Riley Prospect');
  await form.getByRole('button', { name: /^Pay / }).click();
}

async function adminSeesThePayment(browser: Browser, title: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await openSignedIn(page, '/admin/subscriptions', ADMIN);
  const revenue = page.getByRole('table', { name: 'Revenue' });
  await expect(revenue.getByRole('rowheader', { name: new RegExp(`^${title}`) }).first()).toBeVisible();
  const grid = page.getByRole('grid', { name: 'Subscriptions' });
  const row = grid.getByRole('row').filter({ hasText: 'prospect' }).filter({ hasText: title });
  await expect(row).toBeVisible();
  await expect(row).toContainText('$19.00 / month');
  await context.close();
}

test('a gated member subscribes to a locked product, is declined once, pays, downloads it and cancels renewal', async ({
  page,
  browser,
}) => {
  const title = 'Small Business Week Push';
  await openProduct(page, title, PROSPECT);
  const locked = page.getByRole('region', { name: 'This product is locked' });
  // Locked, the campaign still shows what it brings together, and one way to ask besides paying.
  const holds = page.getByRole('list', { name: 'Products in this campaign' });
  await expect(holds.getByRole('heading', { name: 'Small Business Rate Card' })).toBeVisible();
  // Of its three products, those shared with the member: one is not, and is left out.
  await expect(holds.getByRole('listitem')).toHaveCount(2);
  await expect(locked.getByRole('button', { name: 'Request access' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Request this' })).toHaveCount(0);
  await locked.getByRole('button', { name: 'Subscribe — $19.00 / month' }).click();

  await expect(page).toHaveURL(/\/checkout\/cs_sandbox_/);
  await expect(page.getByText('Sandbox payment — no real money.')).toBeVisible();
  await payWith(page, '4000 0000 0000 0002');
  await expect(page.getByRole('form', { name: 'Card details' }).getByRole('alert')).toContainText(
    'Your card was declined.',
  );
  await payWith(page, '4242 4242 4242 4242');

  // Back on the product: the payment is verified, the product opens and the address is clean.
  await expect(page.getByText(new RegExp(`You're subscribed — ${title} is unlocked until `))).toBeVisible();
  await expect(page).toHaveURL(/\/products\/[0-9a-f-]+$/);
  await expect(locked).toHaveCount(0);
  // Paid for, there is nothing left to ask for.
  await expect(page.getByRole('button', { name: /^Request (more info|access)/ })).toHaveCount(0);
  const downloading = page.waitForEvent('download');
  await page
    .getByRole('link', { name: /^Download/ })
    .first()
    .click();
  expect((await downloading).suggestedFilename()).toMatch(/\.\w+$/);

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'My account' }).click();
  const item = page
    .getByRole('list', { name: 'Subscriptions' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: title }) });
  await expect(item).toContainText('Renews on');
  await item.getByRole('button', { name: `Cancel renewal of ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: `Cancel renewal of ${title}?` });
  await expect(dialog).toContainText('You keep access until');
  await dialog.getByRole('button', { name: 'Cancel renewal' }).click();
  await expect(item).toContainText('Ends on');
  await expect(item.getByRole('button', { name: `Resume ${title}` })).toBeVisible();

  await adminSeesThePayment(browser, title);
});

test('@phone the locked product, the checkout page and My account fit a phone', async ({ page }) => {
  const title = 'Lifestyle Photo Library: Connected Homes';
  await openProduct(page, title, PROSPECT);
  const subscribe = page
    .getByRole('region', { name: 'This product is locked' })
    .getByRole('button', { name: 'Subscribe — $120.00 / year' });
  await subscribe.scrollIntoViewIfNeeded();
  await expect(subscribe).toBeInViewport();
  expect(await overflow(page)).toBeLessThanOrEqual(0);

  await subscribe.click();
  const pay = page.getByRole('button', { name: 'Pay $120.00 / year' });
  await expect(pay).toBeVisible();
  expect(await overflow(page)).toBeLessThanOrEqual(0);

  // Giving up returns to the product, which says nothing was charged.
  await page.getByRole('link', { name: 'Cancel and return' }).click();
  await expect(page.getByText('Checkout cancelled — you have not been charged')).toBeVisible();
  await expect(page).toHaveURL(/\/products\/[0-9a-f-]+$/);

  await page.goto('/my-account');
  await expect(page.getByRole('heading', { level: 2, name: 'Subscriptions' })).toBeVisible();
  await expect(page.getByRole('status', { name: 'Loading your subscriptions' })).toHaveCount(0);
  expect(await overflow(page)).toBeLessThanOrEqual(0);
});
