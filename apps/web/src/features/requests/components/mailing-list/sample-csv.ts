/** The columns a mailing list has, in the order the sample shows them. */
export const MAILING_LIST_COLUMNS = [
  'name',
  'company',
  'address_line1',
  'address_line2',
  'city',
  'state',
  'zip_code',
  'country',
] as const;

const SAMPLE_ROWS = [
  ['Ann Smith', 'Smith Hardware', '12 Main Street', 'Suite 4', 'Springfield', 'IL', '62701', 'US'],
  ['Bob Jones', '', '400 Oak Avenue', '', 'Madison', 'WI', '53703', 'US'],
];

const csvCell = (value: string) => (/[",\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

/** A small CSV file with the expected header, as an address the browser saves without a server. */
export const SAMPLE_CSV_HREF = `data:text/csv;charset=utf-8,${encodeURIComponent(
  `${[MAILING_LIST_COLUMNS, ...SAMPLE_ROWS].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`,
)}`;
