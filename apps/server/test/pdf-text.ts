/**
 * Reads back what a PDF really holds, as a viewer would: its page boxes, its embedded fonts and
 * its text (each font's ToUnicode map applied to the glyphs its content streams show).
 */
import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  type PDFPage,
  PDFRawStream,
  type PDFRef,
} from 'pdf-lib';

const decode = (stream: unknown) => Buffer.from(decodePDFRawStream(stream as PDFRawStream).decode()).toString('latin1');

function unicodeMap(cmap: string) {
  const map = new Map<number, string>();
  for (const [, start, , list] of cmap.matchAll(/<([0-9a-f]+)> <([0-9a-f]+)> \[([^\]]*)\]/gi)) {
    const values = [...list!.matchAll(/<([0-9a-f ]+)>/gi)].map(([, hex]) =>
      String.fromCharCode(...hex!.split(' ').map((h) => parseInt(h, 16))),
    );
    for (const [i, value] of values.entries()) map.set(parseInt(start!, 16) + i, value);
  }
  return map;
}

function contentOf(page: PDFPage) {
  const contents = page.node.Contents();
  const streams =
    contents instanceof PDFArray ? contents.asArray().map((ref) => page.doc.context.lookup(ref)) : [contents];
  return streams.map(decode).join('\n');
}

function fontsOf(page: PDFPage) {
  const fonts = new Map<string, { name: string; toUnicode: Map<number, string> }>();
  const dict = page.node.Resources()?.lookup(PDFName.of('Font'), PDFDict);
  for (const [key, ref] of dict?.entries() ?? []) {
    const font = page.doc.context.lookup(ref as PDFRef, PDFDict);
    const toUnicode = font.lookup(PDFName.of('ToUnicode'));
    fonts.set(key.asString().slice(1), {
      name: font.lookup(PDFName.of('BaseFont'), PDFName).asString().slice(1),
      toUnicode: toUnicode instanceof PDFRawStream ? unicodeMap(decode(toUnicode)) : new Map(),
    });
  }
  return fonts;
}

/** The text of each page, one line per text block, and the fonts that drew it. */
export async function readPdf(bytes: Uint8Array) {
  const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
  const pages = pdf.getPages().map((page) => {
    const content = contentOf(page);
    const fonts = fontsOf(page);
    const lines: string[] = [];
    let font: Map<number, string> = new Map();
    let line = '';
    for (const [, name, hex, end] of content.matchAll(/\/(\w+) [\d.]+ Tf|<([0-9a-f]+)> Tj|(ET)/gi)) {
      if (name) font = fonts.get(name)?.toUnicode ?? new Map();
      else if (hex) for (let i = 0; i < hex.length; i += 4) line += font.get(parseInt(hex.slice(i, i + 4), 16)) ?? '?';
      else if (end && line) {
        lines.push(line);
        line = '';
      }
    }
    const box = (b: { x: number; y: number; width: number; height: number }) =>
      [b.x, b.y, b.x + b.width, b.y + b.height].map((v) => Math.round(v * 100) / 100);
    return {
      text: lines.join('\n'),
      content,
      fonts: [...fonts.values()].map((f) => f.name),
      mediaBox: box(page.getMediaBox()),
      trimBox: box(page.getTrimBox()),
      bleedBox: box(page.getBleedBox()),
    };
  });
  return { title: pdf.getTitle(), pages };
}
