import type { CategoryKey } from './catalogue-data';
import type { DemoProduct } from './demo-product';
import { BRAND_PRODUCTS } from './products-brand';
import { INSIGHTS_PRODUCTS } from './products-insights';
import { KIT_PRODUCTS } from './products-kits';
import { PRINT_PRODUCTS } from './products-print';
import { SEASONAL_PRODUCTS } from './products-seasonal';
import { SOCIAL_PRODUCTS } from './products-social';
import { VIDEO_PRODUCTS } from './products-video';

export type DatedDemoProduct = DemoProduct & {
  /** How long ago it was added: each list's first products are the newest, the lists interleaved. */
  ageHours: number;
};

/** Campaigns come after the products they bring together, so that those exist when they are linked. */
export const DEMO_PRODUCTS: DatedDemoProduct[] = [
  BRAND_PRODUCTS,
  SOCIAL_PRODUCTS,
  PRINT_PRODUCTS,
  VIDEO_PRODUCTS,
  SEASONAL_PRODUCTS,
  INSIGHTS_PRODUCTS,
  KIT_PRODUCTS,
]
  .flatMap((list, l) => list.map((product, i) => ({ ...product, ageHours: i * 26 + l * 4 + 1 })))
  .sort((a, b) => Number(a.type === 'campaign') - Number(b.type === 'campaign'));

/** Each category's pinned products, by title, in order. */
export const DEMO_PINNED: Record<CategoryKey, string[]> = {
  brand: ['Co-op Member Logo Pack', 'Brand Colour and Type Guide'],
  social: ['Speed Upgrade Announcement Posts', 'Fifteen-Second Fiber Teaser'],
  print: ['Fiber Is Here Door Hanger', 'New Mover Welcome Postcard'],
  video: ['Meet Your Local Fiber Crew', 'Whole-Home Wi-Fi Explained'],
  seasonal: ['Back-to-School Speed Campaign', 'Spring Switch and Save'],
  insights: ['What Subscribers Value Most: Survey Results', 'State of Rural Broadband 2026'],
};
