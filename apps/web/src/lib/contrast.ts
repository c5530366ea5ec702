/**
 * WCAG 2.1 contrast: the one rule My brand, the template editor and the server's preflight check
 * text colours with (the formula lives in the contract), and the verdicts both screens show. WCAG's
 * own formula rather than a colour library keeps the editor's chunk small (colorjs.io's WCAG21
 * agrees within a thousandth, as the test checks).
 */
import { MIN_TEXT_CONTRAST } from '@stockroom/contract';

export {
  contrastRatio,
  formatRatio,
  isReadable,
  MIN_TEXT_CONTRAST,
  relativeLuminance,
} from '@stockroom/contract';

/** The verdicts both screens show, and the reason a pair fails. */
export const READABLE = 'Readable';
export const HARD_TO_READ = 'Hard to read';
export const BELOW_MINIMUM = `below ${MIN_TEXT_CONTRAST}:1`;
