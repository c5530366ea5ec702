/**
 * A vector PDF: each page's SVG drawn with svg-to-pdfkit, so shapes stay shapes and text stays
 * text in the bundled fonts (embedded as subsets, searchable and selectable). Print-ready adds
 * room for crop marks, the marks themselves, TrimBox and BleedBox, CMYK colours, and what makes
 * it PDF/X-4 (pdfx.ts).
 */
import PDFDocument from 'pdfkit';
import { faceFor, parsedFont } from './fonts';
import { PAGE_GROUP, startPdfx } from './pdfx';
import { pageGeometry, REGISTRATION, rgbToCmyk } from './print-marks';
import type { RenderRequest } from './renderer';
import { drawSvg } from './svg-to-pdfkit';

type PdfRequest = Pick<RenderRequest, 'pages' | 'width' | 'height' | 'unit' | 'bleed' | 'printReady' | 'title'>;

function collect(doc: PDFKit.PDFDocument) {
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  return new Promise<Uint8Array>((resolve, reject) => {
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
  });
}

/** pdfkit's own opener (not in its types): a path, bytes, or a data: address; the image found again by the same string. */
type ImageOpener = { openImage(src: string | Uint8Array): unknown };
const BASE64_IMAGE = /^data:image\/[a-z+.-]+;base64,/i;

/**
 * Inlined images (the logo, members' photos) decoded natively, once per PDF. pdfkit reads a data:
 * address with `atob` and a loop over its characters, about half of a print-ready page's time with
 * a 12-megapixel photo; given bytes, it embeds a JPEG as it is (DCTDecode), without decoding it.
 * An image used twice is opened, so embedded, once, as pdfkit does for an address it has seen.
 */
function openInlinedImagesFast(doc: PDFKit.PDFDocument) {
  const opener = doc as unknown as ImageOpener;
  if (typeof opener.openImage !== 'function') throw new Error('pdfkit changed: it has no openImage');
  const open = opener.openImage.bind(doc);
  const opened = new Map<string, unknown>();
  opener.openImage = (src) => {
    if (typeof src !== 'string') return open(src);
    const header = BASE64_IMAGE.exec(src.slice(0, 64));
    if (!header) return open(src);
    let image = opened.get(src);
    if (!image) {
      image = open(Buffer.from(src.slice(header[0].length), 'base64'));
      opened.set(src, image);
    }
    return image;
  };
}

export async function renderPdf(request: PdfRequest, onPage: (done: number, total: number) => void) {
  const doc = new PDFDocument({
    autoFirstPage: false,
    pdfVersion: '1.6',
    displayTitle: true,
    info: { Title: request.title, Creator: 'Stockroom' },
  });
  const done = collect(doc);
  openInlinedImagesFast(doc);
  if (request.printReady) startPdfx(doc);
  const geometry = pageGeometry(request, request.printReady);
  const registered = new Set<string>();

  const fontCallback = (_family: string, weight: string, italic: boolean) => {
    // One family is bundled; any other family name falls back to it, as in the PNG (resvg's default family).
    const face = faceFor(weight, italic);
    const name = `SourceSans3-${face}`;
    if (!registered.has(name)) {
      // pdfkit's types name only a path or bytes; it takes a parsed font too (anything with `layout`).
      doc.registerFont(name, parsedFont(face) as unknown as Buffer);
      registered.add(name);
    }
    return name;
  };
  const colorCallback = request.printReady
    ? // Every flat colour, not only the theme's: a gradient's stops must all share one colour space.
      (color: [number[], number] | undefined): [number[], number] | undefined =>
        color && Array.isArray(color[0]) && color[0].length === 3 ? [rgbToCmyk(color[0]), color[1]] : color
    : undefined;

  request.pages.forEach((svg, index) => {
    doc.addPage({ size: [geometry.mediaWidth, geometry.mediaHeight], margin: 0 });
    drawSvg(doc, svg, geometry.artX, geometry.artY, {
      width: geometry.artWidth,
      height: geometry.artHeight,
      fontCallback,
      ...(colorCallback && { colorCallback }),
      // Only inlined images (the logo): a render never reads a file or the network.
      imageCallback: (link) => (link.startsWith('data:image/') ? link : ''),
      warningCallback: () => {},
    });
    if (request.printReady) {
      const page = doc.page.dictionary.data as Record<string, unknown>;
      page.TrimBox = geometry.trimBox;
      page.BleedBox = geometry.bleedBox;
      page.Group = PAGE_GROUP;
      doc.save().lineWidth(0.25).strokeColor(REGISTRATION);
      for (const [x1, y1, x2, y2] of geometry.marks) doc.moveTo(x1, y1).lineTo(x2, y2).stroke();
      doc.restore();
    }
    onPage(index + 1, request.pages.length);
  });
  doc.end();
  return done;
}
