import type { Price } from './products.schemas';

// Apart from the price's schema: the catalogue's first page reads prices but never shows one.

/** "$19.99 / month", "€120.00 / year", "£5.00 once": how every screen and e-mail writes a price. */
export function formatPrice(price: Price, locale = 'en-US'): string {
  const money = new Intl.NumberFormat(locale, { style: 'currency', currency: price.currency.toUpperCase() }).format(
    price.amount / 100,
  );
  return price.interval === 'once' ? `${money} once` : `${money} / ${price.interval}`;
}
