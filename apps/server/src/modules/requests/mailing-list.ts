/**
 * A direct-mail request's mailing list (DESIGN §1.9): CSV with a header row whose columns are
 * matched by name, in any case and with the aliases spreadsheets and mailing houses use. A row is
 * an address when it has a name, a first address line and a city, and what its country's post
 * needs (address-checks.ts: a US row a state code and a ZIP code); other rows are reported with
 * their line and why, and left out.
 */
import { MAILING_LIST_MAX_ADDRESSES, type MailingAddress, type MailingListCheck } from '@stockroom/contract';
import { fieldError } from '../../errors';
import { checkCountryRules, requiredColumns } from './address-checks';
import { CsvError, parseCsv } from './csv-parse';

type Column = keyof MailingAddress;

/** The names each column goes by; compared without case, spaces, underscores, hyphens or dots. */
const ALIASES: Record<Column, string[]> = {
  name: ['name', 'full name', 'recipient'],
  company: ['company', 'organization', 'organisation'],
  address_line1: ['address', 'address1', 'address_line1', 'street'],
  address_line2: ['address2', 'address_line2'],
  city: ['city', 'town'],
  state: ['state', 'province', 'region'],
  zip_code: ['zip', 'zip_code', 'postal code', 'postcode'],
  country: ['country'],
};
export const MAILING_LIST_COLUMNS = Object.keys(ALIASES) as Column[];
const REQUIRED: Column[] = ['name', 'address_line1', 'city', 'zip_code'];
export const MAX_FIELD_CHARS = 200;
const MAX_ISSUES = 100;
const SAMPLE_SIZE = 5;

const normalize = (name: string) => name.toLowerCase().replace(/[\s_.-]+/g, '');
const columnByAlias = new Map(
  MAILING_LIST_COLUMNS.flatMap((column) => ALIASES[column].map((alias) => [normalize(alias), column] as const)),
);

export interface ListedAddress extends MailingAddress {
  /** The address's line in the member's file. */
  row: number;
}

export interface MailingList {
  /** Data rows read: blank lines and the header are not counted. */
  totalRows: number;
  addresses: ListedAddress[];
  /** Every row left out, with its line and why. */
  issues: { row: number; message: string }[];
}

const formatCount = (n: number) => n.toLocaleString('en-US');

/**
 * Reads a mailing list; what makes the whole file unusable (not CSV, no header columns, too many
 * rows, empty) is a 400 naming `field`.
 */
export function readMailingList(csv: string, field: string): MailingList {
  let parsed: ReturnType<typeof parseCsv>;
  try {
    parsed = parseCsv(csv);
  } catch (error) {
    if (error instanceof CsvError) throw fieldError(field, error.message);
    throw error;
  }
  const { separator, records } = parsed;
  const [header, ...rows] = records;
  if (!header) throw fieldError(field, 'The mailing list is empty');

  const positions = new Map<Column, number>();
  header.cells.forEach((cell, index) => {
    const column = columnByAlias.get(normalize(cell));
    if (column && !positions.has(column)) positions.set(column, index);
  });
  const missing = REQUIRED.filter((column) => !positions.has(column));
  if (missing.length > 0 && header.cells.length === 1) {
    throw fieldError(
      field,
      'This does not look like a CSV file: its first line has one column, and a mailing list needs at least ' +
        `${REQUIRED.join(', ')} separated by commas`,
    );
  }
  if (missing.length > 0) {
    throw fieldError(
      field,
      `The header row has no column for ${missing.join(', ')} (it needs ${REQUIRED.join(', ')}; ` +
        'company, address_line2, state and country are optional, but a US or Canadian address needs its state; ' +
        'an empty country is the United States)',
    );
  }
  if (rows.length > MAILING_LIST_MAX_ADDRESSES) {
    throw fieldError(
      field,
      `A mailing list holds at most ${formatCount(MAILING_LIST_MAX_ADDRESSES)} addresses; ` +
        `this one has ${formatCount(rows.length)} rows`,
    );
  }
  if (rows.length === 0) throw fieldError(field, 'The mailing list has a header row but no addresses');

  const label = (column: Column) => header.cells[positions.get(column) as number]?.trim() || column;
  const addresses: ListedAddress[] = [];
  const issues: MailingList['issues'] = [];
  for (const { line, cells } of rows) {
    const address = { row: line } as ListedAddress;
    for (const column of MAILING_LIST_COLUMNS) {
      const at = positions.get(column);
      address[column] = at === undefined ? '' : (cells[at] ?? '').trim();
    }
    const problems: string[] = [];
    // Empty cells past the header's last column (trailing separators) are harmless; text there is not.
    if (cells.slice(header.cells.length).some((cell) => cell.trim() !== '')) {
      problems.push(
        `it has more cells (${cells.length}) than the header (${header.cells.length}): quote a value that holds a ${separator}`,
      );
    }
    for (const column of requiredColumns(address))
      if (address[column] === '') problems.push(`${label(column)} is empty`);
    const tooLong = MAILING_LIST_COLUMNS.filter(
      (column) => positions.has(column) && address[column].length > MAX_FIELD_CHARS,
    );
    for (const column of tooLong) problems.push(`${label(column)} is longer than ${MAX_FIELD_CHARS} characters`);
    if (tooLong.length === 0) checkCountryRules(address, label, problems);
    if (problems.length > 0) issues.push({ row: line, message: `Row ${line}: ${problems.join('; ')}` });
    else addresses.push(address);
  }
  return { totalRows: rows.length, addresses, issues };
}

/** The answer of the check route: counts, the first problems and a few addresses to preview. */
export function mailingListCheck(list: MailingList): MailingListCheck {
  return {
    total_rows: list.totalRows,
    valid_count: list.addresses.length,
    invalid_count: list.issues.length,
    invalid: list.issues.slice(0, MAX_ISSUES),
    sample: list.addresses.slice(0, SAMPLE_SIZE).map(({ row: _row, ...address }) => address),
  };
}
