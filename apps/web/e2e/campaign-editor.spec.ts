/**
 * A campaign's pieces customized at once (decision 0050): a demo campaign opened from its product
 * page, its headline written once for every piece, one piece given a headline of its own, and both
 * kept across a reload; on a desktop and at a phone's width.
 */
import { expect, type Page, type TestInfo, test } from '@playwright/test';
import {
  type Campaign,
  EVERY_SIZE,
  LAUNCH_KIT,
  openCampaignEditor,
  pieceButton,
  squeezed,
  textOf,
  thumbnailOf,
} from './campaign-steps';

const SHARED = 'Fiber is live';
const OWN = 'Fiber on your door';

/** The journey on any screen: the shared headline once, one piece's own, both kept after a reload. */
async function customizeTheKit(page: Page, campaign: Campaign, shot: (name: string) => Promise<void>) {
  await openCampaignEditor(page, campaign);
  for (const title of campaign.pieces) await expect(pieceButton(page, title)).toBeVisible();
  const others = campaign.pieces.filter((title) => title !== campaign.overridden);

  const headline = page.getByRole('textbox', { name: 'Headline', exact: true });
  await headline.fill(SHARED);
  for (const title of campaign.pieces) {
    await expect.poll(() => textOf(thumbnailOf(page, title))).toContain(squeezed(SHARED));
  }
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();

  await pieceButton(page, campaign.overridden).click();
  await expect(pieceButton(page, campaign.overridden)).toHaveAttribute('aria-pressed', 'true');
  const own = page.getByRole('group', { name: 'Headline', exact: true });
  await own.getByRole('button', { name: 'Override in this piece' }).click();
  await own.getByRole('textbox', { name: 'Headline (this piece)' }).fill(OWN);
  await expect.poll(() => textOf(thumbnailOf(page, campaign.overridden))).toContain(squeezed(OWN));
  await expect.poll(() => textOf(page.getByTestId('preview-page-1'))).toContain(squeezed(OWN));
  for (const title of others) await expect.poll(() => textOf(thumbnailOf(page, title))).toContain(squeezed(SHARED));
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();
  await shot('edited');

  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Headline', exact: true })).toHaveValue(SHARED);
  // The piece shown large is kept in the address, so it is chosen again.
  await expect(pieceButton(page, campaign.overridden)).toHaveAttribute('aria-pressed', 'true');
  const ownAgain = page.getByRole('group', { name: 'Headline', exact: true });
  await expect(ownAgain.getByRole('textbox', { name: 'Headline (this piece)' })).toHaveValue(OWN);
  await expect.poll(() => textOf(thumbnailOf(page, campaign.overridden))).toContain(squeezed(OWN));
  for (const title of others) await expect.poll(() => textOf(thumbnailOf(page, title))).toContain(squeezed(SHARED));
  await shot('reloaded');

  // Back to the campaign's headline: the piece shows the shared one again.
  await ownAgain.getByRole('button', { name: "Use the campaign's value" }).click();
  await expect.poll(() => textOf(thumbnailOf(page, campaign.overridden))).toContain(squeezed(SHARED));
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();
}

/** The top of the editor, then the headline's field with the preview beside it (or above it on a phone). */
const shots = (page: Page, testInfo: TestInfo, width: number) => async (name: string) => {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: testInfo.outputPath(`campaign-${name}-${width}-top.png`) });
  await page.getByRole('group', { name: 'Headline', exact: true }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath(`campaign-${name}-${width}-field.png`) });
};

test('a member writes a campaign headline once, gives one piece its own, and finds both after a reload', async ({
  page,
}, testInfo) => {
  await customizeTheKit(page, LAUNCH_KIT, shots(page, testInfo, 1280));
});

test('a campaign names the product it leaves out of the editor, and why, beside its pieces', async ({
  page,
}, testInfo) => {
  await openCampaignEditor(page, {
    title: 'Back-to-School Speed Campaign',
    pieces: ['Refer-a-Friend Social Ads', 'New Mover Welcome Postcard'],
    overridden: '',
  });
  const left = page.getByRole('region', { name: 'Left out of this campaign' });
  await expect(left.getByRole('link', { name: 'Streaming Without the Buffer' })).toBeVisible();
  // The demo member's access locks the video, so it is left out as locked, with the way to ask for it.
  await expect(left).toContainText('Streaming Without the Buffer: This product is locked');
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: testInfo.outputPath('campaign-skipped-1280.png') });
});

test.describe('@phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the campaign editor at a phone’s width: pieces scroll sideways, fields below @phone', async ({
    page,
  }, testInfo) => {
    await customizeTheKit(page, EVERY_SIZE, shots(page, testInfo, 390));
    // The strip scrolls within itself; the page never scrolls sideways.
    const strip = page.getByRole('list', { name: 'Pieces' });
    expect(await strip.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
