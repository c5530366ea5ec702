let counter = 0;
/** An id that differs for each call. */
export const newId = () => `5c241101-e2bb-4255-8caf-${String(++counter).padStart(12, '0')}`;

export const MONTHLY = { amount: 1900, currency: 'usd', interval: 'month' } as const;
export const YEARLY = { amount: 12000, currency: 'eur', interval: 'year' } as const;
export const ONCE = { amount: 4900, currency: 'gbp', interval: 'once' } as const;

export const PERIOD_END = '2026-12-26T12:00:00.000Z';
/** The day as the screens write it, in the test machine's locale. */
export const day = (iso: string) => new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(new Date(iso));

export const subscription = <T extends object>(fields: T = {} as T) => ({
  id: newId(),
  product_id: newId(),
  product_title: 'Member guide',
  provider: 'sandbox',
  status: 'active',
  price: MONTHLY,
  current_period_end: PERIOD_END,
  cancel_at_period_end: false,
  grants_access: true,
  created_at: '2026-11-26T12:00:00.000Z',
  ...fields,
});

export const adminSubscription = <T extends object>(fields: T = {} as T) => ({
  ...subscription(),
  user_id: newId(),
  username: 'member',
  member_name: 'Ann Smith',
  ...fields,
});
