/**
 * The fonts a page's text uses, embedded in its SVG (decision 0026): for each bundled face that
 * draws some of its text, a subset holding only the glyphs it needs, as an `@font-face` with a
 * data address. Opened anywhere, the SVG then draws in the typeface the PNG and the PDF use.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { FONT_FAMILY, type FontFace, fontFileOf } from './fonts';
import { FACE_DESCRIPTORS, faceMatching, type TextStyle, textStyleOf, visitTexts } from './svg-text-style';
import type { SvgTag } from './svg-tree';

type SubsetFont = (
  font: Buffer,
  text: string,
  options: { targetFormat: 'truetype'; noHinting: boolean; keepFeatures: string[] },
) => Promise<Buffer>;
// subset-font ships no types; its one function is typed above.
const subsetFont = createRequire(import.meta.url)('subset-font') as SubsetFont;

/**
 * The features a browser applies to Latin text by default; the subset keeps the glyphs they reach
 * (the fi ligature for "f" and "i") and drops the stylistic sets nobody asked for, a third of the size.
 */
const SHAPING_FEATURES = ['ccmp', 'locl', 'rlig', 'rclt', 'calt', 'liga', 'clig', 'kern', 'mark', 'mkmk', 'rvrn'];

/** Elements inside a text that draw no text. */
const NOT_DRAWN = new Set(['title', 'desc', 'metadata']);

const fileBytes = new Map<FontFace, Buffer>();
function bytesOf(face: FontFace) {
  let bytes = fileBytes.get(face);
  if (!bytes) {
    bytes = readFileSync(fontFileOf(face));
    fileBytes.set(face, bytes);
  }
  return bytes;
}

/** The characters each face draws, from every `<text>` under `root`. */
export function charactersByFace(root: SvgTag): Map<FontFace, Set<string>> {
  const used = new Map<FontFace, Set<string>>();
  const collect = (element: SvgTag, inherited: TextStyle) => {
    if (NOT_DRAWN.has(element.name)) return;
    const style = textStyleOf(element, inherited);
    const face = faceMatching(style.weight, style.italic);
    for (const child of element.children) {
      if (typeof child !== 'string') {
        collect(child, style);
        continue;
      }
      const characters = child.replace(/\s/g, ' ');
      if (characters.trim() === '') continue;
      const set = used.get(face) ?? new Set<string>();
      used.set(face, set);
      for (const character of characters) set.add(character);
    }
  };
  visitTexts(root, collect);
  return used;
}

/** Whether a stylesheet of the page sets a weight or a style, which this module does not resolve. */
function stylesheetSetsFace(root: SvgTag): boolean {
  const styles: string[] = [];
  const find = (element: SvgTag) => {
    if (element.name === 'style') styles.push(element.children.join(''));
    else for (const child of element.children) if (typeof child !== 'string') find(child);
  };
  find(root);
  return styles.some((css) => /font(?:-weight|-style)?\s*:/i.test(css));
}

async function fontFaceRule(face: FontFace, characters: Set<string>) {
  const subset = await subsetFont(bytesOf(face), [...characters].join(''), {
    targetFormat: 'truetype',
    // Unhinted outlines: Chromium then draws them as resvg does, and the subset is a third smaller.
    noHinting: true,
    keepFeatures: SHAPING_FEATURES,
  });
  const { weight, style } = FACE_DESCRIPTORS[face];
  return (
    `@font-face{font-family:'${FONT_FAMILY}';font-weight:${weight};font-style:${style};` +
    `src:url(data:font/ttf;base64,${subset.toString('base64')}) format('truetype')}`
  );
}

/**
 * The page with its fonts embedded, inserted in a `<defs>` first thing in the root; a page without
 * text comes back as it was.
 */
export async function embedFonts(svg: string, root: SvgTag): Promise<string> {
  let used = charactersByFace(root);
  if (used.size === 0 || root.openEnd === root.end) return svg;
  if (stylesheetSetsFace(root)) {
    // A weight set by a class may pick any face: each gets every character, a few kilobytes more.
    const all = new Set([...used.values()].flatMap((set) => [...set]));
    used = new Map((Object.keys(FACE_DESCRIPTORS) as FontFace[]).map((face) => [face, all]));
  }
  const rules: string[] = [];
  for (const [face, characters] of used) rules.push(await fontFaceRule(face, characters));
  // The PNG and the PDF draw any family in the bundled one; so must the SVG, whatever the template
  // names. resvg and Chromium pick a face as CSS does and neither makes a bold or an italic up.
  rules.push(`text,text *{font-family:'${FONT_FAMILY}' !important;font-synthesis:none}`);
  const style = `<defs><style>${rules.join('\n')}</style></defs>`;
  return svg.slice(0, root.openEnd) + style + svg.slice(root.openEnd);
}
