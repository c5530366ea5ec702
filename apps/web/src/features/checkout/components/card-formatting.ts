/** Card fields formatted as typed, as payment pages do: the number in groups of four, expiry as MM/YY. */

/** Digits only, at most 19 (the longest card numbers), in groups of four. */
export function formatCardNumber(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 19);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/**
 * MM/YY, with the slash put in once the month is typed. Deleting the slash deletes with it: a
 * value ending in "/" typed shorter than before stays as the digits only.
 */
export function formatExpiry(typed: string, previous = ''): string {
  const digits = typed.replace(/\D/g, '').slice(0, 4);
  const deleting = typed.length < previous.length;
  if (digits.length < 2 || (digits.length === 2 && deleting)) return digits;
  return `${digits.slice(0, 2)}/${digits.slice(2)}`;
}

/** The security code: three or four digits. */
export const formatCvc = (typed: string) => typed.replace(/\D/g, '').slice(0, 4);
