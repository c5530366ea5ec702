/**
 * More than the first bytes (decision 0016): a file that starts like a PDF or a ZIP must also be
 * one all the way through, so that what members download opens.
 */
import { ParseSpeeds, PDFDocument } from 'pdf-lib';

/**
 * A PDF parses when its objects read without fault and its catalog leads to at least one page.
 * Parsing yields to other requests every few objects: a bundle PDF may be large.
 */
export async function isReadablePdf(bytes: Uint8Array): Promise<boolean> {
  try {
    const doc = await PDFDocument.load(bytes, {
      ignoreEncryption: true,
      updateMetadata: false,
      throwOnInvalidObject: true,
      parseSpeed: ParseSpeeds.Medium,
    });
    return doc.getPageCount() > 0;
  } catch {
    return false;
  }
}

const END_OF_DIRECTORY = 0x06054b50;
const ZIP64_LOCATOR = 0x07064b50;
const ZIP64_END_OF_DIRECTORY = 0x06064b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const ZIP64_EXTRA = 0x0001;
const MAX_COMMENT = 0xffff;

interface Directory {
  entries: number;
  offset: number;
  size: number;
  /** Where the directory must end: the ZIP64 record or the end record. */
  end: number;
}

/** The end-of-central-directory record: the last one, whose comment runs exactly to the end of the file. */
function findEnd(zip: Buffer): number {
  const last = zip.length - 22;
  for (let at = last; at >= Math.max(0, last - MAX_COMMENT); at--) {
    if (zip.readUInt32LE(at) === END_OF_DIRECTORY && at + 22 + zip.readUInt16LE(at + 20) === zip.length) return at;
  }
  return -1;
}

function readDirectory(zip: Buffer, end: number): Directory | null {
  const disk = zip.readUInt16LE(end + 4);
  const directoryDisk = zip.readUInt16LE(end + 6);
  const onDisk = zip.readUInt16LE(end + 8);
  const entries = zip.readUInt16LE(end + 10);
  const size = zip.readUInt32LE(end + 12);
  const offset = zip.readUInt32LE(end + 16);
  // Archives split over several files cannot be opened from one of them.
  if (disk !== 0 || directoryDisk !== 0 || onDisk !== entries) return null;
  if (entries !== 0xffff && size !== 0xffffffff && offset !== 0xffffffff) return { entries, size, offset, end };
  // ZIP64: a locator just before the end record names the 64-bit record, which holds the true values.
  const locator = end - 20;
  if (locator < 0 || zip.readUInt32LE(locator) !== ZIP64_LOCATOR) return null;
  const record = Number(zip.readBigUInt64LE(locator + 8));
  if (record + 56 > locator || zip.readUInt32LE(record) !== ZIP64_END_OF_DIRECTORY) return null;
  return {
    entries: Number(zip.readBigUInt64LE(record + 32)),
    size: Number(zip.readBigUInt64LE(record + 40)),
    offset: Number(zip.readBigUInt64LE(record + 48)),
    end: record,
  };
}

/** An entry's compressed size and local header offset, from its ZIP64 extra field where the 32-bit ones overflow. */
function entrySizes(zip: Buffer, at: number, nameLength: number, extraLength: number) {
  let compressed = zip.readUInt32LE(at + 20);
  let uncompressed = zip.readUInt32LE(at + 24);
  let local = zip.readUInt32LE(at + 42);
  const extraEnd = at + 46 + nameLength + extraLength;
  for (let field = at + 46 + nameLength; field + 4 <= extraEnd; ) {
    const id = zip.readUInt16LE(field);
    const length = zip.readUInt16LE(field + 2);
    if (id === ZIP64_EXTRA) {
      let value = field + 4;
      const next = () => {
        const read = value + 8 <= field + 4 + length ? Number(zip.readBigUInt64LE(value)) : Number.NaN;
        value += 8;
        return read;
      };
      if (uncompressed === 0xffffffff) uncompressed = next();
      if (compressed === 0xffffffff) compressed = next();
      if (local === 0xffffffff) local = next();
    }
    field += 4 + length;
  }
  return { compressed, local };
}

/**
 * A ZIP has a valid directory when the end record is where it must be, the central directory it
 * names lies just before it and holds exactly as many entries as it says, and each entry points at
 * a local header whose data ends before the directory begins.
 */
export function hasValidZipDirectory(zip: Buffer): boolean {
  if (zip.length < 22) return false;
  const end = findEnd(zip);
  if (end < 0) return false;
  const directory = readDirectory(zip, end);
  if (!directory || directory.entries === 0) return false;
  const { offset, size } = directory;
  if (offset + size !== directory.end) return false;
  let at = offset;
  for (let i = 0; i < directory.entries; i++) {
    if (at + 46 > offset + size || zip.readUInt32LE(at) !== DIRECTORY_ENTRY) return false;
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    const next = at + 46 + nameLength + extraLength + commentLength;
    if (next > offset + size) return false;
    const { compressed, local } = entrySizes(zip, at, nameLength, extraLength);
    if (!Number.isFinite(compressed) || !Number.isFinite(local)) return false;
    if (local + 30 > offset || zip.readUInt32LE(local) !== LOCAL_HEADER) return false;
    const dataStart = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    if (dataStart + compressed > offset) return false;
    at = next;
  }
  return at === offset + size;
}
