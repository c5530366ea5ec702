import { readFileSync } from 'node:fs';
import { type Download, expect, type Page, test } from '@playwright/test';
import { openEditor as openProductEditor } from './fixtures';

const TEMPLATE_PRODUCT = 'Speed Upgrade Announcement Posts';

const openEditor = (page: Page) => openProductEditor(page, TEMPLATE_PRODUCT);

const bytesOf = async (download: Download) => readFileSync(await download.path());
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Exports from the open dialog and returns the file the browser saved. */
async function exportFile(page: Page, choose: (dialog: ReturnType<Page['getByRole']>) => Promise<void>) {
  const dialog = page.getByRole('dialog', { name: `Download ${TEMPLATE_PRODUCT}` });
  await choose(dialog);
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Export' }).click();
  const download = await downloading;
  await expect(dialog.getByRole('link', { name: /^Download / })).toBeVisible();
  return download;
}

test('a member customizes a template in their brand, downloads a PNG and a PDF, and finds them in their assets', async ({
  page,
}) => {
  const preview = await openEditor(page);
  // The member's brand fills the template: their company's name is in the preview.
  await expect(page.getByRole('textbox', { name: 'Company name' })).not.toHaveValue('');
  const company = await page.getByRole('textbox', { name: 'Company name' }).inputValue();
  await expect(preview).toContainText(company);

  const accent = page.getByRole('group', { name: 'Accent 1' }).getByRole('textbox', { name: 'Accent 1', exact: true });
  await accent.fill('#c2185b');
  await expect(preview.locator('[style*="fill:#c2185b"]').first()).toBeAttached();
  const phone = page.getByRole('textbox', { name: 'Phone' });
  await phone.fill('+1 (555) 010-7788');
  await expect(preview).toContainText('+1 (555) 010-7788');
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Download', exact: true }).click();
  const png = await exportFile(page, async () => {});
  expect(png.suggestedFilename()).toMatch(/\.png$/);
  expect((await bytesOf(png)).subarray(0, 8)).toEqual(PNG_SIGNATURE);

  const dialog = page.getByRole('dialog', { name: `Download ${TEMPLATE_PRODUCT}` });
  await dialog.getByRole('button', { name: 'Export another' }).click();
  const pdf = await exportFile(page, async (d) => {
    await d.getByRole('radio', { name: /PDF/ }).check();
    // A screen template's PDF is a plain vector PDF: print-ready is for print templates.
    await expect(d.getByRole('checkbox', { name: 'Print-ready' })).toHaveCount(0);
  });
  expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);
  expect((await bytesOf(pdf)).subarray(0, 4).toString('latin1')).toBe('%PDF');
  await dialog.getByRole('button', { name: 'Close' }).click();

  // Reopening the editor shows what was saved.
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Phone' })).toHaveValue('+1 (555) 010-7788');

  await page.getByRole('link', { name: 'My assets' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'My assets' })).toBeVisible();
  const card = page.getByRole('article', { name: TEMPLATE_PRODUCT });
  await expect(card).toBeVisible();
  // The thumbnail: the first page in the project's current colours, rendered by the server.
  await expect.poll(() => card.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(card).toContainText('2 downloads');
  const downloads = page.getByRole('list', { name: 'Downloads' });
  await expect(downloads.getByRole('listitem', { name: `${TEMPLATE_PRODUCT}, PNG` })).toBeVisible();
  await expect(downloads.getByRole('listitem', { name: `${TEMPLATE_PRODUCT}, PDF` })).toBeVisible();

  const again = page.waitForEvent('download');
  await downloads.getByRole('button', { name: `Download ${TEMPLATE_PRODUCT} (PDF) again` }).click();
  expect((await bytesOf(await again)).subarray(0, 4).toString('latin1')).toBe('%PDF');

  // Any format again from the project's card.
  await card.getByRole('button', { name: `Download ${TEMPLATE_PRODUCT}` }).click();
  const svg = await exportFile(page, async (d) => {
    await d.getByRole('radio', { name: /SVG/ }).check();
  });
  expect((await bytesOf(svg)).toString('utf8')).toContain('<svg');
});

test('@phone a member customizes a template on a phone', async ({ page }) => {
  const preview = await openEditor(page);
  const overflow = () => page.evaluate(() => (document.scrollingElement?.scrollWidth ?? 0) - window.innerWidth);
  expect(await overflow()).toBeLessThanOrEqual(0);
  const box = await preview.boundingBox();
  expect(box?.width).toBeGreaterThan(200);

  const phone = page.getByRole('textbox', { name: 'Phone' });
  await phone.scrollIntoViewIfNeeded();
  await phone.fill('+1 (555) 010-4242');
  await expect(preview).toContainText('+1 (555) 010-4242');
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();
  expect(await overflow()).toBeLessThanOrEqual(0);

  await page.getByRole('button', { name: 'Download', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Download ${TEMPLATE_PRODUCT}` });
  await expect(dialog.getByRole('button', { name: 'Export' })).toBeInViewport();
});
