/**
 * A page's SVG read back into elements, for the SVG export to find its texts. It reads what
 * `renderPageSvg` writes (double-quoted attributes, escaped text, no CDATA or doctype), not any
 * XML: that keeps it a few dozen lines and a few milliseconds, where jsdom would take hundreds.
 * Each element keeps where it sits in the source, so a text can be replaced and the rest of the
 * page copied byte for byte.
 */
export interface SvgTag {
  name: string;
  attrs: Record<string, string>;
  children: SvgItem[];
  /** Offsets in the source: the element's first character, the end of its start tag, and its end. */
  start: number;
  openEnd: number;
  end: number;
}
export type SvgItem = SvgTag | string;

const TOKEN =
  /<(\/?)([A-Za-z_][\w:.-]*)((?:\s+[\w:.-]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>|<\?[\s\S]*?\?>|<!--[\s\S]*?-->|([^<]+)/gy;
const ATTRIBUTE = /([\w:.-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;
const ENTITY = /&(?:(amp|lt|gt|quot|apos)|#(\d+)|#x([0-9a-fA-F]+));/g;
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

export const decodeXml = (value: string) =>
  value.replace(ENTITY, (_, name?: string, dec?: string, hex?: string) =>
    name ? NAMED[name]! : String.fromCodePoint(dec ? Number(dec) : Number.parseInt(hex!, 16)),
  );

/** The root `<svg>` of a page; throws on anything that is not well-formed in the subset it reads. */
export function parseSvg(source: string): SvgTag {
  const stack: SvgTag[] = [{ name: '#document', attrs: {}, children: [], start: 0, openEnd: 0, end: source.length }];
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < source.length) {
    const at = TOKEN.lastIndex;
    const match = TOKEN.exec(source);
    if (!match) throw new Error(`The SVG cannot be read at character ${at}`);
    const [whole, closing, name, attrText, selfClosing, text] = match;
    const parent = stack[stack.length - 1]!;
    if (text !== undefined) {
      parent.children.push(decodeXml(text));
    } else if (name && closing) {
      if (parent.name !== name) throw new Error(`</${name}> closes <${parent.name}> at character ${at}`);
      parent.end = at + whole.length;
      stack.pop();
    } else if (name) {
      const attrs: Record<string, string> = {};
      for (const [, key, double, single] of (attrText ?? '').matchAll(ATTRIBUTE)) {
        attrs[key!] = decodeXml(double ?? single ?? '');
      }
      const end = at + whole.length;
      const element: SvgTag = { name, attrs, children: [], start: at, openEnd: end, end };
      parent.children.push(element);
      if (!selfClosing) stack.push(element);
    }
  }
  const root = stack[0]!.children.find((item): item is SvgTag => typeof item !== 'string');
  if (stack.length !== 1 || root?.name !== 'svg') throw new Error('The SVG has no complete <svg> root');
  return root;
}

export const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
