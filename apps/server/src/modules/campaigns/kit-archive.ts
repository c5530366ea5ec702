/**
 * A kit's ZIP (decision 0051): each ready file of each piece under a folder of its own
 * (`01-door-hanger/door-hanger-print-ready.pdf`), numbered in the campaign's order, and a README.txt.
 * Built from stored rows and files only, with fixed dates, so that a retry writes the same bytes.
 */
import { strToU8, type ZipOptions, zipSync } from 'fflate';
import type { FileStorage } from '../storage/storage.service';
import { readStored } from '../storage/storage.service';
import { kitReadme, type LeftOut, type ListedFile } from './kit-readme';
import { fileLabel } from './kits.mapper';
import type { KitFileRow, KitWithProduct } from './kits.queries';

/** A PNG's size from its IHDR chunk, which comes first. */
function pngPixels(bytes: Uint8Array) {
  const head = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.byteLength, 24));
  if (head.length < 24 || head.readUInt32BE(0) !== 0x89504e47 || head.toString('latin1', 12, 16) !== 'IHDR')
    return null;
  return { width: head.readUInt32BE(16), height: head.readUInt32BE(20) };
}

/**
 * The kit's creation time as the ZIP keeps it. ZIP dates have no time zone and fflate reads a
 * date's local fields: a date whose local fields are the UTC ones gives every process the same bytes.
 */
function zipDate(created: Date) {
  return new Date(
    created.getUTCFullYear(),
    created.getUTCMonth(),
    created.getUTCDate(),
    created.getUTCHours(),
    created.getUTCMinutes(),
    created.getUTCSeconds(),
  );
}

const SKIP_TITLE = 'A product of this campaign';

/** The ZIP's bytes, or null when no file of any piece is ready. */
export async function buildKitArchive(storage: FileStorage, kit: KitWithProduct, files: KitFileRow[]) {
  const mtime = zipDate(kit.created_at);
  // PDFs and PNGs are compressed already: stored as they are, they cost no time to zip or unzip.
  const options = (format: string): ZipOptions => ({ level: format === 'svg' ? 6 : 0, mtime });
  const entries: [string, Uint8Array, ZipOptions][] = [];
  const listed: ListedFile[] = [];
  const leftOut: LeftOut[] = [];
  let folders = 0;
  for (const piece of kit.pieces) {
    if (piece.blocked) {
      leftOut.push({ what: piece.product_title, why: 'blocked', message: piece.blocked });
      continue;
    }
    const own = files.filter((file) => file.project_id === piece.project_id);
    const ready: { file: KitFileRow; bytes: Uint8Array }[] = [];
    for (const file of own) {
      const bytes = file.status === 'ready' ? await readStored(storage, file.file_key) : null;
      if (bytes) ready.push({ file, bytes });
      else {
        leftOut.push({
          what: own.length === 1 ? piece.product_title : `${piece.product_title}, ${fileLabel(file)}`,
          why: 'failed',
          message: file.status === 'ready' ? 'Its file is no longer stored' : file.error,
        });
      }
    }
    if (ready.length === 0) continue;
    folders += 1;
    const folder = `${String(folders).padStart(2, '0')}-${piece.product_slug}`;
    for (const { file, bytes } of ready) {
      const path = `${folder}/${file.file_name}`;
      entries.push([path, bytes, options(file.format)]);
      listed.push({
        path,
        format: file.format,
        pixels: file.format === 'png' ? pngPixels(bytes) : null,
        bytes: bytes.byteLength,
        piece,
      });
    }
  }
  for (const skipped of kit.skipped) {
    leftOut.push({
      what: skipped.product_title || SKIP_TITLE,
      why: 'skipped by the campaign',
      message: skipped.message,
    });
  }
  if (listed.length === 0) return null;
  const readme = strToU8(kitReadme(kit.product_title, listed, leftOut));
  return zipSync({
    'README.txt': [readme, { level: 6, mtime }],
    ...Object.fromEntries(entries.map(([path, bytes, opts]) => [path, [bytes, opts] as [Uint8Array, ZipOptions]])),
  });
}
