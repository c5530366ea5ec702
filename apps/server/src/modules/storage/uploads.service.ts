/**
 * Uploads (DESIGN §1.11, decision 0009): an admin's file, typed by its first bytes and cut at its
 * kind's size limit while it streams in. Images become WebP thumbnails; PDFs and ZIPs are stored
 * as they came. A failed upload leaves nothing in storage.
 */
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  BRAND_IMAGE_MAX_WIDTH,
  FILE_RULES,
  type FileKind,
  type StoredFile,
  THUMBNAIL_MAX_WIDTH,
} from '@stockroom/contract';
import sharp from 'sharp';
import type { AppDeps } from '../../deps';
import { fieldError } from '../../errors';
import { fileSignerFor } from './file-signer';
import { hasValidZipDirectory, isReadablePdf } from './file-structure';
import {
  damagedMessage,
  EXTENSION,
  SNIFF_BYTES,
  sniffContentType,
  tooLargeMessage,
  wrongTypeMessage,
} from './file-types';

type UploadDeps = Pick<AppDeps, 'storage' | 'tokens'>;

/** One uploaded part: its bytes stop at the kind's limit, and `truncated` says they were cut there. */
export interface IncomingFile {
  filename: string;
  stream: Readable & { truncated?: boolean };
}

/**
 * A decoded image is held whole in memory: 50 megapixels (a large camera photo) is about 200 MB,
 * the most one upload may cost, however small the compressed file that claims it.
 */
const MAX_IMAGE_PIXELS = 50_000_000;

const fileError = (message: string) => fieldError('file', message);

/** The file's first bytes, and all of its bytes from the start; the latter fails when the part was cut. */
async function sniff(kind: FileKind, incoming: IncomingFile) {
  const iterator: AsyncIterator<Buffer> = incoming.stream[Symbol.asyncIterator]();
  const first: Buffer[] = [];
  let length = 0;
  while (length < SNIFF_BYTES) {
    const next = await iterator.next();
    if (next.done) break;
    first.push(next.value);
    length += next.value.length;
  }
  const head = Buffer.concat(first);
  async function* all() {
    yield head;
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
    if (incoming.stream.truncated) throw fileError(tooLargeMessage(kind));
  }
  return { contentType: sniffContentType(head), all };
}

/** A thumbnail becomes a WebP; a brand image a PNG, which keeps a logo's transparency losslessly. */
async function toStoredImage(kind: FileKind, chunks: AsyncIterable<Buffer>) {
  const parts: Buffer[] = [];
  for await (const chunk of chunks) parts.push(chunk);
  try {
    const image = sharp(Buffer.concat(parts), { autoOrient: true, limitInputPixels: MAX_IMAGE_PIXELS });
    if (kind === 'brand-image') {
      return await image.resize({ width: BRAND_IMAGE_MAX_WIDTH, withoutEnlargement: true }).png().toBuffer();
    }
    return await image
      .resize({ width: THUMBNAIL_MAX_WIDTH, withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw fileError('The image could not be read: it may be damaged, or larger than 50 megapixels');
  }
}

/** The stored file read back whole (once, at its known size) and checked beyond its first bytes. */
async function isWhole(deps: UploadDeps, key: string, contentType: string) {
  const stored = await deps.storage.open(key);
  if (!stored) return false;
  const bytes = Buffer.allocUnsafe(stored.size);
  let length = 0;
  for await (const chunk of stored.stream as AsyncIterable<Buffer>) {
    if (length + chunk.length > bytes.length) return false;
    length += chunk.copy(bytes, length);
  }
  const whole = bytes.subarray(0, length);
  return contentType === 'application/pdf' ? isReadablePdf(whole) : hasValidZipDirectory(whole);
}

/** Stores the upload under a new key; sharp drops the image's metadata (EXIF, location) by default. */
export async function storeUpload(deps: UploadDeps, kind: FileKind, incoming: IncomingFile): Promise<StoredFile> {
  const rule = FILE_RULES[kind];
  const { contentType, all } = await sniff(kind, incoming);
  if (!contentType || !rule.accept.includes(contentType)) {
    incoming.stream.destroy();
    throw fileError(wrongTypeMessage(kind));
  }
  const image = kind === 'thumbnail' || kind === 'brand-image';
  const storedType = kind === 'thumbnail' ? 'image/webp' : kind === 'brand-image' ? 'image/png' : contentType;
  const key = `${rule.folder}/${randomUUID()}.${EXTENSION[storedType]}`;
  let size = 0;
  if (image) {
    const bytes = await toStoredImage(kind, all());
    await deps.storage.put(key, bytes);
    size = bytes.length;
  } else {
    async function* counted() {
      for await (const chunk of all()) {
        size += chunk.length;
        yield chunk;
      }
    }
    await deps.storage.put(key, counted());
    if (!(await isWhole(deps, key, contentType))) {
      await deps.storage.remove(key);
      throw fileError(damagedMessage(contentType));
    }
  }
  // A brand image's address is its own permission (decision 0018): the brand keeps it, unsigned.
  const address = kind === 'brand-image' ? `/files/${key}` : null;
  return {
    path: address ?? key,
    url: address ?? fileSignerFor(deps.tokens).signedUrl(key).url,
    content_type: storedType,
    size,
    name: displayName(incoming.filename),
  };
}

/** The name the browser sent, without any folder, for showing only. */
const displayName = (filename: string) => (filename.split(/[\\/]/).pop() ?? '').trim().slice(0, 255);
