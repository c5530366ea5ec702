import { expect, type Page, test } from '@playwright/test';
import { MEMBER, openSignedIn } from './fixtures';

// In the demo catalogue "social" matches more products than one results page holds (12), and
// "print" more than the search box shows (5). The journeys read the totals from the screen, so
// that a search that forgives more typos does not break them.
const PAGE_SIZE = 12;

const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search products' });
const results = (page: Page) => page.getByRole('list', { name: 'Search results' });
const cards = (page: Page) => results(page).getByRole('listitem');

/** How far the page reaches past the screen's right edge; a phone should never scroll sideways. */
const overflow = (page: Page) => page.evaluate(() => (document.scrollingElement?.scrollWidth ?? 0) - window.innerWidth);

/** The total the box's "See all N results" link names. */
async function totalInBox(page: Page) {
  const seeAll = page.getByRole('link', { name: /^See all \d+ results$/ });
  await expect(seeAll).toBeVisible();
  return Number((await seeAll.textContent())?.match(/\d+/)?.[0]);
}

test('a member presses Enter for all results, pages through them, reloads and goes back', async ({ page }) => {
  await openSignedIn(page, '/products', MEMBER);
  await searchBox(page).fill('social');
  const total = await totalInBox(page);
  expect(total).toBeGreaterThan(PAGE_SIZE);
  // The box keeps its few best.
  await expect(results(page).getByRole('link')).toHaveCount(5);

  await searchBox(page).press('Enter');
  await expect(page).toHaveURL(/\/search\?q=social$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Results for “social”' })).toBeVisible();
  await expect(cards(page)).toHaveCount(PAGE_SIZE);
  await expect(page.getByText(`Showing 1–${PAGE_SIZE} of ${total} products`)).toBeVisible();
  const firstOfPageOne = await cards(page).first().getByRole('heading').textContent();

  await page.getByRole('navigation').getByRole('link', { name: 'Go to page 2' }).click();
  await expect(page).toHaveURL(/\/search\?q=social&page=2$/);
  const onPageTwo = Math.min(total - PAGE_SIZE, PAGE_SIZE);
  await expect(page.getByText(`Showing 13–${12 + onPageTwo} of ${total} products`)).toBeVisible();
  await expect(cards(page)).toHaveCount(onPageTwo);
  await expect(cards(page).getByRole('heading', { name: firstOfPageOne ?? '', exact: true })).toHaveCount(0);
  const firstOfPageTwo = (await cards(page).first().getByRole('heading').textContent()) ?? '';

  // The address alone brings the same page back.
  await page.reload();
  await expect(cards(page).first().getByRole('heading')).toHaveText(firstOfPageTwo);
  await expect(searchBox(page)).toHaveValue('social');

  await cards(page).first().getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: firstOfPageTwo })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/search\?q=social&page=2$/);
  await expect(cards(page).first().getByRole('heading')).toHaveText(firstOfPageTwo);
  await page.goBack();
  await expect(page).toHaveURL(/\/search\?q=social$/);
  await expect(cards(page)).toHaveCount(PAGE_SIZE);
  await page.goBack();
  await expect(page).toHaveURL(/\/products$/);
});

test('a member opens all results from the box, searches again there and finds nothing', async ({ page }) => {
  await openSignedIn(page, '/products', MEMBER);
  await searchBox(page).fill('print');
  const total = await totalInBox(page);
  await page.getByRole('link', { name: `See all ${total} results` }).click();
  await expect(page).toHaveURL(/\/search\?q=print$/);
  await expect(cards(page)).toHaveCount(Math.min(total, PAGE_SIZE));

  await searchBox(page).fill('zzqxv');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/search\?q=zzqxv$/);
  await expect(page.getByText('No products match “zzqxv”')).toBeVisible();
  await page.getByRole('link', { name: 'browse all products' }).click();
  await expect(page).toHaveURL(/\/products$/);
});

test('@phone a member pages through search results on a phone', async ({ page }) => {
  await openSignedIn(page, '/products', MEMBER);
  await searchBox(page).fill('social');
  await searchBox(page).press('Enter');
  await expect(page).toHaveURL(/\/search\?q=social$/);
  await expect(cards(page)).toHaveCount(PAGE_SIZE);
  expect(await overflow(page)).toBeLessThanOrEqual(0);

  const pageTwo = page.getByRole('navigation').getByRole('link', { name: 'Go to page 2' });
  await pageTwo.scrollIntoViewIfNeeded();
  await pageTwo.click();
  await expect(page).toHaveURL(/\/search\?q=social&page=2$/);
  await expect(page.getByText(/^Showing 13–\d+ of \d+ products$/)).toBeVisible();
  // The next page starts at its top, not where the pager was.
  await expect(page.getByRole('heading', { level: 1, name: 'Results for “social”' })).toBeInViewport();
  expect(await overflow(page)).toBeLessThanOrEqual(0);
});
