import { renderPageSvg, type TemplateDocument, type ThemeValues, themeFromBrand } from '@stockroom/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { readPdf } from '../../../test/pdf-text';
import { readPixels } from '../../../test/png-pixels';
import { createRenderer } from './render-pool';
import type { RenderRequest } from './renderer';

/** An A4 flyer with 3 mm bleed: 1 user unit = 0.1 mm. */
const a4: TemplateDocument = {
  width: 210,
  height: 297,
  unit: 'mm',
  bleed: 3,
  view_box: [0, 0, 2100, 2970],
  defs: [{ name: 'style', attrs: {}, children: ['.accent1{fill:#000000}'] }],
  pages: [
    {
      name: 'Front',
      nodes: [
        { name: 'rect', attrs: { x: '-30', y: '-30', width: '2160', height: '3030', fill: '#ffffff' }, children: [] },
        { name: 'rect', attrs: { class: 'accent1', x: '-30', y: '-30', width: '2160', height: '800' }, children: [] },
        {
          name: 'text',
          attrs: {
            class: 'dark1',
            x: '100',
            y: '1200',
            'font-family': 'Source Sans 3',
            'font-size': '150',
            'font-weight': '900',
          },
          children: ['{{isp}}'],
        },
        {
          name: 'text',
          attrs: { class: 'dark1', x: '100', y: '1500', 'font-family': 'Source Sans 3', 'font-size': '120' },
          children: ['Call {{phone}}'],
        },
      ],
    },
    { name: 'Back', nodes: [{ name: 'text', attrs: { x: '100', y: '300', 'font-size': '100' }, children: ['Back'] }] },
  ],
};

const brand = (values: Record<string, string>): ThemeValues =>
  themeFromBrand({ accent1: '#c0392b', dark1: '#111111', ...values }, ['isp', 'phone']);

const renderer = createRenderer({ maxThreads: 2 });
afterAll(() => renderer.close());

function request(
  format: RenderRequest['format'],
  theme: ThemeValues,
  extra: Partial<RenderRequest> = {},
): RenderRequest {
  const printReady = extra.printReady ?? false;
  return {
    format,
    pages: a4.pages
      .map((_, i) => renderPageSvg(a4, i, theme, { bleed: printReady }))
      .slice(0, format === 'pdf' ? undefined : 1),
    width: a4.width,
    height: a4.height,
    unit: a4.unit,
    bleed: printReady ? a4.bleed : 0,
    printReady,
    cmyk: printReady ? Object.values(theme.classes).map((c) => c.color) : [],
    title: 'Acme flyer',
    ...extra,
  };
}

// Where the two lines of text are drawn in an 840 px wide PNG (4 px per millimetre).
const NAME_BOX = { x: 30, y: 420, width: 700, height: 70 };
const PHONE_BOX = { x: 30, y: 545, width: 700, height: 70 };

describe('PNG export', () => {
  it('paints the colour classes in the theme’s colours, over the template’s own', async () => {
    const result = await renderer.render(request('png', brand({ name: 'Acme' }), { pngWidth: 840 }));
    expect(result.contentType).toBe('image/png');
    const png = await readPixels(result.bytes);
    expect(png.width).toBe(840);
    expect(png.at(400, 100)).toBe('#c0392b');
    expect(png.at(400, 1100)).toBe('#ffffff');
  });

  it('draws the placeholders’ texts in the bundled font, and nothing where a text is empty', async () => {
    const filled = await readPixels(
      (await renderer.render(request('png', brand({ name: 'Acme', phone: '555 0100' }), { pngWidth: 840 }))).bytes,
    );
    const empty = await readPixels(
      (await renderer.render(request('png', brand({ name: 'Acme', phone: '' }), { pngWidth: 840 }))).bytes,
    );
    // "Call " stays when the phone is empty; the digits add ink.
    expect(filled.darkPixels(NAME_BOX)).toBeGreaterThan(500);
    expect(filled.darkPixels(PHONE_BOX)).toBeGreaterThan(empty.darkPixels(PHONE_BOX) + 300);
    const none = await readPixels(
      (await renderer.render(request('png', brand({ name: '' }), { pngWidth: 840 }))).bytes,
    );
    expect(none.darkPixels(NAME_BOX)).toBe(0);
  });

  it('keeps what is transparent transparent, in the colour drawn', async () => {
    const page = `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><rect width="40" height="40" style="fill:#c0392b" opacity="0.5"/></svg>`;
    const png = await readPixels(
      (await renderer.render({ ...request('png', brand({})), pages: [page], pngWidth: 40 })).bytes,
    );
    // Within one level per channel: the pixels are drawn premultiplied by their alpha in 8 bits.
    const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(png.at(20, 20).slice(i, i + 2), 16));
    for (const [got, drawn] of [
      [r, 0xc0],
      [g, 0x39],
      [b, 0x2b],
    ] as const)
      expect(Math.abs(got! - drawn)).toBeLessThanOrEqual(1);
    expect(png.alphaAt(20, 20)).toBe(128);
  });

  it('sizes the image by a scale of the page at 96 px per inch', async () => {
    const png = await readPixels((await renderer.render(request('png', brand({}), { pngScale: 0.5 }))).bytes);
    // 210 mm at 96 px per inch is 793.7 px.
    expect(png.width).toBe(397);
  });

  it('refuses a PNG of more pixels than one render may hold', async () => {
    // 8× an A4 page is 57 million pixels: allowed; an A4 page 6000 px wide is 51 million.
    await expect(renderer.render(request('png', brand({}), { pngWidth: 8000 }))).rejects.toThrow(
      /8000 × 11314 px PNG is more than 64 million pixels/,
    );
  });

  it('refuses a page that links to a file outside itself', async () => {
    const page = renderPageSvg(a4, 0, { ...brand({}), logo: '' }).replace(
      '</svg>',
      '<image href="/etc/passwd"/></svg>',
    );
    await expect(renderer.render({ ...request('png', brand({})), pages: [page] })).rejects.toThrow(/outside itself/);
  });
});

describe('SVG export', () => {
  it('answers the themed page as UTF-8 with an XML declaration, a member’s markup kept as text', async () => {
    const result = await renderer.render(request('svg', brand({ name: 'Acme <script>alert(1)</script> Café' })));
    const svg = new TextDecoder().decode(result.bytes);
    expect(result.contentType).toBe('image/svg+xml; charset=utf-8');
    expect(svg.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<svg')).toBe(true);
    expect(svg).toContain('Acme &lt;script&gt;alert(1)&lt;/script&gt; Café');
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('fill:#c0392b');
  });
});

describe('PDF export', () => {
  it('keeps text as text in the embedded bundled fonts, one PDF page per template page', async () => {
    const progress: [number, number][] = [];
    const theme = brand({ name: 'Acme <script>alert(1)</script>', phone: '555 0100' });
    const result = await renderer.render(request('pdf', theme), (done, total) => progress.push([done, total]));
    expect(result.contentType).toBe('application/pdf');
    const pdf = await readPdf(result.bytes);
    expect(pdf.title).toBe('Acme flyer');
    expect(pdf.pages).toHaveLength(2);
    expect(pdf.pages[0]!.text).toBe('Acme <script>alert(1)</script>\nCall 555 0100');
    expect(pdf.pages[1]!.text).toBe('Back');
    // The weight chooses the face: 900 is Black, the default Regular.
    expect(pdf.pages[0]!.fonts.map((name) => name.split('+')[1]).sort()).toEqual([
      'SourceSans3-Black',
      'SourceSans3-Regular',
    ]);
    expect(progress).toEqual([
      [1, 2],
      [2, 2],
    ]);
  });

  it('sizes a plain PDF page to the trim, in RGB', async () => {
    const page = (await readPdf((await renderer.render(request('pdf', brand({})))).bytes)).pages[0]!;
    // 210 × 297 mm in points.
    expect(page.mediaBox).toEqual([0, 0, 595.28, 841.89]);
    expect(page.content).not.toContain('/DeviceCMYK');
  });

  it('adds the bleed, room for crop marks, TrimBox and BleedBox when print-ready', async () => {
    const page = (await readPdf((await renderer.render(request('pdf', brand({}), { printReady: true }))).bytes))
      .pages[0]!;
    const mm = 72 / 25.4;
    const margin = 3 * mm + 6 * mm; // the marks start outside the 3 mm bleed and take 5 mm, with 1 mm to spare
    const round = (v: number) => Math.round(v * 100) / 100;
    expect(page.trimBox).toEqual([margin, margin, margin + 210 * mm, margin + 297 * mm].map(round));
    expect(page.bleedBox).toEqual([margin - 3 * mm, margin - 3 * mm, margin + 213 * mm, margin + 300 * mm].map(round));
    expect(page.mediaBox).toEqual([0, 0, 210 * mm + 2 * margin, 297 * mm + 2 * margin].map(round));
    // Eight crop marks, two at each trim corner, drawn in registration colour.
    expect(page.content.match(/ l\nS/g)).toHaveLength(8);
    expect(page.content).toContain('/DeviceCMYK CS\n1 1 1 1 SCN');
  });

  it('writes the theme’s colours as CMYK when print-ready', async () => {
    const page = (await readPdf((await renderer.render(request('pdf', brand({}), { printReady: true }))).bytes))
      .pages[0]!;
    const content = page.content.replace(/\d+\.\d{4,}/g, (n) => String(Math.round(Number(n) * 1000) / 1000));
    // #c0392b: k = 1 − 192/255 = 24.7 %, c = 0, m = 70.3 %, y = 77.6 %.
    expect(content).toContain('/DeviceCMYK cs\n0 0.703 0.776 0.247 scn');
    // #111111 (dark1, the text) goes on the black plate alone.
    expect(content).toContain('0 0 0 0.933 scn');
    expect(content).not.toContain('/DeviceRGB');
  });
});
