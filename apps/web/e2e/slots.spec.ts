/**
 * Designs a member can finish (decision 0024): the grand-opening flyer's headline, date and photo
 * changed inside its locked layout, a tagline fitted and then refused, undo, and the exports; the
 * preview's lines are the export's lines; an admin's lock takes a field away from members.
 */
import { readFileSync } from 'node:fs';
import { type Download, expect, type Locator, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { accessibilityViolations } from './axe';
import { ADMIN, adminToken, apiHeaders, openEditor, openSignedIn } from './fixtures';

const FLYER = 'Grand Opening Flyer';
const PHOTO_SLOT = 'Photo of your shop or office';

/** The lines a slot's text is drawn in, in the preview or in an exported SVG's markup. */
const linesIn = (svg: string, slot: string) => {
  const start = svg.indexOf(`data-slot="${slot}"`);
  const text = svg.slice(start, svg.indexOf('</text>', start));
  return [...text.matchAll(/<tspan[^>]*>([^<]*)<\/tspan>/g)].map((m) => m[1]);
};
/** What the preview shows for a slot: its fitted lines joined as one text. */
const shownText = (preview: Locator, slot: string) =>
  preview
    .locator(`text[data-slots~="${slot}"]`)
    .first()
    .evaluate((el) => [...el.querySelectorAll('tspan')].map((t) => t.textContent).join(' '));
const expectShown = (preview: Locator, slot: string, text: string) =>
  expect.poll(() => shownText(preview, slot)).toBe(text);

const bytesOf = async (download: Download) => readFileSync(await download.path());

async function exportAs(page: Page, format: 'PNG' | 'PDF' | 'SVG', printReady = false) {
  await page.getByRole('button', { name: 'Download', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Download ${FLYER}` });
  await dialog.getByRole('radio', { name: new RegExp(format) }).check();
  if (printReady) await dialog.getByRole('checkbox', { name: 'Print-ready' }).check();
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Export' }).click();
  const file = await bytesOf(await downloading);
  await dialog.getByRole('button', { name: 'Close' }).click();
  return file;
}

// Large enough to print: the print check refuses a print-ready PDF of a photo under 150 ppi.
const photo = () =>
  sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#c62828' } })
    .composite([
      {
        input: Buffer.from('<svg width="3000" height="2000"><circle cx="750" cy="1000" r="500" fill="#fdd835"/></svg>'),
      },
    ])
    .jpeg()
    .toBuffer();

/** The whole of finishing the flyer, as a member does it on a desktop or a phone. */
async function finishTheFlyer(page: Page) {
  const preview = await openEditor(page, FLYER);
  const headline = page.getByRole('textbox', { name: 'Headline' });
  await headline.fill('Open house');
  await expectShown(preview, 'headline', 'Open house');
  await page.getByRole('textbox', { name: 'Date' }).fill('Sunday, July 20');
  await expectShown(preview, 'date', 'Sunday, July 20');

  // A long tagline wraps and shrinks inside its box; past its smallest size it is refused.
  const tagline = page.getByRole('textbox', { name: 'Tagline' });
  await tagline.fill(
    'Gigabit fiber for every home and business in the valley, installed by neighbours who answer the phone',
  );
  await expect(tagline).toHaveAccessibleDescription(/Tagline is \d+ characters? too long for its box/);
  await expect(page.getByRole('button', { name: 'Download', exact: true })).toBeDisabled();
  await tagline.fill('Gigabit fiber for every home in the valley, installed by neighbours');
  await expect(tagline).not.toHaveAccessibleDescription(/too long/);
  const taglineText = preview.locator('text[data-slots="tagline"]');
  await expect(taglineText.locator('tspan')).toHaveCount(2);
  expect(Number(await taglineText.getAttribute('font-size'))).toBeLessThanOrEqual(26);

  // The member's own photo in the photo slot, panned and zoomed inside its frame.
  const photos = page.getByRole('region', { name: PHOTO_SLOT });
  await photos.getByRole('button', { name: /Choose a photo/ }).click();
  const picker = page.getByRole('dialog');
  await expect(picker.getByRole('tab', { name: 'My photos' })).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
  await picker
    .getByLabel('Photo file')
    .setInputFiles({ name: 'shop.jpg', mimeType: 'image/jpeg', buffer: await photo() });
  await expect(picker).toBeHidden();
  const image = preview.locator('image[data-slot="photo"]');
  await expect(image).toHaveAttribute('href', /\/files\/photos\//);
  const framer = page
    .getByRole('slider', { name: `Position of the photo in ${PHOTO_SLOT}` })
    .or(page.getByLabel(`Position of the photo in ${PHOTO_SLOT}`));
  const frame = page.getByRole('group', { name: `Position of the photo in ${PHOTO_SLOT}` });
  // A photo just chosen starts centred at its smallest zoom. The member's project may already hold
  // this photo, framed on an earlier visit (the desktop journey runs first): its width is read only
  // once the framer, and with it the preview, shows the new framing.
  await expect(frame).toHaveAttribute('data-zoom', '1');
  await expect(frame).toHaveAttribute('data-x', '0.5');
  const before = await image.getAttribute('width');
  await framer.first().focus();
  await page.keyboard.press('+');
  await page.keyboard.press('+');
  await expect(frame).toHaveAttribute('data-zoom', '1.5');
  await expect.poll(() => image.getAttribute('width')).not.toBe(before);
  // Key presses close together are one step of the history; this pan is a step of its own. The wait
  // also lets the preview draw the second press before its place is read.
  await page.waitForTimeout(1000);
  const zoomed = await image.getAttribute('width');
  const x = await image.getAttribute('x');
  const framedX = await frame.getAttribute('data-x');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(frame).not.toHaveAttribute('data-x', framedX ?? '');
  await expect.poll(() => image.getAttribute('x')).not.toBe(x);

  // Undo takes back the last change only.
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(frame).toHaveAttribute('data-x', framedX ?? '');
  await expect(frame).toHaveAttribute('data-zoom', '1.5');
  await expect.poll(() => image.getAttribute('x')).toBe(x);
  expect(await image.getAttribute('width')).toBe(zoomed);
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();

  const png = await exportAs(page, 'PNG');
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
  const pdf = await exportAs(page, 'PDF', true);
  expect(pdf.subarray(0, 4).toString('latin1')).toBe('%PDF');

  // The export breaks the lines where the preview did: the same fitting, the same fonts.
  const svg = (await exportAs(page, 'SVG')).toString('utf8');
  const shown = (await preview.locator('svg').evaluate((el) => el.outerHTML)) as string;
  for (const slot of ['headline', 'date', 'intro']) expect(linesIn(svg, slot)).toEqual(linesIn(shown, slot));
  expect(linesIn(svg, 'headline').join(' ')).toBe('Open house');
  expect(svg).toContain('data:image/jpeg;base64,');
}

test('a member changes the flyer’s headline, date and photo, meets the limit of a box, undoes, and exports', async ({
  page,
}) => {
  await finishTheFlyer(page);
});

test('@phone a member finishes the flyer on a phone', async ({ page }) => {
  await finishTheFlyer(page);
});

test('@phone a member edits the flyer on a phone with the preview in view', async ({ page }) => {
  const preview = await openEditor(page, FLYER);
  const headline = page.getByRole('textbox', { name: 'Headline' });
  await headline.scrollIntoViewIfNeeded();
  await headline.fill('Open today');
  await expectShown(preview, 'headline', 'Open today');
  await expect(preview).toBeInViewport();
  const bullet = page.getByRole('textbox', { name: 'Third highlight' });
  await bullet.scrollIntoViewIfNeeded();
  await bullet.fill('Free coffee all day');
  await expectShown(preview, 'bullet3', 'Free coffee all day');
  await expect(preview).toBeInViewport();
  const overflow = await page.evaluate(() => (document.scrollingElement?.scrollWidth ?? 0) - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  expect(await accessibilityViolations(page)).toEqual([]);
});

test('an admin locks a text slot, and members can no longer change it', async ({ page, request }) => {
  await openSignedIn(page, '/admin/templates', ADMIN);
  await page
    .getByRole('link', { name: /Business card/i })
    .first()
    .click();
  const templateId = new URL(page.url()).pathname.split('/').pop() ?? '';
  const lock = page.getByRole('switch', { name: 'Lock Role' });
  // Saved at once; the switch shows what the server answered.
  await lock.click();
  await expect(lock).toBeChecked();
  expect(await accessibilityViolations(page)).toEqual([]);

  await openEditor(page, 'Business Cards');
  const role = page.getByRole('textbox', { name: 'Role' });
  await expect(role).not.toBeEditable();
  await expect(page.getByText('Locked by your administrator')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toBeEditable();

  // Unlocked again for the journeys that follow.
  const unlocked = await request.put(`/api/templates/${templateId}`, {
    headers: apiHeaders({ access_token: await adminToken(request) }),
    data: { slots: { role: { locked: false } } },
  });
  expect(unlocked.status()).toBe(200);
});
