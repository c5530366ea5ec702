import type { DemoProduct } from './demo-product';

export const INSIGHTS_PRODUCTS: DemoProduct[] = [
  {
    type: 'article',
    title: 'State of Rural Broadband 2026',
    subtitle: 'Adoption, speeds and prices across 400 rural service areas',
    description:
      'The annual report on rural connectivity: how many homes can get fiber, how many take it, what they pay and what they say about their provider. With charts ready for board decks.',
    categories: ['insights'],
    tags: ['industry-data', 'fiber'],
    gated: true,
    moreInfo: true,
  },
  {
    type: 'article',
    title: 'What Subscribers Value Most: Survey Results',
    subtitle: 'Reliability beats speed, and local support beats price',
    description:
      'Findings from a survey of 6,000 subscribers of independent providers on why they chose, stayed or left, with the messages that follow from each answer.',
    categories: ['insights'],
    tags: ['industry-data', 'retention', 'residential'],
  },
  {
    type: 'article',
    title: 'Churn Signals and How to Act on Them',
    subtitle: 'The warning signs in support tickets, bills and usage',
    description:
      'Which signals predict that a customer will leave in the next ninety days, and the outreach that keeps them. A practical guide for support and marketing teams.',
    categories: ['insights'],
    tags: ['retention', 'support'],
  },
  {
    type: 'article',
    title: 'Pricing Tiers That Convert',
    subtitle: 'How many plans to offer, and how far apart to price them',
    description:
      'An analysis of member price sheets and take rates: the three-tier pattern, the role of a decoy plan and when a gigabit-only offer works better.',
    categories: ['insights'],
    tags: ['upsell', 'industry-data'],
  },
  {
    type: 'article',
    title: 'Fiber versus Cable: Messaging That Works',
    subtitle: 'Claims customers believe, and claims they tune out',
    description:
      'Message testing across twelve markets: symmetrical upload, reliability in storms and local ownership outperform raw speed numbers. With sample headlines.',
    categories: ['insights'],
    tags: ['fiber', 'acquisition'],
  },
  {
    type: 'article',
    title: 'Small Business Connectivity Report',
    subtitle: 'What shops and offices need from their provider',
    description:
      'Interviews and survey data from 900 small businesses on uptime, support response, static addresses and the services they would pay more for.',
    categories: ['insights'],
    tags: ['small-business', 'industry-data'],
    gated: true,
  },
  {
    type: 'article',
    title: 'Measuring Campaign Return for Local Providers',
    subtitle: 'A simple model from cost per lead to lifetime value',
    description:
      'A worksheet-style guide to tracking what each campaign costs and earns, with the few numbers worth watching and a template for monthly reporting to your board.',
    categories: ['insights'],
    tags: ['acquisition', 'industry-data'],
  },
  {
    type: 'article',
    title: 'Competitive Landscape Brief: Second Quarter',
    subtitle: 'National providers, fixed wireless and satellite in member markets',
    description: 'A quarterly brief on competitor offers and prices. In review with the research team.',
    categories: ['insights'],
    tags: ['industry-data'],
    gated: true,
    draft: true,
  },
  {
    type: 'campaign',
    title: 'Churn Rescue Playbook',
    subtitle: 'A research-backed retention programme in six steps',
    description:
      'Turns the churn research into action: flag at-risk accounts, call them, offer the right fix and win back those who left. Scripts, letters and a dashboard outline.',
    categories: ['insights'],
    tags: ['retention', 'support'],
    campaignType: 'Retention',
    associated: ['Churn Signals and How to Act on Them', 'Win-back Letter for Former Subscribers'],
    tips: [
      ['Call, do not email', 'A phone call from a local number saves three times as many accounts as an email.'],
      ['Fix first, discount last', 'Most at-risk customers want a problem solved, not a lower price.'],
    ],
  },
  {
    type: 'asset',
    title: 'Market Data Charts Pack',
    subtitle: "Editable charts from this year's research, for your own presentations",
    description:
      'Every chart from the annual report and the subscriber survey as editable files, in the co-op colours, ready for board meetings and town council presentations.',
    categories: ['insights'],
    tags: ['industry-data'],
  },
];
