import type { PaymentProviderName } from '@stockroom/contract';

/** "$1,234.50": an amount in the currency's minor unit, written as every price is (formatPrice's locale). */
export const formatMoney = (amount: number, currency: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(amount / 100);

export const PROVIDER_LABELS: Record<PaymentProviderName, string> = { sandbox: 'Sandbox', stripe: 'Stripe' };
