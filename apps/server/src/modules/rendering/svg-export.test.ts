/**
 * The SVG export is self-contained (decision 0026), for every page of every demo template: it
 * links to nothing outside itself, embeds a subset of each face its text uses holding every
 * character of that text, or with outlines holds no text and no font; and resvg still draws it
 * as it draws the page.
 */
import { create, type Font } from 'fontkit';
import { beforeAll, describe, expect, it } from 'vitest';
import { type DemoPage, demoPages } from '../../../test/demo-pages';
import { meanDifference } from '../../../test/png-difference';
import { DEMO_TEMPLATES, type DemoTemplateKey } from '../../demo-catalogue/demo-templates';
import { FONT_FAMILY, type FontFace, faceFor, parsedFont } from './fonts';
import { renderPng } from './png';
import { selfContainedSvg } from './svg-export';
import { decodeXml } from './svg-tree';

const TEMPLATES = Object.keys(DEMO_TEMPLATES) as DemoTemplateKey[];
const FACE_BY_DESCRIPTORS: Record<string, FontFace> = {
  '400 normal': 'regular',
  '400 italic': 'italic',
  '600 normal': 'semibold',
  '700 normal': 'bold',
  '900 normal': 'black',
};
const FONT_FACE_RULE =
  /@font-face\{font-family:'([^']+)';font-weight:(\d+);font-style:(\w+);src:url\(data:font\/ttf;base64,([A-Za-z0-9+/=]+)\) format\('truetype'\)\}/g;

let pages: DemoPage[];
beforeAll(async () => {
  pages = await demoPages();
}, 120_000);
const pagesOf = (template: DemoTemplateKey) => pages.filter((page) => page.template === template);

/**
 * What each face must draw, read from the page apart from the code under test: the demo templates
 * set weight and style on their texts alone, and every weight they use is one the fonts have.
 */
function expectedCharacters(svg: string) {
  const used = new Map<FontFace, Set<string>>();
  for (const [, attrs, content] of svg.matchAll(/<text\b([^>]*)>([\s\S]*?)<\/text>/g)) {
    const weight = /\sfont-weight="([^"]+)"/.exec(attrs!)?.[1];
    const face = faceFor(weight, /\sfont-style="italic"/.test(attrs!));
    const text = decodeXml(content!.replace(/<[^>]*>/g, '')).replace(/\s/g, ' ');
    if (!text.trim()) continue;
    if (!used.has(face)) used.set(face, new Set());
    for (const character of text) used.get(face)!.add(character);
  }
  return used;
}

/** Every address the SVG names, in attributes and in CSS. */
const addressesIn = (svg: string) => [
  ...[...svg.matchAll(/\s(?:xlink:)?href="([^"]*)"/g)].map((m) => m[1]!),
  ...[...svg.matchAll(/url\(\s*['"]?([^'")]*)/g)].map((m) => m[1]!),
];

describe('the SVG export', () => {
  it.each(TEMPLATES)('embeds in %s a subset of each face its text uses, and links to nothing outside', async (key) => {
    for (const page of pagesOf(key)) {
      const svg = await selfContainedSvg(page.svg);
      const where = `${key}, page ${page.page}`;
      for (const address of addressesIn(svg)) expect(address, where).toMatch(/^(#|data:)/);

      const embedded = new Map<FontFace, Font>();
      for (const [, family, weight, style, data] of svg.matchAll(FONT_FACE_RULE)) {
        expect(family, where).toBe(FONT_FAMILY);
        const face = FACE_BY_DESCRIPTORS[`${weight} ${style}`];
        expect(face, `${where}: ${weight} ${style}`).toBeDefined();
        const font = create(Buffer.from(data!, 'base64'));
        if (!('layout' in font)) throw new Error('a subset is a font collection');
        embedded.set(face!, font);
      }
      const expected = expectedCharacters(page.svg);
      expect([...embedded.keys()].sort(), where).toEqual([...expected.keys()].sort());
      for (const [face, characters] of expected) {
        for (const character of characters) {
          const codePoint = character.codePointAt(0)!;
          const what = `${where}: "${character}" in ${face}`;
          expect(parsedFont(face).glyphForCodePoint(codePoint).id, what).toBeGreaterThan(0);
          expect(embedded.get(face)!.glyphForCodePoint(codePoint).id, what).toBeGreaterThan(0);
        }
      }
      // Whatever family a text names, it draws in the embedded one, as the PNG and the PDF do.
      expect(svg).toContain(`text,text *{font-family:'${FONT_FAMILY}' !important`);
    }
  });

  it.each(TEMPLATES)('draws the text of %s as outlines when asked, with no text and no font left', async (key) => {
    for (const page of pagesOf(key)) {
      const svg = await selfContainedSvg(page.svg, { outlines: true });
      const where = `${key}, page ${page.page}`;
      expect(svg, where).not.toMatch(/<(text|tspan)[\s>]/);
      expect(svg, where).not.toContain('@font-face');
      for (const address of addressesIn(svg)) expect(address, where).toMatch(/^(#|data:)/);
      const texts = expectedCharacters(page.svg).size;
      if (texts > 0) expect(svg, where).toMatch(/<path d="M/);
    }
  });

  it('is drawn by resvg as the page is: the same with fonts embedded, all but the same as outlines', async () => {
    for (const page of pages) {
      const where = `${page.template}, page ${page.page}`;
      const options = { width: 400 };
      const png = await renderPng(page.svg, options);
      const embedded = await renderPng(await selfContainedSvg(page.svg), options);
      const outlined = await renderPng(await selfContainedSvg(page.svg, { outlines: true }), options);
      expect(await meanDifference(png, embedded), where).toBe(0);
      expect(await meanDifference(png, outlined), where).toBeLessThan(0.25);
    }
  }, 120_000);

  it('lays out what the demo templates do not use: other families, tspans with their own paint and weight, styles', async () => {
    const page = [
      '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="200" viewBox="0 0 400 200">',
      '<style>.accent{fill:#c0392b}</style><rect width="400" height="200" fill="#ffffff"/>',
      '<g font-family="Georgia, serif" font-size="20">',
      '<text x="20" y="40">Plain <tspan class="accent" font-weight="bold">bold, red</tspan> and   plain</text>',
      '<text x="380" y="80" text-anchor="end" style="font-size:28px;font-style:italic">Italic at the end</text>',
      '<text x="200" y="120" text-anchor="middle" letter-spacing="3" word-spacing="6" font-weight="900">SPACED OUT</text>',
      '<text x="20" y="170" font-weight="600">First<tspan dx="12" dy="-8" fill="#1a73e8">raised</tspan> office</text>',
      '</g></svg>',
    ].join('');
    const embedded = await selfContainedSvg(page);
    const faces = [...embedded.matchAll(FONT_FACE_RULE)].map(
      ([, , weight, style]) => FACE_BY_DESCRIPTORS[`${weight} ${style}`],
    );
    expect(faces.sort()).toEqual(['black', 'bold', 'italic', 'regular', 'semibold']);

    const outlined = await selfContainedSvg(page, { outlines: true });
    expect(outlined).not.toMatch(/<(text|tspan)[\s>]/);
    expect(outlined).toContain('<g class="accent"><path d="M');
    expect(outlined).toContain('<g fill="#1a73e8"><path d="M');
    const options = { width: 800 };
    const difference = await meanDifference(await renderPng(page, options), await renderPng(outlined, options));
    expect(difference).toBeLessThan(0.25);
  });
});
