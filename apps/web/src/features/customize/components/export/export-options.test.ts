import type { TemplateDocument } from '@stockroom/contract';
import { describe, expect, it } from 'vitest';
import { postDocument } from '../../test-data';
import { exportRequest, initialChoice, pngSizeOptions, shownSize } from './export-options';

const page = (width: number, height: number, unit: TemplateDocument['unit']): TemplateDocument => ({
  ...postDocument,
  width,
  height,
  unit,
  bleed: unit === 'px' ? 0 : unit === 'mm' ? 3 : 0.125,
});
const letter = page(8.5, 11, 'in');
const labels = (document: TemplateDocument) => pngSizeOptions(document).map((o) => o.label);

describe('the PNG sizes', () => {
  it('of a print template are 300 dpi at the trim by default, and 150 dpi', () => {
    expect(labels(letter)).toEqual(['300 dpi (2,550 × 3,300 px)', '150 dpi (1,275 × 1,650 px)']);
    expect(shownSize(letter, initialChoice)).toBe('px:2550');
    expect(labels(page(210, 297, 'mm'))).toEqual(['300 dpi (2,480 × 3,507 px)', '150 dpi (1,240 × 1,754 px)']);
  });

  it('of a print template too large for 300 dpi stop at the largest the server draws, in the same shape', () => {
    expect(labels(page(24, 24, 'in'))).toEqual([
      '250 dpi (6,000 × 6,000 px), the largest allowed',
      '150 dpi (3,600 × 3,600 px)',
    ]);
    // 64 million pixels before 6000 px wide: 300 dpi would be 5400 × 14400.
    const tall = pngSizeOptions(page(18, 48, 'in'))[0]!;
    expect(tall.width * tall.height).toBeLessThanOrEqual(64_000_000);
    expect(tall.label).toBe('272 dpi (4,898 × 13,061 px), the largest allowed');
  });

  it('of a screen template are 1× to 4× its size, 2× by default', () => {
    const post = page(1080, 1080, 'px');
    expect(labels(post)).toEqual([
      '1× (1,080 × 1,080 px)',
      '2× (2,160 × 2,160 px)',
      '3× (3,240 × 3,240 px)',
      '4× (4,320 × 4,320 px)',
    ]);
    expect(shownSize(post, initialChoice)).toBe('scale:2');
    expect(labels(page(2000, 500, 'px'))).toEqual([
      '1× (2,000 × 500 px)',
      '2× (4,000 × 1,000 px)',
      '3× (6,000 × 1,500 px)',
    ]);
    expect(labels(page(4000, 1000, 'px'))).toEqual(['1× (4,000 × 1,000 px)', '6,000 × 1,500 px, the largest allowed']);
  });
});

describe('the export request', () => {
  it('leaves the default PNG size to the server, and sends a chosen one', () => {
    expect(exportRequest(initialChoice)).toEqual({ format: 'png', page: 1, print_ready: false });
    expect(exportRequest({ ...initialChoice, size: 'px:1275' })).toEqual({
      format: 'png',
      page: 1,
      width: 1275,
      print_ready: false,
    });
    expect(exportRequest({ ...initialChoice, size: 'scale:3' })).toMatchObject({ scale: 3 });
    expect(exportRequest({ ...initialChoice, size: 'width', width: '800' })).toMatchObject({ width: 800 });
  });

  it('asks for an SVG with the text as outlines only when chosen', () => {
    const svg = { ...initialChoice, format: 'svg' as const, page: 2 };
    expect(exportRequest(svg)).toEqual({ format: 'svg', page: 2, print_ready: false });
    expect(exportRequest({ ...svg, outlines: true })).toEqual({
      format: 'svg',
      page: 2,
      print_ready: false,
      outlines: true,
    });
  });
});
