/**
 * Texts that do not fit their box even at their smallest size (decision 0024), found with the same
 * fit the renders use: the editor shows each on its field, the server refuses to save or export
 * them (400 naming the slot).
 */
import type { SvgElement, SvgNode, TemplateDocument } from './document';
import { fittedText, inheritedBy, slotsShownBy } from './render-slots';
import { slotLabel, type TemplateSlots } from './slots';

export interface TextOverflow {
  /** The page's index. */
  page: number;
  /** The slots whose values make the text: its `data-slot`, or the placeholders it holds. */
  slots: string[];
  /** Characters too many. */
  overflow: number;
}

/** A text with a box, where it is, what it inherits, and the slots whose values it shows. */
export interface BoxedText {
  page: number;
  element: SvgElement;
  inherited: Record<string, string>;
  slots: string[];
}

/** Every boxed text of every page (the shared definitions counted on each page). */
export function boxedTexts(document: TemplateDocument, text: Record<string, string>): BoxedText[] {
  const found: BoxedText[] = [];
  const visit = (node: SvgNode, page: number, inherited: Record<string, string>) => {
    if (typeof node === 'string') return;
    if (node.name === 'text') {
      if (node.attrs['data-width'] !== undefined || node.attrs['data-max-width'] !== undefined) {
        found.push({ page, element: node, inherited, slots: slotsShownBy(node, text) });
      }
      return;
    }
    const next = inheritedBy(inherited, node);
    for (const child of node.children) visit(child, page, next);
  };
  document.pages.forEach((page, index) => {
    for (const node of document.defs) visit(node, index, {});
    for (const node of page.nodes) visit(node, index, {});
  });
  return found;
}

export function textOverflows(document: TemplateDocument, text: Record<string, string>): TextOverflow[] {
  return boxedTexts(document, text).flatMap(({ page, element, inherited, slots }) => {
    const overflow = fittedText(element, inherited, text)?.fit.overflow ?? 0;
    return overflow > 0 ? [{ page, slots, overflow }] : [];
  });
}

/** The most characters too many per slot, over every text it is part of. */
export function overflowBySlot(overflows: TextOverflow[]) {
  const bySlot = new Map<string, number>();
  for (const { slots, overflow } of overflows) {
    for (const slot of slots) bySlot.set(slot, Math.max(bySlot.get(slot) ?? 0, overflow));
  }
  return bySlot;
}

/** "Headline is 12 characters too long for its box": for a field, or a 400's issue. */
export function overflowMessage(slots: TemplateSlots, name: string, overflow: number) {
  const label = slots.texts.find((slot) => slot.name === name)?.label ?? slotLabel(name);
  const characters = overflow === 1 ? '1 character' : `${overflow} characters`;
  return `${label} is ${characters} too long for its box: shorten it`;
}
