/**
 * The region codes a mailing list's state column may hold, per country whose post sorts by them
 * (decision 0032). United States: the 50 states and DC, the territories the USPS delivers to
 * (American Samoa, Guam, Northern Mariana Islands, Puerto Rico, Virgin Islands), the freely
 * associated states it serves (Micronesia, Marshall Islands, Palau), and the military post codes
 * (AA, AE, AP). Canada: its ten provinces and three territories.
 */

export const US_STATES = new Set(
  [
    'AL AK AZ AR CA CO CT DE FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO',
    'MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY',
    'DC',
    'AS GU MP PR VI',
    'FM MH PW',
    'AA AE AP',
  ]
    .join(' ')
    .split(' '),
);

export const CANADIAN_PROVINCES = new Set(['AB BC MB NB NL NS ON PE QC SK', 'NT NU YT'].join(' ').split(' '));

/** 12345 or 12345-6789. */
export const US_ZIP = /^\d{5}(-\d{4})?$/;

/** A1A 1A1: Canada Post never uses D, F, I, O, Q or U, nor W or Z first. */
export const CANADIAN_POSTAL_CODE = /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/;

export type PostalCountry = 'US' | 'CA' | 'other';

const normalize = (value: string) => value.toLowerCase().replace(/[\s.]+/g, '');
const US_NAMES = new Set(['', 'us', 'usa', 'unitedstates', 'unitedstatesofamerica']);
const CANADA_NAMES = new Set(['ca', 'can', 'canada']);

/** The country whose rules a row follows; an empty country is the United States, where the lists are mailed. */
export function postalCountryOf(country: string): PostalCountry {
  const name = normalize(country);
  if (US_NAMES.has(name)) return 'US';
  if (CANADA_NAMES.has(name)) return 'CA';
  return 'other';
}
