import type { DemoProduct } from './demo-product';

export const PRINT_PRODUCTS: DemoProduct[] = [
  {
    type: 'template',
    title: 'Fiber Is Here Door Hanger',
    subtitle: 'Tell every home on the route that service is ready to order',
    description:
      'A die-cut door hanger with a tear-off reply card, the plans on offer and a QR code to the sign-up page. The single most effective piece in a fiber launch.',
    categories: ['print'],
    tags: ['fiber', 'acquisition', 'print', 'residential'],
    tips: [
      ['Hang within a week', 'Deliver hangers within a week of the network going live on a street.'],
      ['Track the QR code', 'Give each route its own QR address so that you can see which streets respond.'],
    ],
  },
  {
    type: 'template',
    title: 'New Mover Welcome Postcard',
    subtitle: 'Greet new neighbours before the competition does',
    description:
      'A friendly oversized postcard for people who just moved into your service area, with an introductory offer and the date you can have them online.',
    categories: ['print'],
    tags: ['acquisition', 'residential', 'print'],
  },
  {
    type: 'template',
    title: 'Tri-fold Service Brochure',
    subtitle: 'Plans, prices and the story of your company in one fold',
    description:
      'A classic tri-fold for counters, events and installers to leave behind. Panels for your plans, equipment, support promise and the history of the co-op.',
    categories: ['print', 'brand'],
    tags: ['print', 'residential'],
  },
  {
    type: 'template',
    title: 'Yard Sign: Now Building',
    subtitle: 'Corrugated yard signs for streets under construction',
    description:
      'A bright, legible 18 by 24 inch yard sign that explains the crews in the street and invites neighbours to pre-register. Big type that reads from a passing car.',
    categories: ['print'],
    tags: ['fiber', 'print', 'acquisition'],
  },
  {
    type: 'template',
    title: 'Small Business Rate Card',
    subtitle: 'A one-page summary of business plans, static IPs and support',
    description:
      'A crisp rate card for shops and offices: plans side by side, optional static IP addresses, the service-level promise and a direct line to your business team.',
    categories: ['print'],
    tags: ['small-business', 'print', 'upsell'],
  },
  {
    type: 'template',
    title: 'Bill Insert: Autopay Reminder',
    subtitle: 'A small insert that moves customers to automatic payments',
    description:
      'A bill-sized insert explaining autopay in three steps, with a discount callout if you offer one. Fewer late payments, fewer calls.',
    categories: ['print'],
    tags: ['retention', 'print'],
  },
  {
    type: 'template',
    title: 'Win-back Letter for Former Subscribers',
    subtitle: 'A respectful letter that invites former customers back',
    description:
      'A personal letter from your general manager to people who left in the past year, with what has changed since and an offer to return. Tested copy, adaptable tone.',
    categories: ['print'],
    tags: ['retention', 'print'],
    gated: true,
    moreInfo: true,
    price: { amount: 4900, currency: 'usd', interval: 'once' },
    tips: [
      ['Wait three months', 'Letters sent three to twelve months after leaving win the most customers back.'],
      ['Sign it by hand', 'A real signature from a local manager doubles the response.'],
    ],
  },
  {
    type: 'asset',
    title: 'Trade Show Banner Stand',
    subtitle: 'A roll-up banner for fairs, chamber events and open houses',
    description:
      'An 85 by 200 cm roll-up with the co-op message at eye level and your contact details at the bottom. Print-ready with bleed.',
    categories: ['print'],
    tags: ['print', 'small-business'],
  },
  {
    type: 'article',
    title: 'Direct Mail Response Benchmarks',
    subtitle: 'What response rates to expect, by piece and by audience',
    description:
      'Response rates from two years of member mailings: door hangers, postcards, letters and bill inserts, split by new build, existing customers and former customers.',
    categories: ['print', 'insights'],
    tags: ['print', 'industry-data', 'acquisition'],
    gated: true,
  },
  {
    type: 'template',
    title: 'Grand Opening Flyer',
    subtitle: 'Invite the town to your new office or service centre',
    description:
      'A cheerful letter-size flyer for a grand opening, with the programme, a map and a coupon for the first visitors. Also works as a poster in partner shops.',
    categories: ['print'],
    tags: ['print', 'acquisition', 'residential'],
  },
];
