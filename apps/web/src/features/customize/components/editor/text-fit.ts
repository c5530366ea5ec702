/**
 * How each text slot fits its boxes, by the same fit the renders use (decision 0024): no DOM is
 * measured, so the numbers hold before the fonts load and in tests.
 */
import {
  type BoxedText,
  boxedTexts,
  fittedText,
  PLACEHOLDER_PATTERN,
  type SvgNode,
  slotsShownBy,
  type TemplateDocument,
} from '@stockroom/contract';

/** A boxed text that shows a slot, with the attributes it inherits. */
export type SlotText = Omit<BoxedText, 'slots'>;

/** Slot name → the boxed texts that show it, for the values given (a slot's texts do not depend on them). */
export function slotTexts(document: TemplateDocument, text: Record<string, string>) {
  const bySlot = new Map<string, SlotText[]>();
  for (const { slots, ...boxed } of boxedTexts(document, text)) {
    for (const slot of slots) bySlot.set(slot, [...(bySlot.get(slot) ?? []), boxed]);
  }
  return bySlot;
}

const contentOf = (node: SvgNode): string => (typeof node === 'string' ? node : node.children.map(contentOf).join(''));

/**
 * The slots some text of the template shows. A placeholder that only appears in another slot's
 * default ("Meet the {{isp}} team" in a slot of its own) shows nowhere: its field would change nothing.
 */
export function shownSlots(document: TemplateDocument, text: Record<string, string>) {
  const shown = new Set<string>();
  const visit = (node: SvgNode) => {
    if (typeof node === 'string') return;
    if (node.name === 'text') {
      const own = slotsShownBy(node, text);
      // An older template's text may hold its placeholders in <tspan>s.
      const all = own.length > 0 ? own : [...contentOf(node).matchAll(PLACEHOLDER_PATTERN)].map((m) => m[1] ?? '');
      for (const slot of all) shown.add(slot);
      return;
    }
    for (const child of node.children) visit(child);
  };
  for (const node of document.defs) visit(node);
  for (const page of document.pages) for (const node of page.nodes) visit(node);
  return shown;
}

/** How a slot's value fits: its tightest box decides. */
export interface SlotFit {
  /** The size it is drawn at, as a share of the full size (1 = full size). */
  scale: number;
  /** Lines it takes, and the lines the box holds at full size, in its fullest box. */
  lines: number;
  capacity: number;
  /** Characters too many (0 when it fits). */
  overflow: number;
}

export function slotFit(texts: SlotText[], text: Record<string, string>): SlotFit | null {
  let worst: SlotFit | null = null;
  for (const { element, inherited } of texts) {
    const fitted = fittedText(element, inherited, text);
    if (!fitted) continue;
    const { box, fit } = fitted;
    const fit1: SlotFit = {
      scale: fit.fontSize / box.fontSize,
      lines: fit.lines.length,
      capacity: Math.max(1, Math.floor(box.height / (box.lineHeight * box.fontSize) + 1e-6)),
      overflow: fit.overflow,
    };
    if (
      !worst ||
      fit1.overflow > worst.overflow ||
      (fit1.overflow === worst.overflow && fit1.scale < worst.scale) ||
      (fit1.scale === worst.scale && fit1.lines / fit1.capacity > worst.lines / worst.capacity)
    )
      worst = fit1;
  }
  return worst;
}

// Ordinary words, so that the filler wraps like text does (a run of one letter would be one long word).
const FILLER = 'the quick brown fox jumps over a lazy dog and then some more words ';
const filler = (count: number) => FILLER.repeat(Math.ceil(count / FILLER.length) + 1).slice(0, count);
const fits = (texts: SlotText[], text: Record<string, string>) =>
  texts.every(({ element, inherited }) => (fittedText(element, inherited, text)?.fit.overflow ?? 0) === 0);

/** The most characters tried: a letter body of this many more is "plenty". */
export const ROOM_LIMIT = 4000;

/**
 * About how many characters can still be typed into a slot before it no longer fits: its value with
 * ordinary words added, by bisection. An estimate (real words are wider or narrower than the filler),
 * so the editor says "about".
 */
export function charactersLeft(texts: SlotText[], text: Record<string, string>, slot: string): number {
  const value = text[slot] ?? '';
  const joiner = value === '' || /\s$/.test(value) ? '' : ' ';
  const withMore = (count: number) => ({ ...text, [slot]: `${value}${count ? joiner : ''}${filler(count)}` });
  if (!fits(texts, withMore(0))) return 0;
  let fitting = 0;
  let tooMany = 16;
  while (fits(texts, withMore(tooMany))) {
    fitting = tooMany;
    if (tooMany >= ROOM_LIMIT) return ROOM_LIMIT;
    tooMany = Math.min(ROOM_LIMIT, tooMany * 2);
  }
  while (tooMany - fitting > 1) {
    const middle = Math.floor((fitting + tooMany) / 2);
    if (fits(texts, withMore(middle))) fitting = middle;
    else tooMany = middle;
  }
  return fitting + (fitting > 0 ? joiner.length : 0);
}

/** "Fits", "Fits at 85% size", "3 lines of 4", "3 lines of 4 at 85% size". */
export function fitSummary(fit: SlotFit) {
  const shrunk = fit.scale < 0.995 ? `${Math.round(fit.scale * 100)}% size` : '';
  const lines = `${fit.lines} ${fit.lines === 1 ? 'line' : 'lines'}`;
  // Smaller type holds more lines than the box does at full size.
  if (fit.lines > fit.capacity) return `${lines} at ${shrunk} (${fit.capacity} at full size)`;
  if (fit.capacity > 1) return `${lines} of ${fit.capacity}${shrunk ? ` at ${shrunk}` : ''}`;
  return shrunk ? `Fits at ${shrunk}` : 'Fits';
}
