/**
 * The shape of an SVG's markup — how deep its elements nest and how many there are — read from the
 * text in one pass, before any parser builds a tree. jsdom, DOMPurify and every walk over the
 * stored document recurse once per level: a file of 20,000 nested `<g>` overflows their stacks
 * after seconds of work, so depth and count are refused here, cheaply, first.
 */

export interface MarkupShape {
  elements: number;
  /** Whether some element lies deeper than the limit asked about (the scan stops there). */
  tooDeep: boolean;
}

const QUOTE = 0x22;
const APOSTROPHE = 0x27;
const GREATER = 0x3e;
const SLASH = 0x2f;

/** Where the construct starting at `from` ends (just past `close`), or the end of the text. */
const skipPast = (text: string, from: number, close: string) => {
  const end = text.indexOf(close, from);
  return end < 0 ? text.length : end + close.length;
};

/**
 * Counts start tags and tracks nesting as an XML parser would: comments, CDATA sections, processing
 * instructions and declarations hold no elements, and a `>` inside a quoted attribute value ends
 * nothing. Exact for well-formed XML; what is not well-formed the parser refuses afterwards.
 */
export function markupShape(text: string, maxDepth: number): MarkupShape {
  let depth = 0;
  let elements = 0;
  let at = text.indexOf('<');
  while (at >= 0 && at < text.length) {
    if (text.startsWith('<!--', at)) at = skipPast(text, at + 4, '-->');
    else if (text.startsWith('<![CDATA[', at)) at = skipPast(text, at + 9, ']]>');
    else if (text.startsWith('<?', at)) at = skipPast(text, at + 2, '?>');
    else if (text.startsWith('<!', at)) at = skipPast(text, at + 2, '>');
    else if (text.startsWith('</', at)) {
      depth--;
      at = skipPast(text, at + 2, '>');
    } else {
      let end = at + 1;
      for (let quote = 0; end < text.length; end++) {
        const c = text.charCodeAt(end);
        if (quote) {
          if (c === quote) quote = 0;
        } else if (c === QUOTE || c === APOSTROPHE) quote = c;
        else if (c === GREATER) break;
      }
      if (end >= text.length) break;
      elements++;
      // An empty element (`<rect/>`) lies one level down as much as one with children does.
      if (depth + 1 > maxDepth) return { elements, tooDeep: true };
      if (text.charCodeAt(end - 1) !== SLASH) depth++;
      at = end + 1;
    }
    at = text.indexOf('<', at);
  }
  return { elements, tooDeep: false };
}
