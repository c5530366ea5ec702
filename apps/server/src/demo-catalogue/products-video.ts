import { type DemoProduct, vimeo, youtube } from './demo-product';

export const VIDEO_PRODUCTS: DemoProduct[] = [
  {
    type: 'video',
    title: 'Meet Your Local Fiber Crew',
    subtitle: 'Two minutes with the people who build and fix your network',
    description:
      'Splicers, installers and support staff introduce themselves and the towns they grew up in. Shows prospects that a real, local team stands behind the service.',
    categories: ['video'],
    tags: ['fiber', 'residential', 'acquisition'],
    video: youtube('R6MlUcmOul8'),
  },
  {
    type: 'video',
    title: 'How Fiber Gets to Your Home',
    subtitle: 'From the street cabinet to the router, animated in ninety seconds',
    description:
      'A friendly animated explainer of the build: the main line, the drop to the house and the installation day. Answers the questions crews hear at every door.',
    categories: ['video'],
    tags: ['fiber', 'residential'],
    gated: true,
    moreInfo: true,
    video: youtube('WhWc3b3KhnY'),
  },
  {
    type: 'video',
    title: 'Whole-Home Wi-Fi Explained',
    subtitle: 'Why one router is not always enough, and what mesh Wi-Fi fixes',
    description:
      'A short explainer on dead zones, mesh systems and managed Wi-Fi, ending with your managed Wi-Fi offer. The easiest upsell conversation you will have.',
    categories: ['video'],
    tags: ['wifi', 'upsell', 'residential'],
    video: vimeo('76979871'),
  },
  {
    type: 'video',
    title: 'Customer Story: Harbor Street Bakery',
    subtitle: 'How a family bakery took its orders online',
    description:
      'The owners of a small-town bakery tell how reliable fiber let them take online orders, run card payments without outages and stream their kitchen on social media.',
    categories: ['video'],
    tags: ['small-business', 'fiber'],
    gated: true,
    video: youtube('Y-rmzh0PI3c'),
  },
  {
    type: 'video',
    title: 'Installation Day: What to Expect',
    subtitle: 'A calm walk-through of the visit, from arrival to first speed test',
    description:
      'Sent with every installation confirmation, this video sets expectations, lowers no-shows and shortens the visit: where the technician will drill, how long it takes and what to prepare.',
    categories: ['video'],
    tags: ['support', 'fiber', 'residential'],
    video: youtube('mN0zPOpADL4'),
  },
  {
    type: 'video',
    title: 'Streaming Without the Buffer',
    subtitle: 'A thirty-second spot for families who stream everything',
    description:
      'A family movie night that never pauses. Cut in 30, 15 and 6 second versions for connected TV, pre-roll and social.',
    categories: ['video', 'seasonal'],
    tags: ['residential', 'acquisition', 'upsell'],
    gated: true,
    video: youtube('SkVqJ1SGeL0'),
  },
  {
    type: 'video',
    title: 'Remote Work, Done Right',
    subtitle: 'A spot for home offices and hybrid workers',
    description:
      'Video calls that never freeze and uploads that finish before the coffee does. Aimed at the growing number of people working from home in rural towns.',
    categories: ['video'],
    tags: ['residential', 'small-business', 'upsell'],
    video: vimeo('1084537'),
  },
  {
    type: 'video',
    title: 'Smart Home Starter Tour',
    subtitle: 'Doorbells, thermostats and speakers on a connection that keeps up',
    description: 'A tour of a connected home, in production. Shown to administrators for review before release.',
    categories: ['video'],
    tags: ['wifi', 'upsell'],
    draft: true,
    video: youtube('aqz-KE-bpKQ'),
  },
  {
    type: 'video',
    title: 'Support That Picks Up',
    subtitle: 'Your local help desk, in a forty-five second brand film',
    description:
      'Real support staff answering real calls, in the office down the road. The strongest argument against national providers, told without a single statistic.',
    categories: ['video'],
    tags: ['support', 'retention'],
    gated: true,
    moreInfo: true,
    video: youtube('eRsGyueVLvQ'),
  },
  {
    type: 'asset',
    title: 'Video Thumbnails and End Cards',
    subtitle: 'Matching thumbnails, lower thirds and end cards for every film',
    description:
      'Editable stills for YouTube and Facebook thumbnails, name captions for interviews and end cards with your logo, web address and phone number.',
    categories: ['video', 'social'],
    tags: ['social'],
  },
];
