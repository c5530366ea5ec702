/**
 * The template sanitizer (DESIGN §1.7): DOMPurify on a real DOM (jsdom — with DOM shims such as
 * linkedom DOMPurify hands its input back untouched) with its SVG profiles, plus our allowlist in
 * its hooks. An upload is refused, never quietly cleaned: everything DOMPurify would remove and
 * everything our hooks reject is listed, so the admin knows exactly what to fix. Only editor
 * leftovers that mean nothing to a renderer (comments, Inkscape/Illustrator metadata) are dropped.
 */
import createDOMPurify, { type Config, type RemovedAttribute, type RemovedElement } from 'dompurify';
import { cssProblems } from './css-rules';
import { parseSvg, SVG_NS } from './parse-svg';
import { attributeProblems, textBoxProblem } from './reference-rules';

const PURIFY_CONFIG: Config = {
  USE_PROFILES: { svg: true, svgFilters: true },
  // DOMPurify drops <use> because it can pull in another document; our href rule allows only #id.
  ADD_TAGS: ['use'],
  IN_PLACE: true,
};

/** Namespaces of editor bookkeeping (Inkscape, Sodipodi, Illustrator, Sketch, RDF metadata). */
const EDITOR_NAMESPACES = [
  'http://www.inkscape.org/namespaces/inkscape',
  'http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd',
  'http://www.bohemiancoding.com/sketch/ns',
  'http://www.w3.org/1999/02/22-rdf-syntax-ns#',
  'http://purl.org/dc/elements/1.1/',
  'http://creativecommons.org/ns#',
];
const isEditorNamespace = (ns: string | null) =>
  ns !== null && (EDITOR_NAMESPACES.includes(ns) || ns.startsWith('http://ns.adobe.com/'));

/** Editor bookkeeping that a renderer ignores; decided before DOMPurify detaches it. */
const isHarmless = (el: Element) => isEditorNamespace(el.namespaceURI) || el.parentElement?.closest('metadata') != null;

function removedElementProblem(element: Node, harmless: WeakSet<Node>): string | null {
  if (element.nodeType === element.COMMENT_NODE || harmless.has(element)) return null;
  if (element.nodeType !== element.ELEMENT_NODE) return `a ${element.nodeName} node is not allowed`;
  const el = element as Element;
  if (el.namespaceURI !== SVG_NS) return `<${el.nodeName}> is not an SVG element and is not allowed`;
  return `<${el.localName}> elements are not allowed`;
}

function removedAttributeProblem(attribute: Attr, from: Node): string | null {
  if (attribute.name.startsWith('xmlns:') && isEditorNamespace(attribute.value)) return null;
  if (isEditorNamespace(attribute.namespaceURI)) return null;
  const owner = from.nodeType === from.ELEMENT_NODE ? (from as Element).localName : from.nodeName;
  return `<${owner} ${attribute.name}> is not allowed`;
}

/**
 * CDATA sections become plain text, so that `<style><![CDATA[…]]>` keeps its CSS (and is checked).
 * One holding markup is refused: that is how a `</style><script>` rides past a parser that reads
 * the file as HTML.
 */
function flattenCdata(root: Element, problems: Set<string>) {
  const document = root.ownerDocument;
  const walker = document.createTreeWalker(root, 0x8 /* NodeFilter.SHOW_CDATA_SECTION */);
  const sections: Node[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) sections.push(node);
  for (const node of sections) {
    if (/<[a-zA-Z/!?]/.test(node.nodeValue ?? ''))
      problems.add('a CDATA section contains markup, which is not allowed');
    node.parentNode?.replaceChild(document.createTextNode(node.nodeValue ?? ''), node);
  }
}

export type SanitizedSvg = { ok: true; root: Element; close: () => void } | { ok: false; problems: string[] };

/** The sanitized root of an uploaded SVG (call `close` when done with it), or every reason it is refused. */
export function sanitizeSvg(text: string): SanitizedSvg {
  const parsed = parseSvg(text);
  if (!parsed.ok) return parsed;
  const { dom, root } = parsed;
  const window = dom.window;
  const problems = new Set<string>();
  const harmless = new WeakSet<Node>();
  // Attributes our hooks refused, with their own message: DOMPurify's removal of them says no more.
  const flagged = new WeakMap<Element, Set<string>>();
  flattenCdata(root, problems);
  const purify = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);
  purify.addHook('uponSanitizeElement', (node, data) => {
    if (node.nodeType !== node.ELEMENT_NODE) return;
    const el = node as Element;
    if (isHarmless(el)) harmless.add(el);
    if (data.tagName === 'a') problems.add('<a> links are not allowed: a template is artwork, not a web page');
    if (el.localName === 'style' && el.namespaceURI === SVG_NS) {
      for (const p of cssProblems(el.textContent ?? '', 'stylesheet', '<style>')) problems.add(p);
    }
    const box = textBoxProblem(el.localName, el.getAttribute('data-max-width'));
    if (box) problems.add(box);
  });
  purify.addHook('uponSanitizeAttribute', (node, data) => {
    const found = attributeProblems(node.localName, data.attrName, data.attrValue);
    for (const p of found) problems.add(p);
    if (found.length === 0) return;
    data.keepAttr = false;
    flagged.set(node, (flagged.get(node) ?? new Set()).add(data.attrName));
  });
  purify.sanitize(root, PURIFY_CONFIG);
  for (const removed of purify.removed) {
    if ('element' in removed) {
      const problem = removedElementProblem((removed as RemovedElement).element, harmless);
      if (problem) problems.add(problem);
      continue;
    }
    const { attribute, from } = removed as RemovedAttribute;
    if (!attribute || flagged.get(from as Element)?.has(attribute.name)) continue;
    const problem = removedAttributeProblem(attribute, from);
    if (problem) problems.add(problem);
  }
  // Editor metadata means nothing to a renderer; what DOMPurify left of it goes too.
  for (const metadata of Array.from(root.getElementsByTagNameNS(SVG_NS, 'metadata'))) metadata.remove();
  if (problems.size > 0) {
    window.close();
    return { ok: false, problems: [...problems] };
  }
  return { ok: true, root, close: () => window.close() };
}
