import { expect, test } from '@playwright/test';
import { ADMIN, apiHeaders, keepSession, lockedCardIn, MEMBER, openSignedIn, sessionOf, signInAt } from './fixtures';

// The demo catalogue (README, "Demo accounts and demo data"): the member's group sees Brand
// Essentials in full, over more than one page, and its first product is pinned.
const BRAND = 'Brand Essentials';
const PINNED = 'Co-op Member Logo Pack';

test('a member searches, browses a category by tag and page, and downloads a product', async ({ page }) => {
  await signInAt(page, '/products', MEMBER);
  await expect(page).toHaveURL(/\/products$/);
  await keepSession(page);

  const brand = page.getByRole('region', { name: BRAND });
  await expect(brand.getByRole('heading', { name: BRAND, level: 2 })).toBeVisible();
  await expect(brand.getByRole('listitem')).toHaveCount(3);
  await expect(brand.getByRole('heading', { name: PINNED })).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search products' }).fill('logo pack');
  const result = page.getByRole('list', { name: 'Search results' }).getByRole('link', { name: new RegExp(PINNED) });
  await expect(result).toBeVisible();
  await result.click();
  await expect(page).toHaveURL(/\/products\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: PINNED, level: 1 })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/products$/);

  await page.getByRole('link', { name: `See all in ${BRAND}` }).click();
  await expect(page).toHaveURL(/\/brand-essentials$/);
  await expect(page.getByRole('heading', { name: BRAND, level: 1 })).toBeVisible();
  const products = page.getByRole('list', { name: 'Products', exact: true });
  await expect(products.getByRole('listitem')).toHaveCount(9);

  await page.getByRole('navigation').getByRole('link', { name: 'Go to page 2' }).click();
  await expect(page).toHaveURL(/\/brand-essentials\?page=2$/);
  await expect(products.getByRole('heading', { name: PINNED })).toHaveCount(0);
  await expect(products.getByRole('listitem').first()).toBeVisible();

  // Choosing a tag starts again from the first page of that tag's products.
  const tags = page.getByRole('group', { name: 'Filter by tag' });
  await tags.getByRole('button', { name: 'Print', exact: true }).click();
  await expect(page).toHaveURL(/\/brand-essentials\?tag=[0-9a-f-]{36}$/);
  await expect(tags.getByRole('button', { name: 'Print', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(products.getByRole('heading', { name: PINNED })).toBeVisible();
  // Tagged only Customer Support in the demo, so the Print filter leaves it out.
  await expect(products.getByRole('heading', { name: 'Branded Email Signature' })).toHaveCount(0);

  await products.getByRole('link', { name: new RegExp(PINNED) }).click();
  await expect(page.getByRole('heading', { name: PINNED, level: 1 })).toBeVisible();
  await expect(page.getByText('Locked', { exact: true })).toHaveCount(0);
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download', exact: true }).click();
  const download = await downloading;
  expect(await download.failure()).toBeNull();
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
});

test('a gated member sees a locked product without its files and asks for more info', async ({ page, request }) => {
  await openSignedIn(page, '/products', MEMBER);
  const lockedCard = lockedCardIn(page.getByRole('main'));
  await expect(lockedCard).toBeVisible();
  const title = ((await lockedCard.getByRole('heading').textContent()) ?? '').trim();
  await lockedCard.getByRole('link').click();

  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  const locked = page.getByRole('region', { name: 'This product is locked' });
  await expect(locked).toBeVisible();
  await expect(page.locator('iframe')).toHaveCount(0);
  await expect(page.getByRole('link', { name: /^Download/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Copy share link' })).toHaveCount(0);

  const note = `Could we run this in our spring mailing? (${Date.now()})`;
  // One way to ask on a locked product: no second request link beside it.
  await expect(page.getByRole('link', { name: 'Request this' })).toHaveCount(0);
  await locked.getByRole('button', { name: 'Request access' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request access' });
  await expect(dialog.getByText(`“${title}”`)).toBeVisible();
  await dialog.getByLabel('Message (optional)').fill(note);
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(dialog.getByText(/^Request sent/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(locked.getByRole('button', { name: 'Request sent' })).toBeDisabled();

  // The administrators hear about it by e-mail; without SMTP it waits in the outbox.
  const headers = apiHeaders(await sessionOf(request, ADMIN));
  await expect
    .poll(async () => {
      const res = await request.get('/api/admin/outbox?limit=50', { headers });
      const { messages } = (await res.json()) as { messages: { subject: string; text: string }[] };
      return messages.find((m) => m.text.includes(note))?.subject ?? '';
    })
    .toMatch(new RegExp(`^New request from .+: ${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));

  // It is a request too: the member finds it under Requests, new.
  await page.goto('/requests');
  const sent = page.getByRole('article', { name: title }).first();
  await expect(sent).toContainText('New');
});

test('a logged-out visitor opens a product link a member shared and is offered to log in', async ({
  page,
  context,
  browser,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openSignedIn(page, '/products', MEMBER);
  await page
    .getByRole('region', { name: BRAND })
    .getByRole('link', { name: new RegExp(PINNED) })
    .click();
  await expect(page.getByRole('heading', { name: PINNED, level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Copy share link' }).click();
  await expect(page.getByText('Share link copied')).toBeVisible();
  const address = await page.evaluate(() => navigator.clipboard.readText());
  expect(address).toMatch(/\/shared\/products\/[0-9a-f-]{36}$/);
  const id = address.split('/').pop();

  const visitor = await browser.newContext();
  try {
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(address);
    await expect(visitorPage.getByRole('heading', { name: PINNED, level: 1 })).toBeVisible();
    await expect(visitorPage.getByRole('button', { name: 'Log out' })).toHaveCount(0);
    await visitorPage.getByRole('link', { name: 'Log in to see more' }).click();
    await expect(visitorPage).toHaveURL(new RegExp(`/login\\?redirectTo=%2Fproducts%2F${id}$`));
  } finally {
    await visitor.close();
  }
});
