import type { Price, ProductCreate } from '@stockroom/contract';
import type { CategoryKey, TagKey } from './catalogue-data';
import type { DemoSample } from './demo-samples';

export type ProductType = ProductCreate['product_type'];
type Tip = [title: string, description: string];

/** A demo product as written by hand; files and ids are added when it is seeded. */
export interface DemoProduct {
  type: ProductType;
  title: string;
  subtitle: string;
  description: string;
  /** The first one's provider colours the thumbnail. */
  categories: CategoryKey[];
  tags: TagKey[];
  gated?: true;
  draft?: true;
  /** Offers "request more info" while the product is locked. */
  moreInfo?: true;
  /** A subscription unlocks it for members who see it locked. */
  price?: Price;
  video?: string;
  campaignType?: string;
  /** Titles of the products a campaign brings together. */
  associated?: string[];
  tips?: Tip[];
  /** Sample images, in order: members see watermarked previews of them, locked or not. */
  samples?: DemoSample[];
}

// Public videos (Blender's open films, mostly) stand in for the marketing videos a provider would host.
export const youtube = (id: string) => `https://www.youtube-nocookie.com/embed/${id}`;
export const vimeo = (id: string) => `https://player.vimeo.com/video/${id}`;
