/**
 * Parses an uploaded template as XML (never as HTML: an SVG file is XML, and the HTML parser's
 * recovery is where mutation tricks live). DOCTYPEs are refused before parsing, because entity
 * declarations are how a file expands to gigabytes or reaches a local file.
 */
import { TEMPLATE_MAX_ELEMENTS, TEMPLATE_SVG_MAX_BYTES } from '@stockroom/contract';
import { JSDOM } from 'jsdom';
import { markupShape } from './markup-shape';

export const SVG_NS = 'http://www.w3.org/2000/svg';
/**
 * How deep elements may nest, the root `<svg>` being the first level. Artwork exported from an
 * editor nests a dozen groups at most; past this, parsing and every walk over the tree grow costly.
 */
export const TEMPLATE_MAX_DEPTH = 64;

export type ParsedSvg = { ok: true; dom: JSDOM; root: Element } | { ok: false; problems: string[] };

const refused = (...problems: string[]): ParsedSvg => ({ ok: false, problems });

/**
 * Why the text is refused before any parser reads it (its size, declarations, nesting, element
 * count), or null: one pass over the text, cheap enough for the thread that answers requests.
 */
export function svgTextProblem(text: string): string | null {
  const bytes = Buffer.byteLength(text, 'utf8');
  if (bytes > TEMPLATE_SVG_MAX_BYTES) {
    return `it is ${Math.ceil(bytes / 1024)} KB; a template is at most ${TEMPLATE_SVG_MAX_BYTES / 1024} KB`;
  }
  if (/<!DOCTYPE|<!ENTITY/i.test(text)) {
    return 'it has a DOCTYPE or entity declarations, which are not allowed (save it as plain SVG)';
  }
  // Counted on the text, before any tree is built: see markup-shape.ts.
  const shape = markupShape(text, TEMPLATE_MAX_DEPTH);
  if (shape.tooDeep) return `its elements nest more than ${TEMPLATE_MAX_DEPTH} levels deep; flatten its groups`;
  if (shape.elements > TEMPLATE_MAX_ELEMENTS) {
    return `it has ${shape.elements} elements; a template has at most ${TEMPLATE_MAX_ELEMENTS}`;
  }
  return null;
}

/** The document's root `<svg>`, or why the text is not one we read. */
export function parseSvg(text: string): ParsedSvg {
  const problem = svgTextProblem(text);
  if (problem) return refused(problem);
  let dom: JSDOM;
  try {
    dom = new JSDOM(text.replace(/^\uFEFF/, ''), { contentType: 'image/svg+xml' });
  } catch (error) {
    const reason = error instanceof Error ? error.message.replace(/^about:blank:/, 'line ') : 'unreadable';
    return refused(`it is not a well-formed SVG (XML) document: ${reason}`);
  }
  const document = dom.window.document;
  const root = document.documentElement;
  if (!root || root.namespaceURI !== SVG_NS || root.localName !== 'svg') {
    dom.window.close();
    return refused('it is not an SVG document: the root element must be <svg xmlns="http://www.w3.org/2000/svg">');
  }
  const problems: string[] = [];
  for (const node of Array.from(document.childNodes)) {
    if (node.nodeType === node.PROCESSING_INSTRUCTION_NODE) {
      problems.push(`the processing instruction <?${(node as ProcessingInstruction).target} …?> is not allowed`);
    }
  }
  const elements = root.getElementsByTagName('*').length + 1;
  if (elements > TEMPLATE_MAX_ELEMENTS) {
    problems.push(`it has ${elements} elements; a template has at most ${TEMPLATE_MAX_ELEMENTS}`);
  }
  if (problems.length > 0) {
    dom.window.close();
    return refused(...problems);
  }
  return { ok: true, dom, root };
}
