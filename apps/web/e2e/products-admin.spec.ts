import { expect, type Locator, test } from '@playwright/test';
import { ADMIN, MEMBER, openSignedIn, signInAt } from './fixtures';

// A 48×32 PNG (a yellow disc on teal), small enough to keep inline.
const THUMBNAIL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAADAAAAAgCAMAAABjCgsuAAAAZlBMVEX7vySmpT4UeG0Rdm3XtC/WtC+opT0Pdm7wvCcVd2zatS9gj1Rej1XxvCdfjlVd' +
    'jlZcjlZZjVZbjVdYjFfcti7btS6RnkaQnkaOnkbZtC+NnUappj6lpT8Sd23uuyjdtS2PnUXYtS9rkhjHAAAACXBIWXMAAAsTAAALEwEAmpwYAAAAo0lE' +
    'QVQ4je3UyxLCIAwF0NACgb6ftj6r//+TLnScQpwAa71b7lkAmQAmBv7gFVtqWddSNxajXqmb4J15iADXA+yy5EHg9AHWEOjcPkDPAzv7YLMsKP0+QMWC' +
    'MwWCBUcKJAsMBSYV3FjwoECxQFNwYUFDQcuCrPD7E/9xOPhgDA3f4vZPGAL5fd9fw+ON2H/uUYxxeymrhDJGiTb7cgiYGPhF8ARsViQ6cfv+HwAAAABJ' +
    'RU5ErkJggg==',
  'base64',
);

const hasLoaded = (image: Locator) => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);

test('an admin creates a product with an uploaded thumbnail, and a member finds it with its picture', async ({
  page,
  browser,
  baseURL,
}) => {
  const title = `Fiber Launch Poster ${Date.now() % 100000}`;
  await signInAt(page, '/admin/products', ADMIN);
  await expect(page).toHaveURL(/\/admin\/products$/);
  await page.getByRole('button', { name: 'New product' }).click();

  const form = page.getByRole('dialog', { name: 'New product' });
  await form.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await form.getByRole('combobox', { name: 'Type' }).selectOption({ label: 'Asset' });
  await form.getByRole('combobox', { name: 'Categories' }).fill('Brand');
  await page.getByRole('option', { name: 'Brand Essentials' }).click();
  await form
    .getByLabel('Thumbnail file')
    .setInputFiles({ name: 'poster.png', mimeType: 'image/png', buffer: THUMBNAIL_PNG });
  const preview = form.getByRole('img', { name: 'Thumbnail preview' });
  await expect(preview).toBeVisible();
  await expect.poll(() => hasLoaded(preview)).toBe(true);
  // A new product starts as a draft, which members do not see.
  await expect(form.getByLabel('Draft', { exact: true })).toBeChecked();
  await form.getByLabel('Draft', { exact: true }).uncheck();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByText(`“${title}” created`)).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search products' }).fill(title);
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('gridcell', { name: 'Brand Essentials' })).toBeVisible();
  await expect(row.getByText('Draft', { exact: true })).toHaveCount(0);

  const member = await browser.newContext({ baseURL });
  try {
    const memberPage = await member.newPage();
    await openSignedIn(memberPage, '/products', MEMBER);
    await memberPage.getByRole('searchbox', { name: 'Search products' }).fill(title);
    await memberPage
      .getByRole('list', { name: 'Search results' })
      .getByRole('link', { name: new RegExp(title) })
      .click();
    await expect(memberPage.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    const picture = memberPage.getByRole('main').locator('img');
    await expect(picture).toHaveCount(1);
    await expect.poll(() => hasLoaded(picture)).toBe(true);
    // An asset without a bundle is downloaded as its picture.
    await expect(memberPage.getByRole('link', { name: 'Download', exact: true })).toBeVisible();
  } finally {
    await member.close();
  }
});
