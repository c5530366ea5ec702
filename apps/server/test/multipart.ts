import { randomBytes } from 'node:crypto';

export interface FormPart {
  name: string;
  /** A file part when given; a plain field otherwise. */
  filename?: string;
  contentType?: string;
  data: Buffer | string;
}

/** A multipart/form-data body for `app.inject`, written out as a browser would send it. */
export function multipartBody(parts: FormPart[]) {
  const boundary = `----stockroom-test-${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename === undefined ? '' : `; filename="${part.filename}"`}`;
    const type = part.contentType ? `\r\nContent-Type: ${part.contentType}` : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`));
    chunks.push(Buffer.isBuffer(part.data) ? part.data : Buffer.from(part.data));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** One file in the part named `file`, declared as the browser would guess from its name. */
export const fileForm = (data: Buffer | string, filename = 'upload.bin', contentType = 'application/octet-stream') =>
  multipartBody([{ name: 'file', filename, contentType, data }]);
