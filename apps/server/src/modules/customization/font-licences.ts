/**
 * Whether the bundled fonts may be embedded in the files exports write: each TTF's OS/2 `fsType`,
 * read once from the table directory (no font parser needed). Bit 1 is a restricted licence
 * (no embedding); bit 9 allows bitmaps only, which a PDF's text cannot use.
 */
import { closeSync, openSync, readSync } from 'node:fs';
import { basename } from 'node:path';
import { FONT_FAMILY, fontFiles } from '../rendering/fonts';

const RESTRICTED = 0x0002;
const BITMAP_ONLY = 0x0200;

/** The OS/2 table's fsType of a TTF file; 0 (installable) when it has no OS/2 table. */
export function fontEmbedding(path: string): number {
  const file = openSync(path, 'r');
  try {
    const read = (offset: number, length: number) => {
      const bytes = Buffer.alloc(length);
      readSync(file, bytes, 0, length, offset);
      return bytes;
    };
    const tables = read(4, 2).readUInt16BE(0);
    const directory = read(12, tables * 16);
    for (let i = 0; i < tables; i++) {
      if (directory.toString('latin1', i * 16, i * 16 + 4) !== 'OS/2') continue;
      // fsType follows version, xAvgCharWidth, usWeightClass and usWidthClass.
      return read(directory.readUInt32BE(i * 16 + 8) + 8, 2).readUInt16BE(0);
    }
    return 0;
  } finally {
    closeSync(file);
  }
}

let restricted: string[] | undefined;

/** The bundled faces whose licence forbids embedding, named for a member ("SourceSans3-Bold"); read once. */
export function restrictedFonts(): string[] {
  restricted ??= fontFiles()
    .filter((path) => (fontEmbedding(path) & (RESTRICTED | BITMAP_ONLY)) !== 0)
    .map((path) => basename(path, '.ttf'));
  return restricted;
}

export const BUNDLED_FONT_FAMILY = FONT_FAMILY;
