/** The profile fields a form shows, in order, with their labels and autocomplete hints. */
export const PROFILE_INPUTS = [
  ['first_name', 'First name', 'given-name'],
  ['last_name', 'Last name', 'family-name'],
  ['email_address', 'E-mail address', 'email'],
  ['phone_number', 'Phone number', 'tel'],
  ['company', 'Company', 'organization'],
  ['address_line1', 'Address line 1', 'address-line1'],
  ['address_line2', 'Address line 2', 'address-line2'],
  ['city', 'City', 'address-level2'],
  ['state', 'State', 'address-level1'],
  ['zip_code', 'ZIP code', 'postal-code'],
  ['country', 'Country', 'country-name'],
] as const;

export type ProfileInput = (typeof PROFILE_INPUTS)[number][0];
export const PROFILE_INPUT_NAMES = PROFILE_INPUTS.map(([name]) => name);

/** The input type that brings up the right keyboard on a phone. */
export const profileInputType = (name: ProfileInput) =>
  name === 'email_address' ? 'email' : name === 'phone_number' ? 'tel' : 'text';
