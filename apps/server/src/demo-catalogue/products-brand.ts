import type { DemoProduct } from './demo-product';

export const BRAND_PRODUCTS: DemoProduct[] = [
  {
    type: 'asset',
    title: 'Co-op Member Logo Pack',
    subtitle: 'Primary, stacked and one-colour lockups for screen and print',
    description:
      'Every approved version of the co-op member mark, with clear-space and minimum-size rules. Pair it with your own logo on ads, trucks and invoices so that neighbours recognise a trusted, local provider.',
    categories: ['brand'],
    tags: ['print', 'social'],
  },
  {
    type: 'asset',
    title: 'Brand Colour and Type Guide',
    subtitle: 'Palettes, type scales and contrast pairs that pass accessibility checks',
    description:
      'A two-page reference of the co-op palette with CMYK, RGB and hex values, the recommended type pairings and the colour combinations that stay readable for everyone.',
    categories: ['brand'],
    tags: ['print'],
  },
  {
    type: 'template',
    title: 'Branded Email Signature',
    subtitle: 'A clean signature with your logo, phone number and support hours',
    description:
      'Give every message from your team the same professional finish. Fill in your company name, web address and phone number once and copy the result into any mail client.',
    categories: ['brand'],
    tags: ['support'],
    tips: [
      ['Keep it short', 'Name, role, phone and one link are enough; long signatures get clipped on phones.'],
      ['Add support hours', 'Customers who know when you answer call less often after hours.'],
    ],
  },
  {
    type: 'template',
    title: 'Letterhead and Business Card Set',
    subtitle: 'Matching stationery, ready for your local print shop',
    description:
      'A US Letter letterhead laid out on the co-op grid, with room for a full letter, and the matching two-sided business cards (see Business Cards). Exports print-ready PDFs with bleed and crop marks.',
    categories: ['brand'],
    tags: ['print'],
  },
  {
    type: 'template',
    title: 'Business Cards',
    subtitle: 'Two-sided cards for every member of your team',
    description:
      'A standard 3.5 by 2 inch business card: name, role and direct contact details on the front, your logo and tagline on the back. Exports a print-ready PDF with bleed and crop marks.',
    categories: ['brand', 'print'],
    tags: ['print', 'small-business'],
  },
  {
    type: 'asset',
    title: 'Lifestyle Photo Library: Connected Homes',
    subtitle: '48 licensed photos of families, students and home offices online',
    description:
      'Warm, authentic photography of real homes in small towns: streaming on the sofa, homework at the kitchen table, a video call from the spare room. Licensed for all co-op marketing.',
    categories: ['brand', 'social'],
    tags: ['residential', 'fiber'],
    gated: true,
    moreInfo: true,
    price: { amount: 12_000, currency: 'usd', interval: 'year' },
    samples: [
      { photo: 'family' },
      { photo: 'houses' },
      { photo: 'family', crop: [380, 330, 900, 600] },
      { photo: 'crew' },
      { photo: 'houses', crop: [200, 320, 780, 520] },
      { photo: 'crew', crop: [480, 400, 930, 620] },
    ],
  },
  {
    type: 'article',
    title: 'Brand Voice Handbook',
    subtitle: 'How to sound like a neighbour, not a cable company',
    description:
      'Plain-spoken principles, words to use and words to avoid, and before-and-after examples for ads, bills and outage notices. A short read for everyone who writes to customers.',
    categories: ['brand'],
    tags: ['support', 'retention'],
  },
  {
    type: 'template',
    title: 'Storefront Window Decal',
    subtitle: 'Show passers-by that gigabit fiber is available here',
    description:
      'A die-cut window decal for local shops and partner businesses, with your logo and the speeds you offer. Sized for a standard door pane.',
    categories: ['brand', 'print'],
    tags: ['small-business', 'fiber', 'print'],
  },
  {
    type: 'asset',
    title: 'Icon Set: Speed, Coverage and Support',
    subtitle: '60 line icons in the co-op style, as SVG and PNG',
    description:
      'Consistent icons for speed tiers, coverage maps, routers, phones, billing and help. Use them on your website, in brochures and on social posts.',
    categories: ['brand'],
    tags: ['wifi', 'support'],
  },
  {
    type: 'template',
    title: 'Service Van Wrap Layout',
    subtitle: 'A full-side vehicle wrap that turns every install into an ad',
    description:
      'Layouts for the most common service vans with safe zones around doors and handles. Add your phone number and web address; the wrap shop gets a vector file.',
    categories: ['brand'],
    tags: ['fiber', 'acquisition'],
    gated: true,
    moreInfo: true,
    tips: [
      ['Measure first', 'Confirm your van model and year with the wrap shop before you export.'],
      ['One message', 'People read a moving van in three seconds: speed, name and number.'],
      ['Big phone number', 'Make the number at least 10 cm tall so that it can be read from across the street.'],
    ],
  },
  {
    type: 'asset',
    title: 'Refreshed Logo Lockups 2027',
    subtitle: 'The next generation of the member mark, in review',
    description:
      'Updated lockups with a simplified signal mark. Shared with administrators for review before release to members.',
    categories: ['brand'],
    tags: ['print'],
    draft: true,
  },
];
