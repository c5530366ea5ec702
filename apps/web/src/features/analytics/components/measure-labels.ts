import type { Measure } from '@stockroom/contract';

/** What each counted event is called on screen, plural. */
export const MEASURE_LABELS: Record<Measure, string> = {
  impression: 'Impressions',
  product_view: 'Product views',
  customization: 'Customizations',
  download: 'Downloads',
  request: 'Requests',
  subscription: 'Subscriptions',
  login: 'Logins',
  search: 'Searches',
};

const percent = new Intl.NumberFormat('en', { style: 'percent', maximumFractionDigits: 1 });

/** A conversion as a percentage; none when the step before counted nothing. */
export const formatConversion = (conversion: number | null) => (conversion === null ? '—' : percent.format(conversion));
