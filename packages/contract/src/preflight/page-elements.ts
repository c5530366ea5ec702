/**
 * The texts and images each page draws, with where their own coordinates sit on the page: the
 * preflight measures them against the trim. Only `translate(...)` is followed; an element under any
 * other transform (or a nested `<svg>`) is marked unplaced, and checks of position leave it out
 * rather than guess.
 */
import type { SvgElement, SvgNode, TemplateDocument } from '../templates/document';
import { inheritedBy } from '../templates/render-slots';
import { NOT_DRAWN, translation } from '../templates/shape-bounds';

export interface PageElement {
  /** The page's index. */
  page: number;
  element: SvgElement;
  /** The attributes it inherits (font and anchor), as the fit reads them. */
  inherited: Record<string, string>;
  /** Added to its own coordinates to place it on the page. */
  dx: number;
  dy: number;
  /** False under a transform other than a translation: its place on the page is not known. */
  placed: boolean;
}

const ONLY_TRANSLATES = /^\s*(?:translate\s*\([^)]*\)\s*,?\s*)*$/;

/** Every `<text>` and `<image>` drawn on each page (the shared root children counted on each). */
export function pageElements(document: TemplateDocument): PageElement[] {
  const found: PageElement[] = [];
  const visit = (node: SvgNode, at: Omit<PageElement, 'element'>) => {
    if (typeof node === 'string' || NOT_DRAWN.has(node.name)) return;
    const transform = node.attrs.transform;
    const [tx, ty] = translation(transform);
    const here = {
      ...at,
      inherited: inheritedBy(at.inherited, node),
      dx: at.dx + tx,
      dy: at.dy + ty,
      placed: at.placed && (transform === undefined || ONLY_TRANSLATES.test(transform)) && node.name !== 'svg',
    };
    if (node.name === 'text' || node.name === 'image') {
      // A text's own presentation attributes are read by the fit itself, so it keeps what it inherits.
      found.push({ ...here, inherited: at.inherited, element: node });
      return;
    }
    for (const child of node.children) visit(child, here);
  };
  document.pages.forEach((page, index) => {
    const root = { page: index, inherited: {}, dx: 0, dy: 0, placed: true };
    for (const node of document.defs) visit(node, root);
    for (const node of page.nodes) visit(node, root);
  });
  return found;
}
