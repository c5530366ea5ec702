import { expect, type Locator, type Page, test } from '@playwright/test';
import { accessibilityViolations } from './axe';
import { ADMIN, openProduct, openSignedIn, PROSPECT } from './fixtures';

/** A picture drawn by the browser (a disc on a colour), as a PNG file to upload. */
async function drawnPng(page: Page, name: string, colour: string) {
  const data = await page.evaluate((fill) => {
    const canvas = document.createElement('canvas');
    canvas.width = 900;
    canvas.height = 600;
    const draw = canvas.getContext('2d') as CanvasRenderingContext2D;
    draw.fillStyle = fill;
    draw.fillRect(0, 0, 900, 600);
    draw.fillStyle = '#fdf6e3';
    draw.beginPath();
    draw.arc(450, 300, 170, 0, Math.PI * 2);
    draw.fill();
    return canvas.toDataURL('image/png').split(',')[1] ?? '';
  }, colour);
  return { name, mimeType: 'image/png', buffer: Buffer.from(data, 'base64') };
}

/** How far the page reaches past the screen's right edge; a phone should never scroll sideways. */
const overflow = (page: Page) => page.evaluate(() => (document.scrollingElement?.scrollWidth ?? 0) - window.innerWidth);

/** Each picture's drawn width once it has loaded (0 for one that has not). */
const loadedWidths = (pictures: Locator) =>
  pictures.evaluateAll((images) => images.map((img) => (img as HTMLImageElement).naturalWidth));

/** The samples of a locked product as a gated member sees them, with the one way to ask below. */
async function expectLockedGallery(page: Page, title: string, count: number) {
  const gallery = page.getByRole('region', { name: 'Samples' });
  const pictures = gallery.getByRole('img');
  await expect(pictures).toHaveCount(count);
  for (let i = 1; i <= count; i++) {
    await expect(
      gallery.getByRole('img', { name: `Sample ${i} of ${count} from ${title}`, exact: true }),
    ).toBeVisible();
  }
  await expect(gallery).toContainText('Small, watermarked samples of what this product holds.');
  // Small copies, every one drawn: a preview is at most 640 pixels wide, never the original.
  await expect.poll(async () => (await loadedWidths(pictures)).every((width) => width > 0 && width <= 640)).toBe(true);
  // The gallery adds no way to ask of its own; the locked panel's is the one.
  await expect(gallery.getByRole('button')).toHaveCount(0);
  const locked = page.getByRole('region', { name: 'This product is locked' });
  await expect(locked.getByRole('button', { name: 'Request access' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Request access' })).toHaveCount(1);
  return locked;
}

test('an admin adds, orders and removes sample images, and a gated member sees them on the locked product', async ({
  page,
  browser,
  baseURL,
}) => {
  const title = `Harbour Photo Library ${Date.now() % 100000}`;
  await openSignedIn(page, '/admin/products', ADMIN);
  await page.getByRole('button', { name: 'New product' }).click();
  const form = page.getByRole('dialog', { name: 'New product' });
  await form.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await form.getByRole('combobox', { name: 'Type' }).selectOption({ label: 'Asset' });
  await form.getByRole('combobox', { name: 'Categories' }).fill('Brand');
  await page.getByRole('option', { name: 'Brand Essentials' }).click();

  const samples = form.getByRole('group', { name: 'Sample images' });
  await expect(samples.getByText('No sample images yet.')).toBeVisible();
  const files = [
    await drawnPng(page, 'harbour-dawn.png', '#1f6f78'),
    await drawnPng(page, 'harbour-noon.png', '#c0392b'),
    await drawnPng(page, 'harbour-dusk.png', '#6c5b7b'),
  ];
  await samples.getByLabel('Sample image files').setInputFiles(files);
  const rows = samples.getByRole('list', { name: 'Sample images' }).getByRole('listitem');
  await expect(rows).toHaveCount(3);
  await expect(samples.getByText('3 of 12')).toBeVisible();
  await expect.poll(async () => (await loadedWidths(rows.getByRole('img'))).every((w) => w > 0)).toBe(true);
  // Dusk first, then dawn; noon goes.
  await rows.filter({ hasText: 'harbour-dusk.png' }).getByRole('button', { name: 'Move up' }).click();
  await rows.filter({ hasText: 'harbour-dusk.png' }).getByRole('button', { name: 'Move up' }).click();
  await rows.filter({ hasText: 'harbour-noon.png' }).getByRole('button', { name: 'Remove' }).click();
  await expect(rows).toHaveText([/harbour-dusk\.png/, /harbour-dawn\.png/]);
  expect(await accessibilityViolations(page)).toEqual([]);

  await form.getByRole('switch', { name: 'Gated' }).check();
  await form.getByLabel('Draft', { exact: true }).uncheck();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByText(`“${title}” created`)).toBeVisible();

  const member = await browser.newContext({ baseURL });
  try {
    const memberPage = await member.newPage();
    await openProduct(memberPage, title, PROSPECT);
    await expectLockedGallery(memberPage, title, 2);
    expect(await accessibilityViolations(memberPage)).toEqual([]);
  } finally {
    await member.close();
  }
});

test('@phone the demo photo library shows its six samples on a phone, above the one way to ask', async ({ page }) => {
  const title = 'Lifestyle Photo Library: Connected Homes';
  await openProduct(page, title, PROSPECT);
  const locked = await expectLockedGallery(page, title, 6);
  await expect(page.getByRole('region', { name: 'Samples' })).toContainText('subscribe or request access below');
  // Two to a row on a phone.
  const boxes = await page
    .getByRole('region', { name: 'Samples' })
    .getByRole('img')
    .evaluateAll((images) => images.slice(0, 3).map((img) => img.getBoundingClientRect().top));
  expect(boxes[0]).toBe(boxes[1]);
  expect(boxes[2]).toBeGreaterThan(boxes[0] ?? 0);
  expect(await overflow(page)).toBeLessThanOrEqual(0);
  const subscribe = locked.getByRole('button', { name: 'Subscribe — $120.00 / year' });
  await subscribe.scrollIntoViewIfNeeded();
  await expect(subscribe).toBeInViewport();
  expect(await accessibilityViolations(page)).toEqual([]);
});
