/**
 * Insight (DESIGN §1.10), one journey: a member, in one visit, searches words that find nothing,
 * browses to a product and downloads its file. The admin sees the zero-result search and the download
 * in /admin/analytics (whose view lives in the address), downloads a table as CSV, finds the download
 * in /admin/activity, and replays the member's visit at /admin/sessions, the search words masked.
 * The screens pass the accessibility scan and fit the width, on a desktop and on a phone (where the
 * journey leaves out the view in the address).
 */
import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { accessibilityViolations } from './axe';
import { ADMIN, apiHeaders, loadedGrid, MEMBER, openSignedIn, sessionOf } from './fixtures';
import { browserNow, openReplay, playReplay, recordingOfVisit, storedThrough } from './replay-steps';

// The demo member's group sees it in full (catalogue.spec.ts), so its page has a Download link.
const PRODUCT = 'Co-op Member Logo Pack';

/** How far the page reaches past the screen's right edge; a phone should never scroll sideways. */
const overflow = (page: Page) => page.evaluate(() => (document.scrollingElement?.scrollWidth ?? 0) - window.innerWidth);

/** A search no product can match, new on each run: letters only, since a digit could match a number. */
const nonsense = (device: string) =>
  `qzxv ${device} ${Date.now()
    .toString()
    .replace(/\d/g, (d) => 'jkwxyqzvbf'[Number(d)] ?? '')}`;

/**
 * As the member, in one visit (one recording): a search that finds nothing, then on to all products
 * within the app, a product found and its file downloaded. Answers the visit's recording once the
 * server holds all of it up to the download.
 */
async function memberActivity(page: Page, nothing: string) {
  const recording = recordingOfVisit(page);
  await openSignedIn(page, `/search?q=${encodeURIComponent(nothing)}`, MEMBER);
  await expect(page.getByText(`No products match “${nothing}”`)).toBeVisible();
  const recordingId = await recording;
  // Once any chunk is stored, the recorder has taken its picture of the page, the replay's first
  // frame: these empty results, before the member moves on.
  await storedThrough(page, recordingId, 0);
  await page.getByRole('link', { name: 'browse all products' }).click();
  // The results page has a search box of the same name: type once the catalogue's is there.
  await expect(page.getByRole('heading', { name: 'Products', level: 1 })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search products' }).fill('logo pack');
  await page
    .getByRole('list', { name: 'Search results' })
    .getByRole('link', { name: new RegExp(PRODUCT) })
    .click();
  await expect(page.getByRole('heading', { name: PRODUCT, level: 1 })).toBeVisible();
  // The click on Download is recorded after this moment: its chunk holds the product page before it.
  const stored = storedThrough(page, recordingId, await browserNow(page));
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download', exact: true }).click();
  expect(await (await downloading).failure()).toBeNull();
  await stored;
  return recordingId;
}

/**
 * As the admin, on from wherever they are: the member's visit replayed at /admin/sessions starts on
 * the search that found nothing, its words masked, and plays on to the product page they downloaded
 * from; the searched words are in none of what the server kept.
 */
async function adminReplays(page: Page, recordingId: string, nothing: string) {
  const admin = await sessionOf(page.request, ADMIN);
  const stored = await page.request.get(`/api/admin/recordings/${recordingId}/events`, { headers: apiHeaders(admin) });
  expect(stored.status()).toBe(200);
  // The run's own word alone: it would show however the words were kept, in text or in an address.
  const [ownWord = nothing] = nothing.split(' ').slice(-1);
  expect(await stored.text()).not.toContain(ownWord);

  await page.goto('/admin/sessions');
  const replayed = await openReplay(page, recordingId);
  // Masking keeps the text's shape: a star for each letter of the results heading.
  await expect(replayed.getByRole('heading', { level: 1 })).toHaveText(`Results for “${nothing}”`.replace(/\S/g, '*'));
  await playReplay(page);
  await expect(replayed.getByRole('heading', { name: PRODUCT, level: 1 })).toBeVisible();
  expect(await overflow(page)).toBeLessThanOrEqual(0);
  expect(await accessibilityViolations(page)).toEqual([]);
}

/** The funnel's line for one step, e.g. "Downloads 3 …". */
const funnelStep = (page: Page, step: string) =>
  page
    .getByRole('region', { name: 'Funnel' })
    .getByRole('listitem')
    .filter({ hasText: new RegExp(`^${step}`) });

/** The same download, in the activity log: the newest download of the product is the member's. */
async function downloadInActivity(page: Page) {
  await page.goto(`/admin/activity?action=download&search=${encodeURIComponent(PRODUCT)}`);
  const grid = await loadedGrid(page, 'Activity');
  const newest = grid
    .getByRole('row')
    .filter({ has: page.getByRole('gridcell') })
    .first();
  await expect(newest).toContainText('Downloaded');
  await expect(newest).toContainText(MEMBER.username);
  await expect(newest).toContainText(PRODUCT);
  expect(await overflow(page)).toBeLessThanOrEqual(0);
}

/** Opens the analytics as the admin once the member's events are in (the server writes them in batches). */
async function openAnalytics(page: Page, nothing: string) {
  await openSignedIn(page, '/admin/analytics', ADMIN);
  await expect(page.getByRole('heading', { name: 'Analytics', level: 1 })).toBeVisible();
  await expect(async () => {
    await page.reload();
    await expect(funnelStep(page, 'Downloads')).toHaveText(/^Downloads\s*[1-9]/, { timeout: 5_000 });
    await expect(
      page.getByRole('region', { name: 'Searches that found nothing' }).getByRole('row', { name: nothing }),
    ).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
}

async function expectNumbers(page: Page, nothing: string) {
  await expect(funnelStep(page, 'Product views')).toHaveText(/^Product views\s*[1-9]/);
  await expect(funnelStep(page, 'Product views')).toContainText('% of impressions');
  // Today is the series' last row.
  const perDay = page.getByRole('region', { name: 'Product views per day' });
  await expect(perDay.getByRole('row').last()).toHaveText(new RegExp(`^${new Date().toISOString().slice(0, 10)}[1-9]`));
  await expect(page.getByRole('region', { name: 'Top searches' }).getByRole('row', { name: nothing })).toBeVisible();
  const reach = page.getByRole('region', { name: 'Content provider reach', exact: true }).getByRole('table');
  await expect(reach.getByRole('row').nth(1)).toBeVisible();
  const topProducts = page
    .getByRole('region', { name: 'Top', exact: true })
    .getByRole('row', { name: new RegExp(PRODUCT) });
  await expect(topProducts).toBeVisible();
}

test('an admin reads a member’s activity in the analytics, downloads a CSV and replays the visit', async ({ page }) => {
  const nothing = nonsense('jvqz');
  const recordingId = await memberActivity(page, nothing);
  await openAnalytics(page, nothing);
  await expectNumbers(page, nothing);
  expect(await overflow(page)).toBeLessThanOrEqual(0);

  // The zero-result searches as CSV: the member's search with its count.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download searches that found nothing as CSV' }).click();
  const file = await downloading;
  expect(file.suggestedFilename()).toMatch(/^zero-result-searches-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync(await file.path(), 'utf8');
  expect(csv.replace(/^\uFEFF/, '').split('\r\n')).toEqual(expect.arrayContaining(['Search,Searches', `${nothing},1`]));

  // The period and a panel's choice go in the address, so a reload (or a shared link) shows the same view.
  await page.getByRole('button', { name: '7 days' }).click();
  await expect(page).toHaveURL(/\/admin\/analytics\?days=7$/);
  // The address can change a moment before the page shows the new period, and a choice made on the
  // page still showing the old one writes the old period back: choose once the page shows it.
  await expect(page.getByRole('button', { name: '7 days' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByLabel('Measure', { exact: true }).selectOption('Searches');
  await expect(page).toHaveURL(/days=7&measure=search$/);
  await page.reload();
  await expect(page.getByRole('button', { name: '7 days' })).toHaveAttribute('aria-pressed', 'true');
  const searchesPerDay = page.getByRole('region', { name: 'Searches per day' });
  await expect(searchesPerDay.getByRole('row')).toHaveCount(8);

  // A filter goes in the address too, and clearing it brings the whole view back.
  await page.getByLabel('Group', { exact: true }).selectOption({ index: 1 });
  await expect(page).toHaveURL(/group_id=[0-9a-f-]{36}/);
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).not.toHaveURL(/group_id=/);
  await expect(funnelStep(page, 'Downloads')).toHaveText(/^Downloads\s*[1-9]/);

  expect(await accessibilityViolations(page)).toEqual([]);

  await downloadInActivity(page);
  await adminReplays(page, recordingId, nothing);
});

test('@phone the analytics and the replay fit a phone: filters wrap, tables scroll in their cards', async ({
  page,
}) => {
  const nothing = nonsense('wxjq');
  const recordingId = await memberActivity(page, nothing);
  await openAnalytics(page, nothing);
  await expectNumbers(page, nothing);
  expect(await overflow(page)).toBeLessThanOrEqual(0);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download top searches as CSV' }).click();
  const csv = readFileSync(await (await downloading).path(), 'utf8');
  expect(csv.replace(/^\uFEFF/, '').split('\r\n')).toEqual(
    expect.arrayContaining(['Search,Searches,Found nothing', `${nothing},1,1`]),
  );

  expect(await accessibilityViolations(page)).toEqual([]);

  await downloadInActivity(page);
  await adminReplays(page, recordingId, nothing);
});
