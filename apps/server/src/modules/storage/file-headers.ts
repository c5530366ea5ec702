/**
 * The headers a stored file is served with (decision 0016). A file is never a page of the app:
 * it gets a policy of its own that runs nothing (`sandbox`, `default-src 'none'`) and allows only
 * what showing it needs. Images and PDFs are shown in place; anything else is saved, never opened.
 * The app may show a file in a frame of its own, so both framing headers say "this origin only".
 */
const SHOWN_IN_PLACE = new Set(['image/webp', 'image/png', 'image/jpeg', 'application/pdf']);

/** What each type needs beyond nothing: an image its bytes and the browser's centring style; a PDF a viewer that may embed it. */
const NEEDS: Record<string, string> = {
  'image/webp': "img-src 'self'; style-src 'unsafe-inline'",
  'image/png': "img-src 'self'; style-src 'unsafe-inline'",
  'image/jpeg': "img-src 'self'; style-src 'unsafe-inline'",
  'application/pdf': "object-src 'self'",
};

export function filePolicy(contentType: string) {
  return ['sandbox', "default-src 'none'", NEEDS[contentType], "frame-ancestors 'self'"].filter(Boolean).join('; ');
}

/** Whether the browser shows the file in place, or saves it (every type but images and PDFs, and any asked for). */
export const isShownInPlace = (contentType: string, download: boolean) => !download && SHOWN_IN_PLACE.has(contentType);

/** `name` is a stored name or a checked download name (DOWNLOAD_FILE_NAME): nothing that needs quoting. */
export const contentDisposition = (contentType: string, name: string, download: boolean) =>
  `${isShownInPlace(contentType, download) ? 'inline' : 'attachment'}; filename="${name}"`;

export function fileHeaders(
  file: { contentType: string; size: number; maxAge: number },
  name: string,
  download: boolean,
) {
  return {
    'content-length': String(file.size),
    'content-disposition': contentDisposition(file.contentType, name, download),
    'cache-control': `private, max-age=${file.maxAge}`,
    'x-content-type-options': 'nosniff',
    'content-security-policy': filePolicy(file.contentType),
    'x-frame-options': 'SAMEORIGIN',
  };
}

/** A picture the server drew, sent with its size, how long it may be kept and the files' sandbox policy. */
export const pictureHeaders = (contentType: string, size: number, cacheControl: string) => ({
  'content-length': String(size),
  'cache-control': cacheControl,
  'x-content-type-options': 'nosniff',
  'content-security-policy': filePolicy(contentType),
});
