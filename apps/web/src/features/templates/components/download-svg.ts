/** Saves the sanitized SVG as a file, named after the template. */
export function downloadSvg(name: string, svg: string) {
  const url = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `${name.replace(/[\\/:*?"<>|]+/g, ' ').trim() || 'template'}.svg`;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file to the browser; the address can go once it has been read.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
