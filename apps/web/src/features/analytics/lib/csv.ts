export type CsvCell = string | number | null | undefined;

/** Characters a spreadsheet reads as the start of a formula when they open a cell. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV field: a cell a spreadsheet would run as a formula gets a leading quote so it opens as
 * text, and a field holding a comma, quote or line break is wrapped in quotes with its quotes doubled.
 */
export function csvField(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A CSV document: the header row, then one line per row, CRLF between lines as RFC 4180 has it. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return [header, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n');
}

/** Hands the CSV to the browser as a file download. */
export function downloadCsv(filename: string, csv: string): void {
  // The byte-order mark lets spreadsheet programs read the file as UTF-8.
  const url = URL.createObjectURL(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.click();
  URL.revokeObjectURL(url);
}
