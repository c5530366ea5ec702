/**
 * The demo's content providers, categories, tags and groups. The three groups are chosen so that
 * each demo member meets a different side of DESIGN §1.3: everything open, a mix of open, locked
 * and absent, and a locked teaser of one provider only.
 */

export type ProviderKey = 'studio' | 'media' | 'research';
export type CategoryKey = 'brand' | 'social' | 'print' | 'video' | 'seasonal' | 'insights';
export type TagKey =
  | 'fiber'
  | 'residential'
  | 'small-business'
  | 'acquisition'
  | 'retention'
  | 'upsell'
  | 'seasonal'
  | 'wifi'
  | 'support'
  | 'print'
  | 'social'
  | 'industry-data';

/** 0 no, 1 gated, 2 yes. */
type Permission = 0 | 1 | 2;

export interface DemoProvider {
  key: ProviderKey;
  name: string;
  /** The provider's categories in display order. */
  categoryOrder: CategoryKey[];
  /** Gradient stops the thumbnails of its products are drawn in, one pair per product type. */
  palette: [string, string][];
}

/** In display order. */
export const DEMO_PROVIDERS: DemoProvider[] = [
  {
    key: 'studio',
    name: 'Co-op Marketing Studio',
    categoryOrder: ['brand', 'social', 'print', 'seasonal'],
    palette: [
      ['#0f766e', '#34d399'],
      ['#115e59', '#5eead4'],
      ['#065f46', '#a3e635'],
      ['#134e4a', '#22d3ee'],
      ['#14532d', '#4ade80'],
    ],
  },
  {
    key: 'media',
    name: 'Brightwave Media',
    categoryOrder: ['video', 'seasonal', 'social'],
    palette: [
      ['#5b21b6', '#ec4899'],
      ['#4c1d95', '#f472b6'],
      ['#6d28d9', '#fb7185'],
      ['#3b0764', '#c084fc'],
      ['#831843', '#f97316'],
    ],
  },
  {
    key: 'research',
    name: 'Signal Path Research',
    categoryOrder: ['insights'],
    palette: [
      ['#1e3a8a', '#f59e0b'],
      ['#172554', '#38bdf8'],
      ['#1e40af', '#fbbf24'],
      ['#0c4a6e', '#facc15'],
      ['#312e81', '#60a5fa'],
    ],
  },
];

export interface DemoCategory {
  key: CategoryKey;
  name: string;
  /**
   * The word members see in bold (spec §3 shows only the first word). Each description starts with
   * it, so it is bolded in place and reads as the sentence's first word, not as a label run into it.
   */
  descriptionBold: string;
  description: string;
  /** Each provider with the cap this category puts on what it grants. */
  providers: [ProviderKey, Permission][];
}

export const DEMO_CATEGORIES: DemoCategory[] = [
  {
    key: 'brand',
    name: 'Brand Essentials',
    descriptionBold: 'Consistent',
    description:
      'Consistent logos, colours, photography and stationery that keep every touchpoint of your company on brand.',
    providers: [['studio', 2]],
  },
  {
    key: 'social',
    name: 'Social Media',
    descriptionBold: 'Shareable',
    description: 'Shareable, ready-sized posts, stories and short clips for announcements, community news and offers.',
    providers: [
      ['studio', 2],
      ['media', 2],
    ],
  },
  {
    key: 'print',
    name: 'Direct Mail & Print',
    descriptionBold: 'Tangible',
    description:
      'Tangible reminders: door hangers, postcards, brochures and signs that reach every home along your build route.',
    providers: [['studio', 2]],
  },
  {
    key: 'video',
    name: 'Video Library',
    descriptionBold: 'Watchable',
    description: 'Watchable explainers, customer stories and spots that show what fast, local internet feels like.',
    providers: [['media', 2]],
  },
  {
    key: 'seasonal',
    name: 'Seasonal Campaigns',
    descriptionBold: 'Timely',
    description: 'Timely multi-channel campaigns for back to school, the holidays and every season between.',
    // The studio's share of a campaign never opens more than a look at it.
    providers: [
      ['media', 2],
      ['studio', 1],
    ],
  },
  {
    key: 'insights',
    name: 'Market Insights',
    descriptionBold: 'Informed',
    description:
      'Informed decisions: research, benchmarks and briefs on subscribers, pricing and the competition in local broadband.',
    providers: [['research', 2]],
  },
];

export interface DemoTag {
  key: TagKey;
  name: string;
  description: string;
  providers: [ProviderKey, Permission][];
}

const tag = (key: TagKey, name: string, description: string, providers: [ProviderKey, Permission][]): DemoTag => ({
  key,
  name,
  description,
  providers,
});

export const DEMO_TAGS: DemoTag[] = [
  tag('fiber', 'Fiber', 'Launching and selling fiber service.', [
    ['studio', 2],
    ['media', 2],
    ['research', 2],
  ]),
  tag('residential', 'Residential', 'For households and families.', [
    ['studio', 2],
    ['media', 2],
  ]),
  tag('small-business', 'Small Business', 'For shops, offices and home businesses.', [
    ['studio', 2],
    ['research', 2],
  ]),
  tag('acquisition', 'Acquisition', 'Winning new subscribers.', [
    ['studio', 2],
    ['media', 2],
  ]),
  tag('retention', 'Retention', 'Keeping the subscribers you have.', [
    ['studio', 2],
    ['media', 2],
    ['research', 2],
  ]),
  tag('upsell', 'Upsell', 'Faster tiers, Wi-Fi and add-ons.', [
    ['studio', 2],
    ['media', 2],
  ]),
  tag('seasonal', 'Seasonal', 'Tied to a time of year.', [
    ['studio', 2],
    ['media', 2],
  ]),
  tag('wifi', 'Wi-Fi', 'Whole-home Wi-Fi and equipment.', [
    ['studio', 2],
    ['media', 2],
  ]),
  tag('support', 'Customer Support', 'Service updates, outages and help.', [['studio', 2]]),
  tag('print', 'Print', 'Made to be printed.', [['studio', 2]]),
  tag('social', 'Social', 'Made for social networks.', [
    ['studio', 2],
    ['media', 2],
  ]),
  tag('industry-data', 'Industry Data', 'Figures and research on the broadband market.', [['research', 2]]),
];

export type GroupKey = 'full' | 'partner' | 'prospect';

export interface DemoGroup {
  key: GroupKey;
  name: string;
  grants: Record<ProviderKey, Permission>;
}

export const DEMO_GROUPS: DemoGroup[] = [
  { key: 'full', name: 'Full access', grants: { studio: 2, media: 2, research: 2 } },
  { key: 'partner', name: 'Partner', grants: { studio: 2, media: 1, research: 0 } },
  { key: 'prospect', name: 'Prospect', grants: { studio: 1, media: 0, research: 0 } },
];
