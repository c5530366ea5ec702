/**
 * A small RFC 4180 reader for the mailing lists members upload: quoted fields, doubled quotes,
 * separators and line breaks inside quotes, CRLF or LF endings and a UTF-8 byte-order mark. The
 * separator is `;` when the header has no comma but has semicolons: spreadsheets in locales that
 * write decimals with a comma save CSV that way.
 */

export interface CsvRecord {
  /** The line the record starts on, the file's first line being 1. */
  line: number;
  cells: string[];
}

/** Text that cannot be read as CSV; the message says why, for the member. */
export class CsvError extends Error {}

/**
 * Control characters other than tab and line breaks, and U+FFFD (what a UTF-8 decoder leaves of
 * bytes that are not UTF-8): a spreadsheet's binary file, or text saved in another encoding.
 */
function holdsBinary(text: string) {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if ((code < 32 && code !== 9 && code !== 10 && code !== 13) || code === 127) return true;
  }
  return false;
}
const NOT_UTF8 = '\ufffd';

/** `;` when the first non-blank line has semicolons and no comma outside quotes, else `,`. */
function separatorOf(text: string): ',' | ';' {
  let quoted = false;
  let commas = 0;
  let semicolons = 0;
  let seenText = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) {
      if (seenText) break;
    } else if (!quoted && char === ',') commas++;
    else if (!quoted && char === ';') semicolons++;
    if (char.trim() !== '') seenText = true;
  }
  return commas === 0 && semicolons > 0 ? ';' : ',';
}

/** Every record of the text, blank ones left out (a line of nothing but spaces and separators). */
export function parseCsv(input: string): { separator: ',' | ';'; records: CsvRecord[] } {
  const text = input.startsWith('\ufeff') ? input.slice(1) : input;
  if (holdsBinary(text)) throw new CsvError('This is not a CSV text file: it holds binary data');
  if (text.includes(NOT_UTF8)) {
    throw new CsvError('This file is not UTF-8 text: save it from your spreadsheet as "CSV UTF-8"');
  }
  const separator = separatorOf(text);
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let recordLine = 1;
  let quoteLine = 1;

  const endRecord = () => {
    cells.push(field);
    if (cells.some((cell) => cell.trim() !== '')) records.push({ line: recordLine, cells });
    cells = [];
    field = '';
  };

  for (let i = 0; i < text.length; i++) {
    const char = text[i] as string;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else {
        if (char === '\n') line++;
        field += char;
      }
    } else if (char === '"' && field.trim() === '') {
      // A quote opens a quoted field only at its start (spaces before it are dropped with it).
      field = '';
      quoted = true;
      quoteLine = line;
    } else if (char === separator) {
      cells.push(field);
      field = '';
    } else if (char === '\r' || char === '\n') {
      if (char === '\r' && text[i + 1] === '\n') i++;
      endRecord();
      line++;
      recordLine = line;
    } else field += char;
  }
  if (quoted) throw new CsvError(`The quoted field that starts on line ${quoteLine} is never closed`);
  endRecord();
  return { separator, records };
}
