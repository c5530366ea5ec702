// For request.isMultipart() and request.parts(), which the plugin adds to every request's type.
import type {} from '@fastify/multipart';
import { FILE_RULES, type FileKind, type StoredFile } from '@stockroom/contract';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps';
import { AppError, fieldError } from '../../errors';
import { storeUpload } from './uploads.service';

/** A few form fields are tolerated beside the file (browsers and clients add some); they are ignored. */
const limits = (kind: FileKind) => ({
  fileSize: FILE_RULES[kind].maxBytes,
  files: 1,
  fields: 10,
  fieldSize: 1024,
  parts: 11,
  headerPairs: 50,
});

/** The multipart parser's own refusals (a second file, a cut-off body) are bad input about `file`. */
function asFileError(error: unknown) {
  if (error instanceof AppError) return error;
  const code = (error as { code?: unknown }).code;
  if (code === 'FST_FILES_LIMIT') return fieldError('file', 'Send one file at a time');
  const status = (error as { statusCode?: unknown }).statusCode;
  if (typeof code === 'string' && code.startsWith('FST_') && typeof status === 'number' && status < 500) {
    return fieldError('file', 'The upload could not be read: send one file in a part named file');
  }
  return error;
}

/**
 * Reads POST /api/files: one part named `file`, streamed into storage as it arrives (the size
 * limit cuts it off), then the rest of the body, which may still refuse the upload (a second
 * file); a refused upload is removed again.
 */
export async function receiveUpload(
  deps: Pick<AppDeps, 'storage' | 'tokens'>,
  kind: FileKind,
  request: FastifyRequest,
) {
  if (!request.isMultipart()) {
    throw fieldError('file', 'Send the file as multipart/form-data, in a part named file');
  }
  let stored: StoredFile | undefined;
  try {
    for await (const part of request.parts({ limits: limits(kind) })) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== 'file') {
        part.file.destroy();
        throw fieldError('file', `Send the file in a part named file, not ${part.fieldname}`);
      }
      stored = await storeUpload(deps, kind, { filename: part.filename, stream: part.file });
    }
  } catch (error) {
    // A brand image's path is its address, /files/{key}.
    if (stored) await deps.storage.remove(stored.path.replace(/^\/files\//, ''));
    throw asFileError(error);
  }
  if (!stored) throw fieldError('file', 'Choose a file to upload');
  return stored;
}
