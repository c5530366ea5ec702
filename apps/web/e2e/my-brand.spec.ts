import { expect, type Page, type TestInfo, test } from '@playwright/test';
import sharp from 'sharp';
import { accessibilityViolations } from './axe';
import { MEMBER, openSignedIn } from './fixtures';

const POOR_ACCENT = '#f6e27a';
const WARNING = /Below 4.5:1/;

/**
 * The demo member edits their company's brand on /my-account: the phone and Accent 1, a poor
 * accent warned about and fixed, saved, and found again after a reload.
 */
async function editMyBrand(page: Page, testInfo: TestInfo, phone: string, accent: string) {
  await openSignedIn(page, '/my-account', MEMBER);
  const section = page.getByRole('region', { name: 'My brand' });
  await expect(section.getByRole('heading', { name: 'My brand' })).toBeVisible();
  await expect(section.getByRole('textbox', { name: 'Company name' })).toHaveValue('Northwind Fiber');
  const preview = section.getByTestId('brand-preview');
  await expect(preview.getByText('Northwind Fiber')).toBeVisible();

  const phoneInput = section.getByRole('textbox', { name: 'Phone', exact: true });
  await phoneInput.fill(phone);
  await expect(preview.getByText(phone)).toBeVisible();

  const accentInput = section.getByRole('textbox', { name: 'Accent 1', exact: true });
  const onAccent = section.getByRole('listitem', { name: 'Light on accent' });
  await accentInput.fill(POOR_ACCENT);
  await expect(onAccent.getByRole('alert')).toHaveText(WARNING);
  await onAccent.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('poor-accent.png'), fullPage: true });

  await accentInput.fill(accent);
  await expect(onAccent.getByRole('alert')).toHaveCount(0);
  await expect(onAccent).toContainText('Readable');
  await page.screenshot({ path: testInfo.outputPath('fixed-accent.png'), fullPage: true });

  await section.getByRole('button', { name: 'Save brand' }).click();
  await expect(page.getByText('Brand saved')).toBeVisible();

  await expect(section.getByRole('button', { name: 'Save brand' })).toBeDisabled();
  await page.reload();
  await expect(section.getByRole('textbox', { name: 'Phone', exact: true })).toHaveValue(phone);
  await expect(section.getByRole('textbox', { name: 'Accent 1', exact: true })).toHaveValue(accent);
  await expect(section.getByTestId('brand-preview').getByText(phone)).toBeVisible();
}

/** Where the preview sits against the form's save button. */
async function previewPlacement(page: Page) {
  const section = page.getByRole('region', { name: 'My brand' });
  const preview = await section.getByTestId('brand-preview').boundingBox();
  const save = await section.getByRole('button', { name: 'Save brand' }).boundingBox();
  if (!preview || !save) throw new Error('the preview or the save button is not laid out');
  return { beside: preview.x > save.x + save.width, below: preview.y > save.y + save.height };
}

test.describe('desktop', () => {
  test.use({ viewport: { width: 1440, height: 900 } });
  test('the member edits their brand with a live preview and contrast checks', async ({ page }, testInfo) => {
    await editMyBrand(page, testInfo, '+1 555 010 0311', '#0b3d91');
    expect(await previewPlacement(page)).toEqual({ beside: true, below: false });
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});

// Large enough to print (other journeys export print-ready files with this member's brand): a
// white bar on blue, as a real logo would be, since the server checks an upload by its content.
const printableLogo = () =>
  sharp({ create: { width: 1200, height: 600, channels: 4, background: '#0d47a1' } })
    .composite([
      {
        input: Buffer.from(
          '<svg width="1200" height="600"><rect x="120" y="210" width="960" height="180" fill="#ffffff"/></svg>',
        ),
      },
    ])
    .png()
    .toBuffer();

test('the member replaces their logo, which shows in the preview and stays after a reload', async ({ page }) => {
  await openSignedIn(page, '/my-account', MEMBER);
  const section = page.getByRole('region', { name: 'My brand' });
  const logo = section.getByRole('group', { name: 'Logo' });
  const before = await logo.getByRole('img', { name: 'Logo preview' }).getAttribute('src');
  await logo
    .getByLabel('Logo file')
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: await printableLogo() });
  await expect(logo.getByRole('img', { name: 'Logo preview' })).not.toHaveAttribute('src', before ?? '');
  const after = await logo.getByRole('img', { name: 'Logo preview' }).getAttribute('src');
  expect(after).toMatch(/\/files\/brand-images\/[0-9a-f-]{36}\.png$/);
  await expect(section.getByTestId('brand-preview').getByRole('img', { name: 'Logo' })).toHaveAttribute(
    'src',
    after ?? '',
  );

  await section.getByRole('button', { name: 'Save brand' }).click();
  await expect(page.getByText('Brand saved')).toBeVisible();
  await page.reload();
  const shown = section.getByRole('group', { name: 'Logo' }).getByRole('img', { name: 'Logo preview' });
  await expect(shown).toHaveAttribute('src', after ?? '');
  // The unsigned address answers: the image has loaded.
  await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
});

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('@phone the member edits their brand at phone width', async ({ page }, testInfo) => {
    await editMyBrand(page, testInfo, '+1 555 010 0422', '#7a1f3d');
    // Stacked: the preview comes below the form, and nothing is wider than the screen.
    expect(await previewPlacement(page)).toEqual({ beside: false, below: true });
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
  });
});
