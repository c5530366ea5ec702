import Color from 'colorjs.io';
import { describe, expect, it } from 'vitest';
import { contrastRatio, formatRatio, isReadable } from './contrast';

describe('contrast', () => {
  it('measures WCAG 2.1 ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#ffffff', 'blue')).toBeNull();
    expect(contrastRatio('#ffffff', undefined)).toBeNull();
    expect(formatRatio(4.4999)).toBe('4.49:1');
    expect(isReadable(4.5)).toBe(true);
    expect(isReadable(4.4999)).toBe(false);
  });

  it('agrees with colorjs.io (which My brand measured with before) to a thousandth', () => {
    // colorjs.io goes through XYZ, with coefficients rounded differently from WCAG's own formula.
    const colors = ['#0b5cad', '#f59e0b', '#ffffff', '#e8f1fb', '#0f172a', '#334155', '#1a73e8', '#7a2e8e', '#000000'];
    for (const text of colors) {
      for (const background of colors) {
        const expected = new Color(background).contrast(new Color(text), 'WCAG21');
        expect(Math.abs((contrastRatio(text, background) ?? 0) - expected)).toBeLessThan(0.001);
      }
    }
  });
});
