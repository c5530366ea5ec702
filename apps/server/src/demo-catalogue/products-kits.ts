import type { DemoProduct } from './demo-product';

/**
 * One design drawn in five sizes, and the campaign that brings them together: opened as a campaign,
 * the headline, offer, date and photo are filled once and every size takes them (decision 0050).
 */
export const KIT_PRODUCTS: DemoProduct[] = [
  {
    type: 'template',
    title: 'Fiber Is Here Social Post',
    subtitle: 'A square post for the day the network reaches a street',
    description:
      'A 1080 by 1080 post with a photo of the neighbourhood, a big headline and the offer in a seal. Part of the Fiber Is Here set: the story, web banner and flyers share its texts.',
    categories: ['social'],
    tags: ['fiber', 'acquisition', 'social'],
  },
  {
    type: 'template',
    title: 'Fiber Is Here Story',
    subtitle: 'The same launch message, upright for stories and reels',
    description:
      'A 1080 by 1920 story that keeps its words clear of the bar at the top and the reply field at the bottom, with your phone number in a button-sized band.',
    categories: ['social'],
    tags: ['fiber', 'acquisition', 'social'],
  },
  {
    type: 'template',
    title: 'Fiber Is Here Web Banner',
    subtitle: 'A 1200 by 628 banner for your website and link previews',
    description:
      'The launch message for your home page, ads and the preview image of shared links: headline and phone on the left, the neighbourhood and the offer on the right.',
    categories: ['social'],
    tags: ['fiber', 'acquisition', 'social'],
  },
  {
    type: 'template',
    title: 'Fiber Is Here Flyer (A4)',
    subtitle: 'A print-ready A4 flyer with bleed, for counters and mailboxes',
    description:
      'An A4 flyer with 3 mm of bleed: the launch message, three reasons to switch, a call-to-order panel and the small print, ready for any print shop.',
    categories: ['print'],
    tags: ['fiber', 'acquisition', 'print'],
  },
  {
    type: 'template',
    title: 'Fiber Is Here Flyer (US Letter)',
    subtitle: 'The launch flyer in US Letter, with an eighth of an inch of bleed',
    description:
      'The Fiber Is Here flyer laid out for 8.5 by 11 inches: the reasons to switch side by side, your phone number large and your e-mail in the footer.',
    categories: ['print'],
    tags: ['fiber', 'acquisition', 'print'],
  },
  {
    type: 'campaign',
    title: 'Fiber Is Here — Every Size',
    subtitle: 'One launch design in five sizes, filled in once',
    description:
      'A social post, a story, a web banner and A4 and US Letter flyers that share one headline, offer, date and photo. Fill them in once and download the whole kit, every size ready for its channel.',
    categories: ['seasonal', 'social'],
    tags: ['fiber', 'acquisition', 'social', 'print'],
    campaignType: 'Acquisition',
    associated: [
      'Fiber Is Here Social Post',
      'Fiber Is Here Story',
      'Fiber Is Here Web Banner',
      'Fiber Is Here Flyer (A4)',
      'Fiber Is Here Flyer (US Letter)',
    ],
    tips: [
      ['Fill it in once', 'The headline, offer, date and photo you type go into every size at once.'],
      ['Post the story first', 'Stories reach people the same day; the square post keeps the news on your page.'],
      [
        'Print on the paper your printer stocks',
        'The flyer comes in A4 and US Letter, each with bleed and crop marks.',
      ],
    ],
  },
];
