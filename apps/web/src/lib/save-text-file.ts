/** Hands text to the browser as a file download (a CSV read with the login's token). */
export function saveTextFile(fileName: string, text: string, type = 'text/csv;charset=utf-8') {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file to the browser; the address can go once it has been read.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Today as YYYY-MM-DD, for file names. */
export const fileDate = (now = new Date()) => now.toISOString().slice(0, 10);
