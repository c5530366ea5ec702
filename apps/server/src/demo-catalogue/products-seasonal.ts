import { type DemoProduct, youtube } from './demo-product';

export const SEASONAL_PRODUCTS: DemoProduct[] = [
  {
    type: 'campaign',
    title: 'Back-to-School Speed Campaign',
    subtitle: 'Four weeks of mail, social and video for the start of term',
    description:
      'Reach families while they prepare for the school year: homework, streaming and video calls all at once. Includes a timeline, audience lists to pull and every creative piece.',
    categories: ['seasonal'],
    tags: ['seasonal', 'residential', 'upsell'],
    campaignType: 'Seasonal',
    associated: ['Refer-a-Friend Social Ads', 'New Mover Welcome Postcard', 'Streaming Without the Buffer'],
    tips: [
      ['Start in late July', 'Families decide on the school-year setup before the first week of August.'],
      ['Target by household', 'Mail homes with children first; the offer speaks to them directly.'],
      ['Follow up in week three', 'A second touch three weeks in catches those who meant to call.'],
    ],
  },
  {
    type: 'campaign',
    title: 'Holiday Gigabit Giveaway',
    subtitle: 'A festive sweepstakes that grows your list and your goodwill',
    description:
      'A December giveaway of a free year of gigabit service, with entry forms, social posts, in-office posters and the official rules template.',
    categories: ['seasonal'],
    tags: ['seasonal', 'acquisition', 'social'],
    campaignType: 'Seasonal',
    gated: true,
    moreInfo: true,
    associated: ['Holiday Hours Story Pack', 'Home for the Holidays Spot'],
  },
  {
    type: 'campaign',
    title: 'Spring Switch and Save',
    subtitle: 'Win customers from the incumbent when contracts renew',
    description:
      'A switching campaign with a comparison sheet, a no-fee switch promise and a call script for your sales team. Timed for the spring renewal season.',
    categories: ['seasonal'],
    tags: ['acquisition', 'seasonal', 'fiber'],
    campaignType: 'Acquisition',
    associated: ['Fiber Is Here Door Hanger', 'Customer Testimonial Quote Cards'],
  },
  {
    type: 'campaign',
    title: 'Small Business Week Push',
    subtitle: 'Celebrate local businesses and sign up the ones still on copper',
    description:
      'A week of spotlights on local businesses, a business rate card mailing and a chamber of commerce presentation. Builds goodwill and a pipeline of business accounts.',
    categories: ['seasonal'],
    tags: ['small-business', 'acquisition'],
    campaignType: 'Acquisition',
    gated: true,
    price: { amount: 1900, currency: 'usd', interval: 'month' },
    associated: ['Small Business Rate Card', 'Customer Story: Harbor Street Bakery', 'Storefront Window Decal'],
  },
  {
    type: 'campaign',
    title: 'Summer Streaming Bundle',
    subtitle: 'Upsell faster tiers when everyone is home',
    description:
      'A summer upsell campaign pairing a faster tier with managed Wi-Fi, with social, email and bill-insert creative. Summer is when households feel their bandwidth most.',
    categories: ['seasonal', 'social'],
    tags: ['upsell', 'wifi', 'seasonal'],
    campaignType: 'Upsell',
    associated: ['Whole-Home Wi-Fi Explained', 'Speed Upgrade Announcement Posts'],
  },
  {
    type: 'campaign',
    title: 'New Neighborhood Launch Kit',
    subtitle: 'Everything for the day the network reaches a new street',
    description:
      'The complete launch sequence: yard signs during construction, door hangers at go-live, a welcome postcard, and a social post and web banner that say the same online. One headline, offer and phone number fill every piece.',
    categories: ['seasonal'],
    tags: ['fiber', 'acquisition', 'print'],
    campaignType: 'Acquisition',
    // Its pieces share their slot names (kicker, headline, offer, photo, phone), so filling one fills them all.
    associated: [
      'Yard Sign: Now Building',
      'Fiber Is Here Door Hanger',
      'New Mover Welcome Postcard',
      'Fiber Is Here Social Post',
      'Fiber Is Here Web Banner',
    ],
    tips: [
      ['Announce early', 'Put yard signs up as soon as crews arrive; curiosity is the best lead source.'],
      ['Go live on a Thursday', 'Door hangers delivered on Thursday are read over the weekend.'],
    ],
  },
  {
    type: 'campaign',
    title: 'Customer Appreciation Month',
    subtitle: 'Thank the customers who stayed with you',
    description:
      'A month of thank-you posts, a surprise speed boost and a customer event in the office. Retention starts with being remembered.',
    categories: ['seasonal'],
    tags: ['retention', 'social'],
    campaignType: 'Retention',
    associated: ['Local Sponsorship Shout-out Posts', 'Support That Picks Up'],
  },
  {
    type: 'campaign',
    title: 'Autopay Enrollment Drive',
    subtitle: 'Move customers to automatic payments in one billing cycle',
    description:
      'A bill insert, an email and a short social series that explain autopay and its small discount. Fewer late payments and fewer reasons to leave.',
    categories: ['seasonal'],
    tags: ['retention', 'support'],
    campaignType: 'Retention',
    associated: ['Bill Insert: Autopay Reminder'],
  },
  {
    type: 'campaign',
    title: 'Black Friday Upgrade Sprint',
    subtitle: 'A five-day upgrade offer, in preparation',
    description: 'A short, sharp upgrade offer for the Black Friday week. Being prepared; not yet released to members.',
    categories: ['seasonal'],
    tags: ['upsell', 'seasonal'],
    campaignType: 'Upsell',
    draft: true,
  },
  {
    type: 'video',
    title: 'Home for the Holidays Spot',
    subtitle: 'A warm thirty-second holiday film for TV and social',
    description:
      'Grandparents on a video call with the grandchildren, a family game night and a quiet evening stream. Ends on a holiday greeting from your company.',
    categories: ['seasonal', 'video'],
    tags: ['seasonal', 'residential'],
    gated: true,
    video: youtube('WhWc3b3KhnY'),
  },
];
