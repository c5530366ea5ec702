import { PLACEHOLDER_PATTERN, type SvgNode, type TemplateDocument } from '@stockroom/contract';

/**
 * The texts of a page that have a box (`data-max-width`), in the order the serializer writes them,
 * each with the placeholders it shows: the preview's `text[data-max-width]` elements, one for one.
 */
export function boxedTexts(document: TemplateDocument, pageIndex: number): string[][] {
  const found: string[][] = [];
  const placeholdersIn = (node: SvgNode, into: Set<string>) => {
    if (typeof node === 'string') {
      for (const match of node.matchAll(PLACEHOLDER_PATTERN)) into.add(match[1]!);
      return;
    }
    for (const child of node.children) placeholdersIn(child, into);
  };
  const visit = (node: SvgNode) => {
    if (typeof node === 'string') return;
    if (node.name === 'text' && node.attrs['data-max-width'] !== undefined) {
      const names = new Set<string>();
      placeholdersIn(node, names);
      found.push([...names]);
      return;
    }
    for (const child of node.children) visit(child);
  };
  for (const node of document.defs) visit(node);
  for (const node of document.pages[pageIndex]?.nodes ?? []) visit(node);
  return found;
}

/** A text that is wider than its box, by how much (in the template's units). */
export interface Overflow {
  page: number;
  placeholders: string[];
  excess: number;
}

// Sub-pixel differences between browsers and the renderer are not worth a warning.
const TOLERANCE = 0.5;

/** Which of a rendered page's boxed texts are wider than their `data-max-width`. */
export function measureOverflows(svg: Element, page: number, boxes: string[][]): Overflow[] {
  const overflows: Overflow[] = [];
  svg.querySelectorAll('text[data-max-width]').forEach((element, index) => {
    const text = element as SVGTextElement;
    const max = Number.parseFloat(text.getAttribute('data-max-width') ?? '');
    // jsdom and a hidden page lay nothing out: no measure, no warning.
    if (!Number.isFinite(max) || typeof text.getBBox !== 'function') return;
    let width: number;
    try {
      width = text.getBBox().width;
    } catch {
      return;
    }
    if (width > max + TOLERANCE) overflows.push({ page, placeholders: boxes[index] ?? [], excess: width - max });
  });
  return overflows;
}
