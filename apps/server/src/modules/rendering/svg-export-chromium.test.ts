/**
 * The exported SVG opened in Chromium, which does not have the template's font installed, looks as
 * the PNG of the same page does (decision 0026): with the fonts embedded and with the text as
 * outlines. The same page without its fonts is drawn here too, to show that the tolerance would
 * catch a missing font: Chromium then falls back to a wider typeface and lines run longer.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../../../test/chromium';
import { type DemoPage, demoPages } from '../../../test/demo-pages';
import { meanDifference } from '../../../test/png-difference';
import { renderPng } from './png';
import { selfContainedSvg } from './svg-export';

/**
 * Mean difference per colour channel (0–255) allowed between Chromium's picture and resvg's:
 * measured at about 1.5 with the fonts embedded (Chromium's text is drawn a shade heavier) and
 * under 1 as outlines, against 12 to 14 without the fonts.
 */
const TOLERANCE = 2.5;
/** The templates with the most text. */
const TEMPLATES = ['flyer', 'social'] as const;

let browser: Browser;
let pages: DemoPage[];
let workDir: string;

beforeAll(async () => {
  workDir = mkdtempSync(join(tmpdir(), 'stockroom-svg-export-'));
  pages = await demoPages([...TEMPLATES]);
  browser = await launchChromium();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  rmSync(workDir, { recursive: true, force: true });
});

/** The SVG opened as a file, as a member opens a download, and pictured at its own size. */
async function inChromium(svg: string, name: string, size: { width: number; height: number }) {
  const file = join(workDir, `${name}.svg`);
  writeFileSync(file, svg);
  const context = await browser.newContext({ viewport: size });
  try {
    const tab = await context.newPage();
    await tab.goto(pathToFileURL(file).href);
    await tab.evaluate(() => document.fonts.ready);
    return await tab.screenshot();
  } finally {
    await context.close();
  }
}

describe('the SVG export in Chromium', () => {
  it.each(TEMPLATES)(
    'looks as the PNG of %s does, with the fonts embedded or as outlines, and unlike it without them',
    async (key) => {
      const page = pages.find((p) => p.template === key)!;
      // One pixel a CSS pixel, as Chromium draws the SVG's own width and height.
      const png = await renderPng(page.svg, { scale: 1 });
      const { width = 0, height = 0 } = await sharp(png).metadata();

      const embedded = await meanDifference(
        png,
        await inChromium(await selfContainedSvg(page.svg), `${key}-embedded`, { width, height }),
      );
      const outlined = await meanDifference(
        png,
        await inChromium(await selfContainedSvg(page.svg, { outlines: true }), `${key}-outlines`, { width, height }),
      );
      const withoutFonts = await meanDifference(png, await inChromium(page.svg, `${key}-bare`, { width, height }));

      const measured = `embedded ${embedded.toFixed(2)}, outlines ${outlined.toFixed(2)}, without fonts ${withoutFonts.toFixed(2)}`;
      expect(embedded, measured).toBeLessThan(TOLERANCE);
      expect(outlined, measured).toBeLessThan(TOLERANCE);
      expect(withoutFonts, measured).toBeGreaterThan(3 * TOLERANCE);
    },
    120_000,
  );
});
