import { expect, type Locator, type Page, test } from '@playwright/test';
import { accessibilityViolations } from './axe';
import { ADMIN, apiHeaders, openSignedIn, sessionOf } from './fixtures';

const run = Date.now() % 100000;
const NEW_TAGLINE = `Fiber to every doorstep, and beyond ${run}`;

const section = (page: Page, label: string) => page.getByRole('region', { name: label, exact: true });
const fieldNames = (list: Locator) => list.getByRole('listitem').locator('p:first-of-type').allTextContents();

/** Drags a row by its handle onto another row, in small steps as a hand would (dnd-kit's pointer sensor). */
async function dragOnto(page: Page, handle: Locator, target: Locator) {
  const from = await handle.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error('the rows to drag are not on screen');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 - 8, { steps: 4 });
  await page.mouse.move(from.x + from.width / 2, to.y + to.height / 4, { steps: 12 });
  await page.mouse.up();
}

test('an admin adds a field "Tagline" to a section and fills it for a brand', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openSignedIn(page, '/admin/brands?tab=fields', ADMIN);
  const identity = section(page, 'Identity');
  const identityFields = identity.getByRole('list', { name: 'Fields of Identity' });
  await expect(identityFields.getByRole('listitem')).toHaveCount(3);

  // The demo's own Tagline goes first: the brands keep their values under "tagline".
  await identityFields
    .getByRole('listitem')
    .filter({ hasText: 'Tagline' })
    .getByRole('button', { name: 'Delete field' })
    .click();
  const question = page.getByRole('dialog', { name: 'Delete the field “Tagline”?' });
  await expect(question).toContainText('Brands keep their values under “tagline”');
  await question.getByRole('button', { name: 'Delete' }).click();
  await expect(identityFields.getByRole('listitem')).toHaveCount(2);

  await identity.getByRole('button', { name: 'Add field' }).click();
  const form = page.getByRole('dialog', { name: 'New field' });
  await form.getByRole('textbox', { name: 'Label' }).fill('Tagline');
  // A name already taken is refused by the server, which says so on the name.
  const name = form.getByRole('textbox', { name: 'Name' });
  await name.fill('name');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(name).toHaveAccessibleDescription('A field with this name already exists');
  await name.fill('tagline');
  await form.getByRole('combobox', { name: 'Type' }).selectOption({ label: 'Text' });
  await expect(form.getByRole('combobox', { name: 'Section' })).toHaveValue('identity');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();
  await expect.poll(() => fieldNames(identityFields)).toEqual(['Company name', 'Logo', 'Tagline']);

  // Under the company name, where a tagline belongs: dragged there, and saved at once.
  await dragOnto(
    page,
    identityFields.getByRole('button', { name: 'Drag Tagline' }),
    identityFields.getByRole('listitem').filter({ hasText: 'Logo' }),
  );
  await expect.poll(() => fieldNames(identityFields)).toEqual(['Company name', 'Tagline', 'Logo']);
  await page.reload();
  await expect.poll(() => fieldNames(identityFields)).toEqual(['Company name', 'Tagline', 'Logo']);
  await page.screenshot({ path: testInfo.outputPath('fields-desktop.png'), fullPage: true });
  expect(await accessibilityViolations(page)).toEqual([]);

  // Northwind Fiber's old tagline was kept through the field's deletion.
  await page.getByRole('tab', { name: 'Brands' }).click();
  await page.getByRole('searchbox', { name: 'Search brands' }).fill('northwind');
  const rows = page.getByRole('grid', { name: 'Brands' }).getByRole('row');
  await expect(page.getByRole('gridcell', { name: 'Summit Valley Broadband', exact: true })).toBeHidden();
  await rows.filter({ hasText: 'Northwind Fiber' }).getByRole('button', { name: 'Edit' }).click();
  let dialog = page.getByRole('dialog', { name: 'Edit “Northwind Fiber”' });
  const tagline = dialog.getByRole('textbox', { name: 'Tagline' });
  await expect(tagline).toHaveValue('Fiber to every doorstep');
  const identityBlock = dialog.getByRole('region', { name: 'Identity' });
  await expect(identityBlock.getByRole('textbox').first()).toHaveAccessibleName('Company name');
  await expect(identityBlock.getByRole('textbox').nth(1)).toHaveAccessibleName('Tagline');
  await expect(dialog.getByRole('list', { name: 'Members of the brand' })).toContainText('member');
  await page.screenshot({ path: testInfo.outputPath('brand-dialog-desktop.png') });
  expect(await accessibilityViolations(page)).toEqual([]);

  await tagline.fill(NEW_TAGLINE);
  await dialog.getByRole('button', { name: 'Save brand' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Brand “Northwind Fiber” saved')).toBeVisible();

  await page.reload();
  await rows.filter({ hasText: 'Northwind Fiber' }).getByRole('button', { name: 'Edit' }).click();
  dialog = page.getByRole('dialog', { name: 'Edit “Northwind Fiber”' });
  await expect(dialog.getByRole('textbox', { name: 'Tagline' })).toHaveValue(NEW_TAGLINE);
});

test('an admin searches the brands and pages through them by cursor', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const session = await sessionOf(page.request, ADMIN);
  const prefix = `Paging ${run}`;
  for (let n = 1; n <= 22; n += 1) {
    const created = await page.request.post('/brands-api/brands', {
      headers: apiHeaders(session),
      data: { name: `${prefix} ${String(n).padStart(2, '0')}` },
    });
    expect(created.status()).toBe(201);
  }
  await openSignedIn(page, '/admin/brands', ADMIN);
  await expect(page.getByRole('gridcell', { name: 'Lakeshore Telecom', exact: true })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('brands-desktop.png'), fullPage: true });
  expect(await accessibilityViolations(page)).toEqual([]);

  await page.getByRole('searchbox', { name: 'Search brands' }).fill(prefix);
  await expect(page.getByText('1–20 of 22')).toBeVisible();
  await expect(page.getByRole('gridcell', { name: `${prefix} 20`, exact: true })).toBeVisible();
  await page.getByRole('button', { name: /next page/i }).click();
  await expect(page.getByText('21–22 of 22')).toBeVisible();
  await expect(page.getByRole('gridcell', { name: `${prefix} 22`, exact: true })).toBeVisible();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByRole('button', { name: /next page/i })).toBeDisabled();

  // The cursors seen stay with the page: after a reload, Previous still goes back one page.
  await page.reload();
  await expect(page.getByText('21–22 of 22')).toBeVisible();
  await page.getByRole('button', { name: /previous page/i }).click();
  await expect(page.getByText('1–20 of 22')).toBeVisible();
  await expect(page.getByRole('gridcell', { name: `${prefix} 01`, exact: true })).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search brands' }).fill(`${prefix} none`);
  await expect(page.getByText(`No brands match “${prefix} none”`)).toBeVisible();
});

test('an admin links a user to a brand and sees it in the Brand column', async ({ page }) => {
  const session = await sessionOf(page.request, ADMIN);
  const username = `brandee${run}`;
  const created = await page.request.post('/user', {
    headers: apiHeaders(session),
    data: { username, password: 'harbor-lantern-58', email_address: `${username}@example.com`, first_name: 'Bree' },
  });
  expect(created.status()).toBe(201);
  await openSignedIn(page, `/admin/users?search=${username}`, ADMIN);
  const row = page.getByRole('row').filter({ hasText: username });
  await row.getByRole('button', { name: 'Edit' }).click();
  const form = page.getByRole('dialog');
  await form.getByRole('combobox', { name: 'Brand' }).fill('lakeshore');
  await page.getByRole('option', { name: 'Lakeshore Telecom' }).click();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();
  await expect(row.getByRole('gridcell', { name: 'Lakeshore Telecom', exact: true })).toBeVisible();

  await page.reload();
  await row.getByRole('button', { name: 'Edit' }).click();
  await expect(page.getByRole('dialog').getByRole('combobox', { name: 'Brand' })).toHaveValue('Lakeshore Telecom');
});

test('@phone the brands table and the brand form fit a phone', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openSignedIn(page, '/admin/brands', ADMIN);
  await expect(page.getByRole('gridcell', { name: 'Lakeshore Telecom', exact: true })).toBeVisible();
  const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
  expect(await pageWidth()).toBeLessThanOrEqual(390);
  await page.screenshot({ path: testInfo.outputPath('brands-phone.png'), fullPage: true });

  await page.getByRole('row').filter({ hasText: 'Lakeshore Telecom' }).getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit “Lakeshore Telecom”' });
  await expect(dialog.getByRole('textbox', { name: 'Company name' })).toHaveValue('Lakeshore Telecom');
  const box = await dialog.boundingBox();
  expect(box?.width).toBe(390);
  await page.screenshot({ path: testInfo.outputPath('brand-dialog-phone.png') });
  await dialog.getByRole('button', { name: 'Close' }).click();

  await page.getByRole('tab', { name: 'Fields and sections' }).click();
  await expect(section(page, 'Colours')).toBeVisible();
  expect(await pageWidth()).toBeLessThanOrEqual(390);
  await page.screenshot({ path: testInfo.outputPath('fields-phone.png'), fullPage: true });
});
