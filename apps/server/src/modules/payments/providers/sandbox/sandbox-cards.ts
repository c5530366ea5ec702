/**
 * The sandbox's test cards, as the real providers document theirs: a card number decides what
 * happens. Only these numbers are taken; nothing here keeps a number beyond the call.
 */
import { SANDBOX_TEST_CARDS } from '@stockroom/contract';

/** What a card does when paying. */
export type CardOutcome =
  /** Renewals of what it pays fail when its last four are FAILING_RENEWAL_LAST4 (kept on the subscription). */
  { kind: 'pays' } | { kind: 'second-step' } | { kind: 'declined'; message: string };

export const CARD_MESSAGES = {
  incorrectNumber: 'Your card number is incorrect.',
  expired: 'Your card has expired.',
  declined: 'Your card was declined.',
  bankRefused: 'The bank could not verify the payment.',
  notATestCard: 'The sandbox takes only its test cards: use one of those listed on this page.',
} as const;

const digitsOf = (number: string) => number.replace(/\s/g, '');

/** The card whose renewals fail: it pays the first time, then the subscription goes past due and lapses. */
export const FAILING_RENEWAL_LAST4 = digitsOf(SANDBOX_TEST_CARDS.renewalsFail).slice(-4);

const TEST_CARDS: Record<string, CardOutcome> = {
  [digitsOf(SANDBOX_TEST_CARDS.pays)]: { kind: 'pays' },
  [digitsOf(SANDBOX_TEST_CARDS.declined)]: { kind: 'declined', message: CARD_MESSAGES.declined },
  [digitsOf(SANDBOX_TEST_CARDS.secondStep)]: { kind: 'second-step' },
  [digitsOf(SANDBOX_TEST_CARDS.renewalsFail)]: { kind: 'pays' },
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
  const digits = digitsOf(card.number);
  if (!passesLuhn(digits)) return { kind: 'declined', message: CARD_MESSAGES.incorrectNumber };
  if (hasExpired(card.expiry, now)) return { kind: 'declined', message: CARD_MESSAGES.expired };
  return TEST_CARDS[digits] ?? { kind: 'declined', message: CARD_MESSAGES.notATestCard };
}

/** The only part of a number the sandbox keeps. */
export const lastFour = (number: string) => digitsOf(number).slice(-4);
