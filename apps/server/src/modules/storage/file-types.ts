import { FILE_RULES, type FileKind } from '@stockroom/contract';

/** Enough of a file's start to tell every accepted type apart (WebP needs 12). */
export const SNIFF_BYTES = 12;

const startsWith = (head: Buffer, bytes: number[], at = 0) => bytes.every((b, i) => head[at + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** The type a file's first bytes declare, or null; a name or a declared type is never trusted. */
export function sniffContentType(head: Buffer): string | null {
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8)) return 'image/webp';
  if (startsWith(head, ascii('GIF87a')) || startsWith(head, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(head, ascii('%PDF-'))) return 'application/pdf';
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04])) return 'application/zip';
  return null;
}

/** The extension a stored file of this type is named with (thumbnails are always WebP, photos JPEG). */
export const EXTENSION: Record<string, 'webp' | 'png' | 'pdf' | 'zip' | 'svg' | 'jpg'> = {
  'image/webp': 'webp',
  'image/png': 'png',
  // Never an upload's stored type (a JPEG thumbnail becomes a WebP): only members' photos (decision 0024).
  'image/jpeg': 'jpg',
  'application/pdf': 'pdf',
  'application/zip': 'zip',
  // Never sniffed from an upload: only members' SVG exports, which are always saved, never shown.
  'image/svg+xml': 'svg',
};
export const contentTypeOfExtension = (ext: string) =>
  Object.entries(EXTENSION).find(([, e]) => e === ext)?.[0] ?? 'application/octet-stream';

const WRONG_TYPE: Record<FileKind, string> = {
  thumbnail: 'A thumbnail must be a PNG, JPEG, WebP or GIF image',
  article: 'An article must be a PDF',
  bundle: 'A bundle must be a ZIP or PDF file',
  'brand-image': 'A brand image must be a PNG, JPEG or WebP image',
};

export const wrongTypeMessage = (kind: FileKind) => WRONG_TYPE[kind];
const DAMAGED: Record<string, string> = {
  'application/pdf': 'The PDF could not be read: it may be damaged or cut short',
  'application/zip': 'The ZIP file could not be read: its directory is missing or damaged (cut short?)',
};
export const damagedMessage = (contentType: string) => DAMAGED[contentType] ?? 'The file could not be read';

export const tooLargeMessage = (kind: FileKind) =>
  `The ${kind} is larger than ${Math.round(FILE_RULES[kind].maxBytes / (1024 * 1024))} MB`;
