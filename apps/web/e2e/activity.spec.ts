/**
 * The activity log (DESIGN §1.10): an admin's change shows who made it and each field before and
 * after, narrows to its record, and exports as CSV; the screen works on a phone and passes the scan.
 */
import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { accessibilityViolations } from './axe';
import { ADMIN, apiHeaders, loadedGrid, openSignedIn, sessionOf } from './fixtures';

/** A tag created and renamed by the admin through the API, with a name no other test uses. */
async function renamedTag(page: Page) {
  const headers = apiHeaders(await sessionOf(page.request, ADMIN));
  const stamp = Date.now().toString(36);
  const created = await page.request.post('/api/tags', { headers, data: { name: `Window cling ${stamp}` } });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const renamed = await page.request.put(`/api/tags/${id}`, { headers, data: { name: `Window decal ${stamp}` } });
  expect(renamed.status()).toBe(200);
  return { id, stamp, before: `Window cling ${stamp}`, after: `Window decal ${stamp}` };
}

test('an admin finds a change in the activity log, reads it field by field, and exports it', async ({ page }) => {
  const tag = await renamedTag(page);
  await openSignedIn(page, '/admin/activity', ADMIN);
  // Both names hold the stamp: the creation is logged under the name the tag had then.
  // The search is sent after a pause: until its answer the unsearched log may hold just these two
  // rows, and a click would land while they are replaced.
  const searched = page.waitForResponse((response) => response.url().includes(`search=${tag.stamp}`));
  await page.getByRole('searchbox', { name: 'Search record or person' }).fill(tag.stamp);
  await searched;
  const grid = await loadedGrid(page, 'Activity');
  await expect(grid.getByRole('row').filter({ has: page.getByRole('gridcell') })).toHaveCount(2);
  const renaming = grid.getByRole('row').filter({ hasText: 'Changed' });
  await expect(renaming).toContainText(`Name: ${tag.before} → ${tag.after}`);
  await expect(renaming).toContainText('admin');

  await renaming.getByText(`Name: ${tag.before}`).click();
  const dialog = page.getByRole('dialog', { name: `Changed tag ${tag.after}` });
  await expect(dialog.getByRole('row', { name: new RegExp(`Name ${tag.before} ${tag.after}`) })).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Close' }).click();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const csv = readFileSync(await (await downloading).path(), 'utf8');
  const lines = csv
    .replace(/^\ufeff/, '')
    .trim()
    .split('\r\n');
  expect(lines[0]).toBe('When,Who,Action,Record type,Record id,Record,Changes');
  expect(lines.slice(1).map((line) => line.split(',').slice(1, 5))).toEqual([
    ['admin', 'update', 'tag', tag.id],
    ['admin', 'create', 'tag', tag.id],
  ]);

  // One record's history, from its row.
  await grid
    .getByRole('link', { name: `History of tag ${tag.after}` })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`record_id=${tag.id}`));
  await expect(grid.getByRole('row').filter({ has: page.getByRole('gridcell') })).toHaveCount(2);
  expect(await accessibilityViolations(page)).toEqual([]);
});

test('@phone the activity log fits a phone', async ({ page }) => {
  const tag = await renamedTag(page);
  await openSignedIn(page, `/admin/activity?search=${tag.stamp}`, ADMIN);
  const grid = await loadedGrid(page, 'Activity');
  await expect(grid.getByRole('row').filter({ hasText: 'Changed' })).toBeVisible();
  // The grid scrolls inside itself; the page never scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  expect(await accessibilityViolations(page)).toEqual([]);
});
