/**
 * Reads POST /api/photos: one part named `file`, held in memory (the image work needs it whole)
 * and cut at 25 MB while it streams in. Its type is told by its first bytes, with the storage
 * module's sniffing, so that a wrong file is refused before the rest of it is read.
 */
// For request.isMultipart() and request.parts(), which the plugin adds to every request's type.
import type {} from '@fastify/multipart';
import { PHOTO_ACCEPT, PHOTO_MAX_BYTES } from '@stockroom/contract';
import type { FastifyRequest } from 'fastify';
import { AppError, fieldError } from '../../errors';
import { SNIFF_BYTES, sniffContentType } from '../storage/file-types';

export interface ReceivedPhoto {
  filename: string;
  bytes: Buffer;
}

export const photoFileError = (message: string) => fieldError('file', message);
export const WRONG_TYPE = 'A photo must be a JPEG, PNG or WebP image';
export const TOO_LARGE = `The photo is larger than ${PHOTO_MAX_BYTES / (1024 * 1024)} MB`;

/** A few form fields are tolerated beside the file (browsers and clients add some); they are ignored. */
const LIMITS = { fileSize: PHOTO_MAX_BYTES, files: 1, fields: 10, fieldSize: 1024, parts: 11, headerPairs: 50 };

const accepted = (head: Buffer) => (PHOTO_ACCEPT as readonly (string | null)[]).includes(sniffContentType(head));

/** The part's bytes; refused as soon as its first bytes are not an accepted image, or once it passes the limit. */
async function readPart(stream: AsyncIterable<Buffer> & { truncated?: boolean; destroy(): void }) {
  const chunks: Buffer[] = [];
  let length = 0;
  let checked = false;
  for await (const chunk of stream) {
    chunks.push(chunk);
    length += chunk.length;
    if (!checked && length >= SNIFF_BYTES) {
      checked = true;
      if (!accepted(Buffer.concat(chunks))) {
        stream.destroy();
        throw photoFileError(WRONG_TYPE);
      }
    }
  }
  if (stream.truncated) throw photoFileError(TOO_LARGE);
  const bytes = Buffer.concat(chunks);
  if (!checked && !accepted(bytes)) throw photoFileError(WRONG_TYPE);
  return bytes;
}

/** The multipart parser's own refusals (a second file, a cut-off body) are bad input about `file`. */
function asFileError(error: unknown) {
  if (error instanceof AppError) return error;
  const code = (error as { code?: unknown }).code;
  if (code === 'FST_FILES_LIMIT') return photoFileError('Send one photo at a time');
  const status = (error as { statusCode?: unknown }).statusCode;
  if (typeof code === 'string' && code.startsWith('FST_') && typeof status === 'number' && status < 500) {
    return photoFileError('The upload could not be read: send one file in a part named file');
  }
  return error;
}

/** The one `file` part of the request, read whole; the rest of the body is read too (a second file is refused). */
export async function receivePhoto(request: FastifyRequest): Promise<ReceivedPhoto> {
  if (!request.isMultipart()) throw photoFileError('Send the photo as multipart/form-data, in a part named file');
  let received: ReceivedPhoto | undefined;
  try {
    for await (const part of request.parts({ limits: LIMITS })) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== 'file') {
        part.file.destroy();
        throw photoFileError(`Send the photo in a part named file, not ${part.fieldname}`);
      }
      received = { filename: part.filename, bytes: await readPart(part.file) };
    }
  } catch (error) {
    throw asFileError(error);
  }
  if (!received) throw photoFileError('Choose a photo to upload');
  return received;
}
