/**
 * The product form's price: a "for sale" switch and the amount as an admin types it (major units,
 * "19.99"), sent as the contract's price in minor units (1999), or null when not for sale.
 */
import {
  CurrencySchema,
  PRICE_AMOUNT_MAX,
  PRICE_AMOUNT_MIN,
  type Price,
  type PriceInterval,
  PriceIntervalSchema,
} from '@stockroom/contract';
import { z } from 'zod/mini';

export const priceFormFields = {
  price_for_sale: z.boolean(),
  price_amount: z.string(),
  price_currency: CurrencySchema,
  price_interval: PriceIntervalSchema,
};
type PriceFormValues = { [K in keyof typeof priceFormFields]: z.input<(typeof priceFormFields)[K]> };
export const PRICE_FORM_FIELDS = Object.keys(priceFormFields) as (keyof PriceFormValues)[];

export const INTERVAL_LABELS: Record<PriceInterval, string> = { month: 'Per month', year: 'Per year', once: 'Once' };

const major = (minor: number) => (minor / 100).toFixed(2);

/** "19.99" → 1999; undefined for anything that is not an amount with at most two decimals. */
export function minorUnits(typed: string): number | undefined {
  const match = typed.trim().match(/^(\d{1,9})(?:[.,](\d{1,2}))?$/);
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** The amount's fault, or undefined when it is one the providers accept. */
export function amountProblem(typed: string): string | undefined {
  if (!typed.trim()) return 'Enter the amount';
  const minor = minorUnits(typed);
  if (minor === undefined) return 'Enter an amount such as 19.99';
  if (minor < PRICE_AMOUNT_MIN) return `At least ${major(PRICE_AMOUNT_MIN)}`;
  if (minor > PRICE_AMOUNT_MAX) return `At most ${major(PRICE_AMOUNT_MAX)}`;
  return undefined;
}

/** The form's price fields for a saved price, or for none (a monthly price in dollars once switched on). */
export function priceFormValues(price: Price | null | undefined): PriceFormValues {
  return {
    price_for_sale: Boolean(price),
    price_amount: price ? major(price.amount) : '',
    price_currency: price?.currency ?? 'usd',
    price_interval: price?.interval ?? 'month',
  };
}

/** What the form's price fields send: the price, or null when the product is not for sale. */
export function priceFromForm(values: PriceFormValues): Price | null {
  if (!values.price_for_sale) return null;
  return {
    amount: minorUnits(values.price_amount) ?? 0,
    currency: CurrencySchema.parse(values.price_currency),
    interval: PriceIntervalSchema.parse(values.price_interval),
  };
}

export const samePrice = (a: Price | null, b: Price | null) =>
  a === b ||
  (a !== null && b !== null && a.amount === b.amount && a.currency === b.currency && a.interval === b.interval);

/** The paths the server names a fault of the price by. */
export const PRICE_ISSUE_PATHS = ['price', 'price.amount', 'price.currency', 'price.interval'];

/** Where the server's issues about `price` (price.amount, price.currency…) land in the form. */
export const priceIssueField = (path: string): string | undefined =>
  path === 'price' || path === 'price.amount'
    ? 'price_amount'
    : path.startsWith('price.')
      ? `price_${path.slice('price.'.length)}`
      : undefined;
