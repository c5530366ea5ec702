/**
 * The README.txt of a kit's ZIP (decision 0051): every file with its size (trim and bleed for
 * print, pixels for a PNG), its byte size and what it is for, then what was left out and why. Made
 * from what is stored only, so that a retry writes the same text.
 */
import type { KitPieceEntry } from '@stockroom/db';

/** A file in the ZIP, as the README describes it. */
export interface ListedFile {
  path: string;
  format: string;
  /** A PNG's pixels, read from its header. */
  pixels: { width: number; height: number } | null;
  bytes: number;
  piece: KitPieceEntry;
}

/** A piece or product not in the ZIP (or a file of a piece), and why. */
export interface LeftOut {
  what: string;
  why: 'blocked' | 'failed' | 'skipped by the campaign';
  message: string;
}

const MM_PER: Record<string, number> = { mm: 1, in: 25.4, px: 25.4 / 96 };

/** Sizes a print shop names; a trim within half a millimetre of one, either way round, is called by it. */
const PAPER_SIZES = [
  { name: 'US Letter', width: 215.9, height: 279.4 },
  { name: 'US Legal', width: 215.9, height: 355.6 },
  { name: 'Tabloid', width: 279.4, height: 431.8 },
  { name: 'A3', width: 297, height: 420 },
  { name: 'A4', width: 210, height: 297 },
  { name: 'A5', width: 148, height: 210 },
  { name: 'A6', width: 105, height: 148 },
];

const number = (value: number) => String(Math.round(value * 1000) / 1000);

/** 1234567 → "1,234,567": the same on every machine, whatever its locale. */
const grouped = (value: number) => String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

function paperName({ width, height, unit }: KitPieceEntry['size']) {
  const mm = MM_PER[unit] ?? 1;
  const [w, h] = [width * mm, height * mm];
  const close = (a: number, b: number) => Math.abs(a - b) <= 0.5;
  const paper = PAPER_SIZES.find(
    (p) => (close(w, p.width) && close(h, p.height)) || (close(w, p.height) && close(h, p.width)),
  );
  return paper ? `${paper.name} ` : '';
}

/** "US Letter 8.5 × 11 in, 0.125 in bleed": the trim size as the designer set it. */
export function trimSize(size: KitPieceEntry['size']) {
  const trim = `${paperName(size)}${number(size.width)} × ${number(size.height)} ${size.unit}`;
  return size.bleed > 0 ? `${trim}, ${number(size.bleed)} ${size.unit} bleed` : `${trim}, no bleed`;
}

function describe(file: ListedFile) {
  const { size } = file.piece;
  if (file.format === 'pdf') return `${trimSize(size)}, print-ready PDF (PDF/X-4) for a print shop`;
  if (file.format === 'png') {
    const pixels = file.pixels ? `${file.pixels.width} × ${file.pixels.height} px ` : '';
    return `${pixels}PNG for social posts and screens`;
  }
  return `${number(size.width)} × ${number(size.height)} ${size.unit} SVG for websites and design tools`;
}

/** One line a file: `01-door-hanger/door-hanger-print-ready.pdf — US Letter …, print-ready PDF … — 123,456 bytes`. */
export const fileLine = (file: ListedFile) => `${file.path} — ${describe(file)} — ${grouped(file.bytes)} bytes`;

export function kitReadme(title: string, files: ListedFile[], leftOut: LeftOut[]) {
  const pieces = new Set(files.map((file) => file.piece.project_id)).size;
  const lines = [
    `${title} — campaign kit`,
    '',
    `${files.length} ${files.length === 1 ? 'file' : 'files'} from ${pieces} ${pieces === 1 ? 'piece' : 'pieces'}, ` +
      "each piece in a folder of its own, in the campaign's order.",
    '',
    'Files',
    ...files.map((file) => `- ${fileLine(file)}`),
    '',
    'Left out',
    ...(leftOut.length === 0
      ? ['- Nothing: every piece of the campaign is in this kit.']
      : leftOut.map((item) => `- ${item.what} (${item.why}): ${item.message}`)),
    '',
  ];
  // Windows' own editors read CRLF; every other reads it too.
  return lines.join('\r\n');
}
