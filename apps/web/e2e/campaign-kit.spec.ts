/**
 * A campaign downloaded as one kit (decision 0051): the five pieces of a demo campaign filled once,
 * one piece's headline its own, every piece checked, one ZIP with a folder per piece (print-ready
 * PDFs with their boxes, PNGs at the size each screen asks for), and direct mail ordered of the
 * kit's postcard; the dialog on a desktop and at a phone's width.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { unzipSync } from 'fflate';
import { accessibilityViolations } from './axe';
import {
  EVERY_SIZE,
  LAUNCH_KIT,
  openCampaignEditor,
  pieceButton,
  squeezed,
  textOf,
  thumbnailOf,
} from './campaign-steps';

const SHARED = 'Grand opening week';
const OWN = 'Knock knock: fiber';
const POSTCARD = 'New Mover Welcome Postcard';

/** The boxes of a PDF's first page, in points, as `pdfinfo -box` reads them (what a print shop's tools read). */
function pdfBoxes(pdf: Uint8Array) {
  const path = join(tmpdir(), `stockroom-e2e-kit-${process.pid}-${Date.now()}.pdf`);
  writeFileSync(path, pdf);
  const info = execFileSync('pdfinfo', ['-box', path], { encoding: 'utf8' });
  const box = (name: string) => {
    const found = new RegExp(`^${name}:\\s+([\\d.]+)\\s+([\\d.]+)\\s+([\\d.]+)\\s+([\\d.]+)`, 'm').exec(info);
    const [x0, y0, x1, y1] = (found?.slice(1) ?? []).map(Number);
    return { width: (x1 ?? 0) - (x0 ?? 0), height: (y1 ?? 0) - (y0 ?? 0) };
  };
  return { media: box('MediaBox'), trim: box('TrimBox'), bleed: box('BleedBox') };
}

/** A PNG's size from its header. */
const pngSize = (png: Uint8Array) => {
  const view = Buffer.from(png);
  return { width: view.readUInt32BE(16), height: view.readUInt32BE(20) };
};

async function fillTheCampaign(page: Page) {
  await openCampaignEditor(page, LAUNCH_KIT);
  await page.getByRole('textbox', { name: 'Headline', exact: true }).fill(SHARED);
  await pieceButton(page, LAUNCH_KIT.overridden).click();
  const own = page.getByRole('group', { name: 'Headline', exact: true });
  await own.getByRole('button', { name: 'Override in this piece' }).click();
  await own.getByRole('textbox', { name: 'Headline (this piece)' }).fill(OWN);
  await expect.poll(() => textOf(thumbnailOf(page, LAUNCH_KIT.overridden))).toContain(squeezed(OWN));
  await expect.poll(() => textOf(thumbnailOf(page, POSTCARD))).toContain(squeezed(SHARED));
}

test('a member fills a five-piece campaign once, downloads it as one kit, and orders direct mail of its postcard', async ({
  page,
}, testInfo) => {
  test.setTimeout(240_000);
  await fillTheCampaign(page);

  // The download saves what is on screen first, so the kit holds the headline just typed.
  await page.getByRole('button', { name: 'Download kit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Download the campaign kit' });
  const pieces = dialog.getByRole('list', { name: 'Pieces of the kit' });
  for (const title of LAUNCH_KIT.pieces) await expect(pieces.getByRole('listitem', { name: title })).toBeVisible();
  await expect(pieces.getByRole('listitem', { name: POSTCARD })).toContainText('Print-ready PDF');
  await expect(pieces.getByRole('listitem', { name: 'Fiber Is Here Social Post' })).toContainText('PNG, page 1');
  const start = dialog.getByRole('button', { name: 'Download kit (5 pieces)' });
  await expect(start).toBeEnabled();
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('kit-checked-1280.png') });

  const downloading = page.waitForEvent('download', { timeout: 180_000 });
  await start.click();
  await expect(dialog.getByRole('progressbar', { name: 'Kit progress' })).toBeVisible();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^new-neighborhood-launch-kit.*\.zip$/);
  await expect(dialog.getByRole('link', { name: 'Download again' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('kit-ready-1280.png') });

  const files = unzipSync(readFileSync(await download.path()));
  const names = Object.keys(files);
  expect(names[0]).toBe('README.txt');
  // One numbered folder per piece, in the campaign's order (by title, as the editor shows them).
  const folders = [...new Set(names.slice(1).map((name) => name.split('/')[0]))];
  expect(folders).toEqual([
    '01-fiber-is-here-door-hanger',
    '02-fiber-is-here-social-post',
    '03-fiber-is-here-web-banner',
    '04-new-mover-welcome-postcard',
    '05-yard-sign-now-building',
  ]);
  for (const name of names) expect(files[name]?.length ?? 0).toBeGreaterThan(100);

  const pdfs = names.filter((name) => name.endsWith('.pdf'));
  const pngs = names.filter((name) => name.endsWith('.png'));
  expect(pdfs).toHaveLength(3);
  expect(pngs).toHaveLength(2);
  for (const name of pdfs) {
    const boxes = pdfBoxes(files[name] ?? new Uint8Array());
    // Print-ready: the bleed reaches past the trim on every side, and the page is the bleed.
    expect(boxes.bleed.width, name).toBeGreaterThan(boxes.trim.width);
    expect(boxes.bleed.height, name).toBeGreaterThan(boxes.trim.height);
    expect(boxes.media.width, name).toBeGreaterThanOrEqual(boxes.bleed.width);
  }
  const banner = pngs.find((name) => name.includes('web-banner')) ?? '';
  expect(pngSize(files[banner] ?? new Uint8Array(24)).width).toBeGreaterThanOrEqual(1200);
  const readme = Buffer.from(files['README.txt'] ?? []).toString('utf8');
  for (const name of names.slice(1)) expect(readme).toContain(`- ${name} — `);
  expect(readme).toContain('Nothing: every piece of the campaign is in this kit.');

  // The postcard's print-ready PDF goes to direct mail from the kit.
  await dialog.getByRole('link', { name: `Order direct mail of ${POSTCARD}` }).click();
  const form = page.getByRole('dialog', { name: 'Order direct mail' });
  const about = form.getByRole('region', { name: 'What this request is about' });
  await expect(about).toContainText(POSTCARD);
  await expect(about).toContainText(/Customized file: .+\.pdf/);
  await expect(form.getByRole('switch', { name: 'Direct mail' })).toBeChecked();
  await form.getByRole('textbox', { name: 'What do you need?' }).fill('Please mail the launch postcard.');
  await form.getByRole('textbox', { name: 'Quantity' }).fill('500');
  await form.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByText('Request sent')).toBeVisible();
  await expect(page.getByRole('article', { name: POSTCARD }).first()).toContainText('Direct mail');

  // The kit is kept under My assets, where it downloads again.
  await page.getByRole('link', { name: 'My assets' }).first().click();
  const kits = page.getByRole('list', { name: 'Campaign kits' });
  await expect(kits.getByRole('listitem').filter({ hasText: LAUNCH_KIT.title }).first()).toContainText('5 pieces');
  await page.screenshot({ path: testInfo.outputPath('kit-assets-1280.png'), fullPage: true });
});

test.describe('@phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the kit dialog at a phone’s width: every piece checked, the download in reach @phone', async ({
    page,
  }, testInfo) => {
    await openCampaignEditor(page, EVERY_SIZE);
    await page.getByRole('button', { name: 'Download kit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Download the campaign kit' });
    const pieces = dialog.getByRole('list', { name: 'Pieces of the kit' });
    for (const title of EVERY_SIZE.pieces) await expect(pieces.getByRole('listitem', { name: title })).toBeVisible();
    await expect(pieces.getByRole('listitem', { name: 'Fiber Is Here Story' })).toContainText('PNG, page 1');
    const start = dialog.getByRole('button', { name: /^Download kit \(\d pieces?\)$/ });
    await start.scrollIntoViewIfNeeded();
    await expect(start).toBeInViewport();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath('kit-checked-390.png') });
  });
});
