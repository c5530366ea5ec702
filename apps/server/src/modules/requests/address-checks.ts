/**
 * A mailing-list row checked by the rules of its country (decision 0032): a US row needs a state
 * code and a 5- or 9-digit ZIP code, a Canadian one a province code and an A1A 1A1 postal code;
 * elsewhere the name, first address line and city are enough (many countries have no postal code).
 * Codes are stored as the post writes them (upper case, the postal code with its space).
 */
import type { MailingAddress } from '@stockroom/contract';
import { CANADIAN_POSTAL_CODE, CANADIAN_PROVINCES, postalCountryOf, US_STATES, US_ZIP } from './postal-regions';

type Label = (column: keyof MailingAddress) => string;

const quoted = (value: string) => `'${value.length > 20 ? `${value.slice(0, 20)}…` : value}'`;

function checkUs(address: MailingAddress, label: Label, problems: string[]) {
  const state = address.state.toUpperCase();
  if (state === '') problems.push(`${label('state')} is empty (a US address needs its state)`);
  else if (!US_STATES.has(state)) {
    problems.push(`${label('state')} ${quoted(address.state)} is not a US state code (two letters, such as IL or NY)`);
  } else address.state = state;
  const zip = address.zip_code;
  if (zip === '' || US_ZIP.test(zip)) return;
  problems.push(
    /^\d{3,4}$/.test(zip)
      ? `${label('zip_code')} ${quoted(zip)} has ${zip.length} digits: a US ZIP code has 5 (a spreadsheet may have dropped its leading zeros: ${zip.padStart(5, '0')})`
      : `${label('zip_code')} ${quoted(zip)} is not a US ZIP code (12345 or 12345-6789)`,
  );
}

function checkCanada(address: MailingAddress, label: Label, problems: string[]) {
  const province = address.state.toUpperCase();
  if (province === '') problems.push(`${label('state')} is empty (a Canadian address needs its province)`);
  else if (!CANADIAN_PROVINCES.has(province)) {
    problems.push(
      `${label('state')} ${quoted(address.state)} is not a Canadian province or territory code (two letters, such as ON or QC)`,
    );
  } else address.state = province;
  const postal = address.zip_code.toUpperCase();
  if (postal === '') return;
  if (!CANADIAN_POSTAL_CODE.test(postal)) {
    problems.push(`${label('zip_code')} ${quoted(address.zip_code)} is not a Canadian postal code (A1A 1A1)`);
  } else address.zip_code = `${postal.slice(0, 3)} ${postal.slice(-3)}`;
}

/** Every column the row's country requires, in the order they are reported. */
export function requiredColumns(address: MailingAddress): (keyof MailingAddress)[] {
  return postalCountryOf(address.country) === 'other'
    ? ['name', 'address_line1', 'city']
    : ['name', 'address_line1', 'city', 'zip_code'];
}

/** Adds the row's problems with its country's codes; normalizes the codes it accepts. */
export function checkCountryRules(address: MailingAddress, label: Label, problems: string[]) {
  const country = postalCountryOf(address.country);
  if (country === 'US') checkUs(address, label, problems);
  else if (country === 'CA') checkCanada(address, label, problems);
}
