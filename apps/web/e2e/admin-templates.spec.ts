import { expect, type Page, test } from '@playwright/test';
import { ADMIN, MEMBER, openSignedIn } from './fixtures';

const run = Date.now() % 100000;
const templateName = `Open house sign ${run}`;
const productTitle = `Open House Sign ${run}`;

// A small template written here, in the conventions: colour classes, brand placeholders and a text
// slot, each in its box, and a logo slot.
const SIGN_SVG = `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400" viewBox="0 0 600 400">
  <rect class="light1" width="600" height="400"/>
  <rect class="accent1" width="600" height="130"/>
  <text x="40" y="86" class="light1" font-family="Source Sans 3" font-weight="700" font-size="52" data-width="380">{{isp}}</text>
  <text data-slot="headline" data-label="Headline" x="40" y="220" class="dark1" font-family="Source Sans 3" font-size="34" data-width="520">Open house this Saturday</text>
  <text x="40" y="290" class="accent2" font-family="Source Sans 3" font-weight="600" font-size="30" data-width="380">Call {{phone}}</text>
  <text x="40" y="350" class="dark2" font-family="Source Sans 3" font-size="24" data-width="380">{{url}}</text>
  <image href="{{logo}}" x="440" y="250" width="120" height="120"/>
</svg>`;

async function uploadTemplate(page: Page) {
  await page.getByRole('button', { name: 'Upload template' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Upload a template' });
  await dialog.getByLabel('SVG file').setInputFiles({
    name: 'open-house.svg',
    mimeType: 'image/svg+xml',
    buffer: Buffer.from(SIGN_SVG),
  });
  await expect(dialog.getByText(/^open-house\.svg \(/)).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Name' }).fill(templateName);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
}

test('an admin uploads an SVG template, links it to a product, a member customizes it and the admin finds the project', async ({
  page,
  browser,
  baseURL,
}) => {
  await openSignedIn(page, '/admin/templates', ADMIN);
  await expect(page.getByRole('heading', { name: 'Templates', level: 1 })).toBeVisible();
  await uploadTemplate(page);

  // The new template opens, with what the sanitizer found in it and its page drawn inline.
  await expect(page.getByRole('heading', { name: templateName, level: 1 })).toBeVisible();
  const found = page.getByRole('complementary', { name: 'What the template holds' });
  const classes = found.getByRole('list', { name: 'Colour classes' });
  for (const name of ['accent1', 'accent2', 'dark1', 'dark2', 'light1']) {
    await expect(classes.getByText(name, { exact: true })).toBeVisible();
  }
  const placeholders = found.getByRole('list', { name: 'Placeholders' });
  for (const name of ['{{isp}}', '{{phone}}', '{{url}}']) {
    await expect(placeholders.getByText(name, { exact: true })).toBeVisible();
  }
  await expect(found.getByText('600 × 400 px')).toBeVisible();
  await expect(found.getByText(/takes the brand’s logo/)).toBeVisible();
  const slots = page.getByRole('list', { name: 'Text slots' });
  await expect(slots.getByRole('listitem').filter({ hasText: 'Text “headline” · One line' })).toBeVisible();
  await expect(slots.getByRole('switch', { name: 'Lock Headline' })).not.toBeChecked();
  const pages = page.getByRole('region', { name: 'Pages' });
  await expect(pages.locator('svg text').first()).toHaveText('{{isp}}');
  const templateAddress = page.url();

  // The product form offers the template by name for a template product.
  await page.goto('/admin/products');
  await page.getByRole('button', { name: 'New product' }).click();
  const form = page.getByRole('dialog', { name: 'New product' });
  await form.getByRole('textbox', { name: 'Title', exact: true }).fill(productTitle);
  await form.getByRole('combobox', { name: 'Type' }).selectOption({ label: 'Template' });
  await form.getByRole('combobox', { name: 'Categories' }).fill('Brand');
  await page.getByRole('option', { name: 'Brand Essentials' }).click();
  await form.getByRole('combobox', { name: 'Template' }).click();
  await page.getByRole('option', { name: new RegExp(templateName) }).click();
  await expect(form.getByText('600 × 400 px').first()).toBeVisible();
  await form.getByLabel('Draft', { exact: true }).uncheck();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();

  // The template now names the product that uses it.
  await page.goto(templateAddress);
  const usedBy = page.getByRole('list', { name: 'Products using it' }).getByRole('link', { name: productTitle });
  await expect(usedBy).toBeVisible();
  const productId = new URL(String(await usedBy.getAttribute('href')), baseURL).searchParams.get('edit');
  expect(productId).toMatch(/^[0-9a-f-]{36}$/);

  // A member customizes it in their brand.
  const member = await browser.newContext({ baseURL });
  try {
    const memberPage = await member.newPage();
    await openSignedIn(memberPage, `/products/${productId}/customize`, MEMBER);
    await expect(memberPage.getByRole('heading', { name: `Customize ${productTitle}`, level: 1 })).toBeVisible();
    const preview = memberPage.getByRole('region', { name: 'Preview' });
    await memberPage.getByRole('textbox', { name: 'Phone' }).fill('555 0142 77');
    await expect(preview.locator('svg text').filter({ hasText: 'Call 555 0142 77' })).toHaveCount(1);
    await expect(memberPage.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
  } finally {
    await member.close();
  }

  // The admin's customized assets list the member's project for that product.
  await page.goto(`/admin/assets?product_id=${productId}`);
  await expect(page.getByRole('combobox', { name: 'Product' })).toHaveValue(productTitle);
  const rows = page
    .getByRole('grid', { name: 'Customized assets' })
    .getByRole('row')
    .filter({ has: page.getByRole('gridcell') });
  await expect(rows).toHaveCount(1);
  await expect(rows.first().getByRole('gridcell', { name: productTitle, exact: true })).toBeVisible();
  // The demo member, by the name on their record.
  await expect(rows.first()).toContainText('Morgan Member');
});

test('@phone the templates screen fits a phone', async ({ page }) => {
  await openSignedIn(page, '/admin/templates', ADMIN);
  await expect(page.getByRole('heading', { name: 'Templates', level: 1 })).toBeVisible();
  const first = page.getByRole('article').first();
  await expect(first).toBeVisible();
  // Nothing runs off the side: the page never scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await first.getByRole('link').first().click();
  await expect(page.getByRole('region', { name: 'Pages' }).getByRole('img').first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});
