/**
 * The address that saves the file rather than opening it: our own signed addresses understand
 * download=1 (Content-Disposition: attachment). An export's address already asks for it (a second
 * one is refused); another origin's is left as it is.
 */
export function downloadHref(address: string): string {
  if (!address) return '';
  let url: URL;
  try {
    url = new URL(address, window.location.origin);
  } catch {
    return address;
  }
  if (url.origin !== window.location.origin || url.searchParams.has('download')) return address;
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
