/**
 * The address that saves the file rather than opening it: our own signed addresses understand
 * download=1 (Content-Disposition: attachment); another origin's is left as it is.
 */
export function downloadHref(address: string): string {
  if (!address) return '';
  let origin: string;
  try {
    origin = new URL(address, window.location.origin).origin;
  } catch {
    return address;
  }
  if (origin !== window.location.origin) return address;
  return `${address}${address.includes('?') ? '&' : '?'}download=1`;
}

/** Starts the browser's download of a ready file, as a click on its link would. */
export function startDownload(address: string, fileName: string) {
  const link = document.createElement('a');
  link.href = downloadHref(address);
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
}
