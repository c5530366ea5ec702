/**
 * The sandbox's test cards, as the real providers document theirs: a card number decides what
 * happens. Only these numbers are taken; nothing here keeps a number beyond the call.
 */

/** What a card does when paying. */
export type CardOutcome =
  | { kind: 'pays'; renewalsFail: boolean }
  | { kind: 'second-step' }
  | { kind: 'declined'; message: string };

export const CARD_MESSAGES = {
  incorrectNumber: 'Your card number is incorrect.',
  expired: 'Your card has expired.',
  declined: 'Your card was declined.',
  bankRefused: 'The bank could not verify the payment.',
  notATestCard: 'The sandbox takes only its test cards: use one of those listed on this page.',
} as const;

/** The card whose renewals fail: it pays the first time, then the subscription goes past due and lapses. */
export const FAILING_RENEWAL_LAST4 = '0341';

const TEST_CARDS: Record<string, CardOutcome> = {
  '4242424242424242': { kind: 'pays', renewalsFail: false },
  '4000000000000002': { kind: 'declined', message: CARD_MESSAGES.declined },
  '4000002500003155': { kind: 'second-step' },
  '4000000000000341': { kind: 'pays', renewalsFail: true },
};

/** The Luhn checksum every real card number passes. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** A card is good through the last day of its expiry month. */
export function hasExpired(expiry: string, now: Date): boolean {
  const [month, year] = expiry.split('/').map((part) => Number(part.trim()));
  const firstDayAfter = Date.UTC(2000 + (year ?? 0), month ?? 0, 1);
  return firstDayAfter <= now.getTime();
}

/** What paying with this card does; the number may carry spaces. */
export function cardOutcome(card: { number: string; expiry: string }, now: Date): CardOutcome {
  const digits = card.number.replace(/\s/g, '');
  if (!passesLuhn(digits)) return { kind: 'declined', message: CARD_MESSAGES.incorrectNumber };
  if (hasExpired(card.expiry, now)) return { kind: 'declined', message: CARD_MESSAGES.expired };
  return TEST_CARDS[digits] ?? { kind: 'declined', message: CARD_MESSAGES.notATestCard };
}

/** The only part of a number the sandbox keeps. */
export const lastFour = (number: string) => number.replace(/\s/g, '').slice(-4);
