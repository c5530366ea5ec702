import type { AppDeps } from '../../deps';
import { forbidden, notFound } from '../../errors';
import { contentDisposition, isShownInPlace } from './file-headers';
import { fileSignerFor } from './file-signer';
import { contentTypeOfExtension } from './file-types';
import type { StoredObject } from './storage.service';

type DownloadDeps = Pick<AppDeps, 'storage' | 'tokens'>;

/** A presigned address of the store is made for one click, after the signature is checked: five minutes. */
export const DOWNLOAD_ADDRESS_SECONDS = 300;

interface ServedFile extends StoredObject {
  contentType: string;
  /** Seconds until the address expires: the browser may keep the file that long. */
  maxAge: number;
}

interface SignedRequest {
  folder: string;
  name: string;
  expires: number;
  signature: string;
  /** Save rather than show. */
  download: boolean;
  /** The name to save under; the stored name otherwise. */
  filename?: string | undefined;
}

/**
 * A stored file for a signed address: the signature is checked before storage is asked, so that an
 * unsigned caller cannot learn which files exist. A file the browser saves comes straight from a
 * store that can hand out short-lived addresses (S3, decision 0038), so that large bundles and
 * exports do not pass through the server; a file shown in place is always served from here, since
 * only our answer can carry its sandbox policy (decision 0016).
 */
export async function answerSignedFile(
  deps: DownloadDeps,
  request: SignedRequest,
  nowSeconds = Date.now() / 1000,
): Promise<{ redirect: string } | { file: ServedFile; name: string }> {
  const key = `${request.folder}/${request.name}`;
  const check = fileSignerFor(deps.tokens).verify(key, request.expires, request.signature, nowSeconds);
  if (check === 'expired') throw forbidden('This file address has expired: open the product again for a fresh one');
  if (check === 'invalid') throw forbidden('This file address is not valid');
  const contentType = contentTypeOfExtension(request.name.slice(request.name.lastIndexOf('.') + 1));
  const name = request.filename ?? request.name;
  if (deps.storage.downloadAddress && !isShownInPlace(contentType, request.download)) {
    // Asked first, so that a missing file is our 404 rather than the store's error page.
    if (!(await deps.storage.stat(key))) throw notFound('File not found');
    const headers = { contentType, contentDisposition: contentDisposition(contentType, name, request.download) };
    return { redirect: await deps.storage.downloadAddress(key, headers, DOWNLOAD_ADDRESS_SECONDS) };
  }
  const file = await deps.storage.open(key);
  if (!file) throw notFound('File not found');
  return { file: { ...file, contentType, maxAge: Math.floor(request.expires - nowSeconds) }, name };
}
