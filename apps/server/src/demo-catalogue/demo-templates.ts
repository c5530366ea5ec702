/**
 * The demo's SVG templates (DESIGN §1.7, decision 0024), drawn by hand in `templates/`, and the
 * template product each opens. Every template product of the demo opens the template its title
 * describes. Each template has text slots for what a member changes (headline, offer, prices,
 * dates, body copy), the brand placeholders and the logo slot; most print ones and the testimonial and
 * sponsorship posts have photo slots whose default photos are drawn on this machine (`demo-photos.ts`)
 * and inlined as JPEG at upload. The five "Fiber is here" templates draw one design in five sizes
 * with the same slot names and defaults, so that a campaign of them is filled once (decision 0050).
 */
import { readFileSync } from 'node:fs';
import { inlineDemoPhotos } from './demo-photos';

export interface DemoTemplate {
  file: string;
  name: string;
}

export const DEMO_TEMPLATES = {
  social: { file: 'social-post.svg', name: 'Speed upgrade social post (1080 × 1080 px)' },
  testimonial: { file: 'testimonial-card.svg', name: 'Customer testimonial quote card (1080 × 1080 px)' },
  sponsorship: { file: 'sponsorship-post.svg', name: 'Local sponsorship shout-out post (1080 × 1080 px)' },
  banner: { file: 'banner.svg', name: 'Refer-a-friend web banner (1200 × 628 px)' },
  signature: { file: 'email-signature.svg', name: 'E-mail signature (600 × 200 px)' },
  flyer: { file: 'letter-flyer.svg', name: 'Grand opening flyer (US Letter, 0.125 in bleed)' },
  letterhead: { file: 'letterhead.svg', name: 'Letterhead with letter (US Letter, 0.125 in bleed)' },
  businessCard: { file: 'business-card.svg', name: 'Business card (3.5 × 2 in, front and back, 0.125 in bleed)' },
  rateCard: { file: 'a4-flyer.svg', name: 'Business rate card (A4, 3 mm bleed)' },
  postcard: { file: 'postcard.svg', name: 'New mover postcard (6 × 4 in, front and back, 0.125 in bleed)' },
  billInsert: {
    file: 'bill-insert.svg',
    name: 'Autopay bill insert (3.5 × 8.5 in, front and back, 0.125 in bleed)',
  },
  brochure: {
    file: 'tri-fold-brochure.svg',
    name: 'Tri-fold brochure (11 × 8.5 in, outside and inside, 0.125 in bleed)',
  },
  doorHanger: { file: 'door-hanger.svg', name: 'Fiber is here door hanger (4.25 × 11 in, 0.125 in bleed)' },
  decal: { file: 'window-decal.svg', name: 'Storefront window decal (24 × 24 in, 0.25 in bleed)' },
  yardSign: { file: 'yard-sign.svg', name: 'Now building yard sign (18 × 24 in, 0.125 in bleed)' },
  vanWrap: { file: 'van-wrap.svg', name: 'Service van wrap, curb side (1:10 scale of 144 × 60 in, 1.25 in bleed)' },
  // One design in five sizes (a campaign kit): the same slot names and colour classes in each.
  fiberSquare: { file: 'fiber-square.svg', name: 'Fiber is here social post (1080 × 1080 px)' },
  fiberStory: { file: 'fiber-story.svg', name: 'Fiber is here story (1080 × 1920 px)' },
  fiberBanner: { file: 'fiber-banner.svg', name: 'Fiber is here web banner (1200 × 628 px)' },
  fiberA4: { file: 'fiber-a4.svg', name: 'Fiber is here flyer (A4, 3 mm bleed)' },
  fiberLetter: { file: 'fiber-letter.svg', name: 'Fiber is here flyer (US Letter, 0.125 in bleed)' },
} satisfies Record<string, DemoTemplate>;
export type DemoTemplateKey = keyof typeof DEMO_TEMPLATES;

/** Each demo template product, by title, with its template. */
export const DEMO_PRODUCT_TEMPLATES: Record<string, DemoTemplateKey> = {
  'Speed Upgrade Announcement Posts': 'social',
  'Customer Testimonial Quote Cards': 'testimonial',
  'Local Sponsorship Shout-out Posts': 'sponsorship',
  'Refer-a-Friend Social Ads': 'banner',
  'Branded Email Signature': 'signature',
  'Service Van Wrap Layout': 'vanWrap',
  'Grand Opening Flyer': 'flyer',
  'Win-back Letter for Former Subscribers': 'letterhead',
  'Letterhead and Business Card Set': 'letterhead',
  'Business Cards': 'businessCard',
  'Small Business Rate Card': 'rateCard',
  'Tri-fold Service Brochure': 'brochure',
  'Storefront Window Decal': 'decal',
  'New Mover Welcome Postcard': 'postcard',
  'Bill Insert: Autopay Reminder': 'billInsert',
  'Fiber Is Here Door Hanger': 'doorHanger',
  'Yard Sign: Now Building': 'yardSign',
  'Fiber Is Here Social Post': 'fiberSquare',
  'Fiber Is Here Story': 'fiberStory',
  'Fiber Is Here Web Banner': 'fiberBanner',
  'Fiber Is Here Flyer (A4)': 'fiberA4',
  'Fiber Is Here Flyer (US Letter)': 'fiberLetter',
};

/** The SVG text of a demo template as an admin would upload it: its demo photos drawn and inlined. */
export const demoTemplateSvg = (template: DemoTemplate) =>
  inlineDemoPhotos(readFileSync(new URL(`./templates/${template.file}`, import.meta.url), 'utf8'));
