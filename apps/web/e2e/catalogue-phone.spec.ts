import { expect, type Page, test } from '@playwright/test';
import { lockedCardIn, MEMBER, openSignedIn } from './fixtures';

/** How far the page reaches past the screen's right edge; a phone should never scroll sideways. */
const overflow = (page: Page) => page.evaluate(() => (document.scrollingElement?.scrollWidth ?? 0) - window.innerWidth);

test('@phone a member browses the catalogue on a phone and reaches a locked product', async ({ page }) => {
  await openSignedIn(page, '/products', MEMBER);
  await expect(page.getByRole('heading', { name: 'Brand Essentials', level: 2 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Video Library' }).getByRole('listitem')).toHaveCount(3);
  expect(await overflow(page)).toBeLessThanOrEqual(0);

  await page.getByRole('link', { name: 'See all in Video Library' }).click();
  await expect(page).toHaveURL(/\/video-library$/);
  await expect(page.getByRole('heading', { name: 'Video Library', level: 1 })).toBeVisible();
  const lockedCard = lockedCardIn(page.getByRole('list', { name: 'Products', exact: true }));
  await expect(lockedCard).toBeVisible();
  expect(await overflow(page)).toBeLessThanOrEqual(0);

  const title = ((await lockedCard.getByRole('heading').textContent()) ?? '').trim();
  await lockedCard.getByRole('link').click();
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  const requestInfo = page
    .getByRole('region', { name: 'This product is locked' })
    .getByRole('button', { name: 'Request access' });
  await expect(page.getByRole('button', { name: /^Request/ })).toHaveCount(1);
  await expect(page.getByRole('link', { name: 'Request this' })).toHaveCount(0);
  await requestInfo.scrollIntoViewIfNeeded();
  await expect(requestInfo).toBeInViewport();
  expect(await overflow(page)).toBeLessThanOrEqual(0);
});
