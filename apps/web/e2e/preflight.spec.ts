/**
 * The print check before an export: a logo too small for print is found, the member follows the
 * finding to the logo field and replaces it, exports a print-ready PDF with nothing left to fix, and
 * My assets keeps the download's clean check. At phone width the findings read, and a download
 * keeps the warning it was exported with.
 */
import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { accessibilityViolations } from './axe';
import { openEditor } from './fixtures';

// With the demo brand, the letterhead's only finding is its logo's resolution; the rate card's own
// photo prints at 285 ppi, a warning whatever the logo.
const LETTERHEAD = 'Letterhead and Business Card Set';
const RATE_CARD = 'Small Business Rate Card';
const SCREENSHOTS = process.env.PREFLIGHT_SCREENSHOTS ?? '';

/** A logo of the given size in pixels: a white bar on the brand's blue. */
const logoPng = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 4, background: '#1a73e8' } })
    .composite([
      {
        input: Buffer.from(
          `<svg width="${width}" height="${height}"><rect x="${width * 0.1}" y="${height * 0.35}" width="${width * 0.8}" height="${height * 0.3}" fill="#ffffff"/></svg>`,
        ),
      },
    ])
    .png()
    .toBuffer();

/** Replaces the template's logo with an uploaded image, and waits until the editor has saved it. */
async function uploadLogo(page: Page, width: number, height: number) {
  const logo = page.getByRole('region', { name: 'Logo' });
  await logo.getByRole('radio', { name: 'Another image' }).check();
  const shown = logo.getByRole('img', { name: 'The logo in use' });
  const before = (await shown.count()) > 0 ? await shown.getAttribute('src') : null;
  await logo
    .getByLabel('Logo file')
    .setInputFiles({ name: `logo-${width}.png`, mimeType: 'image/png', buffer: await logoPng(width, height) });
  await expect(shown).toHaveAttribute('src', /\/files\/brand-images\//);
  if (before) await expect(shown).not.toHaveAttribute('src', before);
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();
}

/** Opens the export dialog on a print-ready PDF and waits for its print check. */
async function checkPrintReadyPdf(page: Page, product: string) {
  await page.getByRole('button', { name: 'Download', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Download ${product}` });
  await dialog.getByRole('radio', { name: /PDF/ }).check();
  await dialog.getByRole('checkbox', { name: 'Print-ready' }).check();
  const check = dialog.getByRole('region', { name: 'Print check' });
  await expect(check.getByText('Checking your design…')).toBeHidden();
  const logoFinding = check.getByRole('listitem').filter({ hasText: /The logo prints at \d+ ppi/ });
  return { dialog, check, logoFinding };
}

async function exportPdf(page: Page, dialog: ReturnType<Page['getByRole']>) {
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Export' }).click();
  const pdf = readFileSync(await (await downloading).path());
  expect(pdf.subarray(0, 4).toString('latin1')).toBe('%PDF');
  await dialog.getByRole('button', { name: 'Close' }).click();
}

async function shoot(page: Page, name: string) {
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/preflight-${name}.png` });
}

test('a member follows the print check to a small logo, replaces it and exports a clean print-ready PDF', async ({
  page,
}) => {
  await openEditor(page, LETTERHEAD);
  await uploadLogo(page, 60, 30);

  const first = await checkPrintReadyPdf(page, LETTERHEAD);
  await expect(first.logoFinding).toBeVisible();
  await expect(first.logoFinding).toContainText('Must fix');
  await expect(first.logoFinding).toContainText(/Upload a logo of at least/);
  await expect(first.dialog.getByRole('button', { name: 'Export' })).toBeDisabled();
  await expect(first.dialog.getByText('Fix the problems marked Must fix to export this file')).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
  await shoot(page, 'dialog-desktop');

  await first.logoFinding.getByRole('button', { name: 'Go to field' }).click();
  await expect(first.dialog).toBeHidden();
  const logoField = page.getByRole('region', { name: 'Logo' });
  await expect(logoField.getByRole('radio', { name: 'Another image' })).toBeFocused();
  await expect(logoField).toBeInViewport();

  await uploadLogo(page, 2400, 1200);
  const second = await checkPrintReadyPdf(page, LETTERHEAD);
  await expect(second.check.getByText('No problems found')).toBeVisible();
  await expect(second.check.getByRole('listitem')).toHaveCount(0);
  await exportPdf(page, second.dialog);

  await page.goto('/user-assets');
  const download = page
    .getByRole('list', { name: 'Downloads' })
    .getByRole('listitem', { name: `${LETTERHEAD}, PDF, print-ready` });
  await expect(download.getByText('Print check: clean')).toBeVisible();
  await shoot(page, 'user-assets-desktop');
});

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('@phone the print check’s findings read at phone width, and a download keeps its warning', async ({ page }) => {
    await openEditor(page, RATE_CARD);
    await uploadLogo(page, 60, 30);
    const first = await checkPrintReadyPdf(page, RATE_CARD);
    const findings = first.check.getByRole('listitem');
    await expect(findings).toHaveCount(2);
    await expect(findings.first()).toContainText(/^Must fix.*The logo prints at \d+ ppi/);
    await expect(findings.nth(1)).toContainText(/^Warning.*The template's own photo .* prints at \d+ ppi/);
    await first.check.scrollIntoViewIfNeeded();
    await expect(first.logoFinding).toBeInViewport();
    await shoot(page, 'dialog-phone');
    // Nothing in the dialog is wider than the screen: the messages wrap.
    expect(await first.dialog.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
    const box = await first.logoFinding.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    expect(await accessibilityViolations(page)).toEqual([]);

    await first.logoFinding.getByRole('button', { name: 'Go to field' }).click();
    await expect(first.dialog).toBeHidden();
    await uploadLogo(page, 2400, 1200);
    // A warning leaves the export open, and is kept with the download.
    const second = await checkPrintReadyPdf(page, RATE_CARD);
    await expect(second.check.getByRole('listitem')).toHaveCount(1);
    await expect(second.logoFinding).toHaveCount(0);
    await exportPdf(page, second.dialog);

    await page.goto('/user-assets');
    const download = page
      .getByRole('list', { name: 'Downloads' })
      .getByRole('listitem', { name: `${RATE_CARD}, PDF, print-ready` });
    const toggle = download.getByRole('button', { name: 'Print check: 1 warning' });
    await toggle.click();
    await expect(download.getByText(/The template's own photo .* prints at \d+ ppi/)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await download.scrollIntoViewIfNeeded();
    await shoot(page, 'user-assets-phone');
  });
});
