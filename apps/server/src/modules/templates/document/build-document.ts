/**
 * The sanitized DOM as the contract's TemplateDocument: the page geometry, the definitions every
 * page shares, and the pages — the root's `<g data-page="…">` children, or all of its content as
 * one "Page 1". Presentation attributes on the root (a `font-family`, a `style`) would be lost with
 * it, so each page is wrapped in a `<g>` that carries them.
 */
import type { SvgElement, SvgNode, TemplateDocument } from '@stockroom/contract';
import { SVG_NS } from '../sanitize/parse-svg';
import { pageGeometry } from './page-size';

export const MAX_PAGES = 20;

const XLINK_NS = 'http://www.w3.org/1999/xlink';
const XML_NS = 'http://www.w3.org/XML/1998/namespace';
const XMLNS_NS = 'http://www.w3.org/2000/xmlns/';
/** Root attributes that describe the canvas, which renderPageSvg writes itself. */
const CANVAS_ATTRIBUTES = new Set([
  'width',
  'height',
  'viewBox',
  'version',
  'baseProfile',
  'x',
  'y',
  'id',
  'preserveAspectRatio',
  'data-bleed',
]);
const TEXT_ELEMENTS = new Set(['text', 'tspan', 'textPath']);
/** Top-level elements every page shares whether or not the template names its pages. */
const SHARED_ELEMENTS = new Set(['defs', 'style', 'title', 'desc', 'metadata']);

function attributeName(attr: Attr): string | null {
  if (attr.namespaceURI === XMLNS_NS || attr.name === 'xmlns') return null;
  if (attr.namespaceURI === XLINK_NS) return `xlink:${attr.localName}`;
  if (attr.namespaceURI === XML_NS) return `xml:${attr.localName}`;
  return attr.name;
}

function attributesOf(el: Element, skip?: Set<string>) {
  const attrs: Record<string, string> = {};
  for (const attr of Array.from(el.attributes)) {
    const name = attributeName(attr);
    if (name && !skip?.has(name)) attrs[name] = attr.value;
  }
  return attrs;
}

function toNode(node: Node, inText: boolean): SvgNode | null {
  if (node.nodeType === node.TEXT_NODE) {
    const text = node.nodeValue ?? '';
    // Whitespace between elements means nothing to SVG; inside a text it may be a word break.
    return inText || text.trim() !== '' ? text : null;
  }
  if (node.nodeType !== node.ELEMENT_NODE) return null;
  const el = node as Element;
  if (el.namespaceURI !== SVG_NS) return null;
  const childInText = inText || TEXT_ELEMENTS.has(el.localName);
  const children = Array.from(el.childNodes)
    .map((child) => toNode(child, childInText))
    .filter((child): child is SvgNode => child !== null);
  return { name: el.localName, attrs: attributesOf(el), children };
}

const isPage = (node: Node): node is Element =>
  node.nodeType === node.ELEMENT_NODE &&
  (node as Element).localName === 'g' &&
  (node as Element).hasAttribute('data-page');

/** The document of a sanitized root `<svg>`, or the reasons its layout is refused. */
export function buildDocument(root: Element): { document: TemplateDocument } | { problems: string[] } {
  const size = pageGeometry(root);
  if ('problems' in size) return size;
  const top = Array.from(root.childNodes);
  const named = top.filter(isPage);
  if (named.length > MAX_PAGES)
    return { problems: [`it has ${named.length} pages; a template has at most ${MAX_PAGES}`] };
  const shared = (node: Node) =>
    named.length > 0
      ? !isPage(node)
      : node.nodeType === node.ELEMENT_NODE && SHARED_ELEMENTS.has((node as Element).localName);
  const defs = top
    .filter(shared)
    .map((n) => toNode(n, false))
    .filter((n): n is SvgNode => n !== null);
  const wrapper = attributesOf(root, CANVAS_ATTRIBUTES);
  const wrap = (nodes: SvgNode[]): SvgNode[] =>
    Object.keys(wrapper).length > 0
      ? [{ name: 'g', attrs: { ...wrapper }, children: nodes } satisfies SvgElement]
      : nodes;
  const pageOf = (nodes: Node[], name: string) => ({
    name,
    nodes: wrap(nodes.map((n) => toNode(n, false)).filter((n): n is SvgNode => n !== null)),
  });
  const pages =
    named.length > 0
      ? named.map((g, i) => pageOf([g], g.getAttribute('data-page')?.trim() || `Page ${i + 1}`))
      : [
          pageOf(
            top.filter((n) => !shared(n)),
            'Page 1',
          ),
        ];
  return { document: { ...size.geometry, defs, pages } };
}
