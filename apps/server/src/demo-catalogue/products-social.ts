import { type DemoProduct, youtube } from './demo-product';

export const SOCIAL_PRODUCTS: DemoProduct[] = [
  {
    type: 'template',
    title: 'Speed Upgrade Announcement Posts',
    subtitle: 'Square and story formats to tell customers their plan just got faster',
    description:
      'A set of four posts announcing free speed upgrades, with room for the old and new speeds and the date the change takes effect. Customers love good news: give them something to share.',
    categories: ['social'],
    tags: ['upsell', 'social', 'retention'],
    tips: [
      ['Lead with the number', 'Put the new speed in the largest type; it is what people remember.'],
      ['Post before bills arrive', 'Announce the upgrade a week before the first bill that shows it.'],
    ],
  },
  {
    type: 'asset',
    title: 'Outage Update Graphic Set',
    subtitle: 'Calm, clear graphics for planned work and unexpected outages',
    description:
      'Pre-written headlines and backgrounds for planned maintenance, outage in progress and service restored, so your team can post an update in under a minute when it matters most.',
    categories: ['social'],
    tags: ['support', 'social'],
  },
  {
    type: 'template',
    title: 'Customer Testimonial Quote Cards',
    subtitle: 'Turn a happy customer review into a scroll-stopping post',
    description:
      'Quote cards with a portrait frame, star rating and neighbourhood name. Works for Facebook, Instagram and LinkedIn, and prints well as a counter card.',
    categories: ['social'],
    tags: ['social', 'acquisition', 'residential'],
  },
  {
    type: 'video',
    title: 'Fifteen-Second Fiber Teaser',
    subtitle: 'A vertical teaser cut for stories and reels',
    description:
      'A fast, musical cut that ends on your logo and web address. Built for the first weeks of a construction season, when neighbours first see crews in the street.',
    categories: ['social', 'video'],
    tags: ['fiber', 'social', 'acquisition'],
    video: youtube('aqz-KE-bpKQ'),
  },
  {
    type: 'asset',
    title: 'Holiday Hours Story Pack',
    subtitle: 'Story and post graphics for office closures around the holidays',
    description:
      'Festive but understated graphics for Thanksgiving, the winter holidays and New Year, with space for your office hours and the number to call for urgent help.',
    categories: ['social'],
    tags: ['seasonal', 'support', 'social'],
  },
  {
    type: 'template',
    title: 'Local Sponsorship Shout-out Posts',
    subtitle: 'Celebrate the teams, fairs and schools you support',
    description:
      'Posts that thank the little league, the county fair or the school robotics club you sponsor. Community support is what sets a local provider apart; let people see it.',
    categories: ['social'],
    tags: ['social', 'residential'],
  },
  {
    type: 'video',
    title: 'Wi-Fi Tips in Thirty Seconds',
    subtitle: 'Three quick fixes customers can try before they call',
    description:
      'Where to place the router, when to restart it and how to spot a crowded channel, in half a minute. Cuts support calls and shows that you care about the experience at home.',
    categories: ['social', 'video'],
    tags: ['wifi', 'support', 'social'],
    gated: true,
    video: youtube('eRsGyueVLvQ'),
  },
  {
    type: 'asset',
    title: 'Community Event Cover Photos',
    subtitle: 'Page covers and event banners for open houses and sign-up days',
    description:
      'Cover images sized for Facebook pages and events, with matching banners for registration pages. Announce your next open house or fiber sign-up day in style.',
    categories: ['social'],
    tags: ['social', 'acquisition'],
  },
  {
    type: 'template',
    title: 'Refer-a-Friend Social Ads',
    subtitle: 'Reward customers who bring their neighbours along',
    description:
      'Carousel and single-image ads for a referral programme, with room for the reward, a referral code and the terms in plain words. Word of mouth is the cheapest acquisition channel you have.',
    categories: ['social', 'seasonal'],
    tags: ['acquisition', 'social', 'residential'],
    tips: [
      ['Reward both sides', 'Programmes that reward the friend as well as the customer convert twice as well.'],
      ['Make the code easy', 'Use a short code such as the customer surname plus two digits.'],
      ['Remind at renewal', 'Mention the programme in the renewal email, when satisfaction is highest.'],
    ],
  },
  {
    type: 'article',
    title: 'Social Posting Calendar: Third Quarter',
    subtitle: 'Thirteen weeks of post ideas, dates and ready-made captions',
    description:
      'A week-by-week plan for July to September: back to school, the end of summer, football season and the first cold evenings. Each week links to the graphics to use.',
    categories: ['social', 'seasonal'],
    tags: ['social', 'seasonal'],
    gated: true,
    moreInfo: true,
  },
];
