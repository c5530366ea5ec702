import { isHexColor } from '@stockroom/contract';
import Color from 'colorjs.io';

/** WCAG 2.1's least contrast for body text (level AA). */
export const MIN_TEXT_CONTRAST = 4.5;

/** The pairs templates put text on, by the brand's colour keys: text first, background second. */
export const CONTRAST_PAIRS = [
  { label: 'Dark on light', text: 'dark1', background: 'light1' },
  { label: 'Light on dark', text: 'light1', background: 'dark1' },
  { label: 'Light on accent', text: 'light1', background: 'accent1' },
] as const;

/** The WCAG 2.1 contrast ratio of two #rrggbb colours (1 to 21), or null while either is not one. */
export function contrastRatio(text: string | undefined, background: string | undefined): number | null {
  if (!text || !background || !isHexColor(text) || !isHexColor(background)) return null;
  return new Color(background).contrast(new Color(text), 'WCAG21');
}

/** "4.52:1": two decimals, rounded down, so that 4.499 never reads as passing. */
export const formatRatio = (ratio: number) => `${(Math.floor(ratio * 100) / 100).toFixed(2)}:1`;
