import { z } from 'zod/mini';

// A product's price, apart from the rest of payments: every catalogue read carries one, and the
// member's first page should load no more of payments than that.

/** Currencies a price may be set in (ISO 4217, lower case as the payment providers write them). */
export const CURRENCIES = ['usd', 'eur', 'gbp', 'cad', 'aud'] as const;
export const CurrencySchema = z.enum(CURRENCIES);
/** A subscription renews every month or year; `once` is one payment for access with no end. */
export const PRICE_INTERVALS = ['month', 'year', 'once'] as const;
export const PriceIntervalSchema = z.enum(PRICE_INTERVALS);
export type PriceInterval = z.infer<typeof PriceIntervalSchema>;

/** The smallest and largest amounts, in the currency's minor unit (cents), that providers accept. */
export const PRICE_AMOUNT_MIN = 50;
export const PRICE_AMOUNT_MAX = 99_999_999;

/** A product's price, set by admins; `amount` in the currency's minor unit (1999 = 19.99). */
export const PriceSchema = z.object({
  amount: z.number().check(z.int(), z.minimum(PRICE_AMOUNT_MIN), z.maximum(PRICE_AMOUNT_MAX)),
  currency: CurrencySchema,
  interval: PriceIntervalSchema,
});
export type Price = z.infer<typeof PriceSchema>;

/** "$19.99 / month", "€120.00 / year", "£5.00 once": how every screen and e-mail writes a price. */
export function formatPrice(price: Price, locale = 'en-US'): string {
  const money = new Intl.NumberFormat(locale, { style: 'currency', currency: price.currency.toUpperCase() }).format(
    price.amount / 100,
  );
  return price.interval === 'once' ? `${money} once` : `${money} / ${price.interval}`;
}
