/**
 * A one-page PDF written by hand (no PDF library is installed): a coloured band, the title, the
 * subtitle and the description, in Helvetica, one of the standard fonts every reader has, so that
 * nothing needs embedding. The byte offsets in the cross-reference table are counted exactly.
 */
import { wrapWords } from './wrap-words';

/** The standard fonts read WinAnsi; the demo's typography is folded into plain ASCII. */
function pdfText(text: string): string {
  const ascii = text
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/\u2026/g, '...')
    .replace(/\u00d7/g, 'x')
    .replace(/[^\x20-\x7e]/g, '?');
  return `(${ascii.replace(/[\\()]/g, (c) => `\\${c}`)})`;
}

function rgb(hex: string): string {
  const n = Number.parseInt(hex.replace('#', ''), 16);
  return [n >> 16, (n >> 8) & 255, n & 255].map((c) => (c / 255).toFixed(3)).join(' ');
}

/** Lines set from `top` downwards with a fixed leading; answers the lines and where the block ends. */
function block(lines: string[], font: string, size: number, leading: number, top: number, colour: string) {
  const shown = lines.map((line, i) => `${i === 0 ? '' : 'T* '}${pdfText(line)} Tj`).join('\n');
  const stream = `BT /${font} ${size} Tf ${colour} rg ${leading} TL 56 ${top} Td\n${shown}\nET`;
  return { stream, bottom: top - lines.length * leading };
}

export interface PdfPage {
  title: string;
  subtitle: string;
  body: string;
  /** Shown small in the band, e.g. the provider and the kind of document. */
  label: string;
  colour: string;
}

export function productPdf(page: PdfPage): Buffer {
  const title = block(wrapWords(page.title, 38), 'F1', 24, 29, 668, '0.1 0.1 0.1');
  const subtitle = block(wrapWords(page.subtitle, 74), 'F2', 13, 18, title.bottom - 10, '0.3 0.3 0.3');
  const body = block(wrapWords(page.body, 88), 'F2', 11, 16, subtitle.bottom - 16, '0.1 0.1 0.1');
  const content = [
    `q ${rgb(page.colour)} rg 0 712 612 80 re f Q`,
    `BT /F1 11 Tf 1 1 1 rg 56 746 Td ${pdfText(page.label.toUpperCase())} Tj ET`,
    title.stream,
    subtitle.stream,
    body.stream,
    `BT /F2 9 Tf 0.5 0.5 0.5 rg 56 48 Td ${pdfText('Stockroom demo content')} Tj ET`,
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    `<< /Title ${pdfText(page.title)} /Producer (Stockroom) >>`,
  ];
  // Everything above is ASCII, so string lengths are byte counts.
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(pdf.length);
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 7 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}
