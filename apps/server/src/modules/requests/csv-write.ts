/**
 * CSV for the files admins and members download (RFC 4180, CRLF line ends). A byte-order mark
 * leads, so that spreadsheets open the text as UTF-8. A text cell that starts with = + - @ (or a
 * tab or carriage return) gets a leading apostrophe: a spreadsheet would otherwise run it as a
 * formula, and these cells hold what members typed.
 */

export type CsvValue = string | number | null;

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n;]|^\s|\s$/;

export function csvCell(value: CsvValue): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export const csvLine = (cells: CsvValue[]) => `${cells.map(csvCell).join(',')}\r\n`;

/** The whole file: the header row, then one line per row. */
export function csvFile(header: string[], rows: Iterable<CsvValue[]>): string {
  const lines = [`\ufeff${csvLine(header)}`];
  for (const row of rows) lines.push(csvLine(row));
  return lines.join('');
}
