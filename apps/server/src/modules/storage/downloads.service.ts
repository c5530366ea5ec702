import type { AppDeps } from '../../deps';
import { forbidden, notFound } from '../../errors';
import { fileSignerFor } from './file-signer';
import { contentTypeOfExtension } from './file-types';

type DownloadDeps = Pick<AppDeps, 'storage' | 'tokens'>;

interface SignedRequest {
  folder: string;
  name: string;
  expires: number;
  signature: string;
}

/**
 * A stored file for a signed address: the signature is checked before storage is asked, so that an
 * unsigned caller cannot learn which files exist.
 */
export async function openSignedFile(deps: DownloadDeps, request: SignedRequest, nowSeconds = Date.now() / 1000) {
  const key = `${request.folder}/${request.name}`;
  const check = fileSignerFor(deps.tokens).verify(key, request.expires, request.signature, nowSeconds);
  if (check === 'expired') throw forbidden('This file address has expired: open the product again for a fresh one');
  if (check === 'invalid') throw forbidden('This file address is not valid');
  const file = await deps.storage.open(key);
  if (!file) throw notFound('File not found');
  const extension = request.name.slice(request.name.lastIndexOf('.') + 1);
  return { ...file, contentType: contentTypeOfExtension(extension), maxAge: Math.floor(request.expires - nowSeconds) };
}
