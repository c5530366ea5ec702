/**
 * WCAG 2.1 contrast: the one rule My brand, the template editor and the server's preflight check
 * text colours with, so that each gives a pair the same ratio and the same verdict. WCAG's own
 * formula rather than a colour library: only #rrggbb colours are checked.
 */
import { isHexColor } from './brand-values';

/** WCAG 2.1's least contrast for body text (level AA). */
export const MIN_TEXT_CONTRAST = 4.5;

function channel(hex: string, offset: number) {
  const value = Number.parseInt(hex.slice(offset, offset + 2), 16) / 255;
  return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
}

/** WCAG's relative luminance of a #rrggbb colour (0 black to 1 white). */
export function relativeLuminance(hex: string) {
  return 0.2126 * channel(hex, 1) + 0.7152 * channel(hex, 3) + 0.0722 * channel(hex, 5);
}

/** The WCAG 2.1 contrast ratio of two #rrggbb colours (1 to 21), or null while either is not one. */
export function contrastRatio(text: string | undefined, background: string | undefined): number | null {
  if (!text || !background || !isHexColor(text) || !isHexColor(background)) return null;
  const [light, dark] = [relativeLuminance(text), relativeLuminance(background)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

/** Whether text reads well enough at this ratio. */
export const isReadable = (ratio: number) => ratio >= MIN_TEXT_CONTRAST;

/** "4.52:1": two decimals, rounded down, so that 4.499 never reads as passing. */
export const formatRatio = (ratio: number) => `${(Math.floor(ratio * 100) / 100).toFixed(2)}:1`;
