/**
 * The demo's SVG templates (DESIGN §1.7), drawn by hand in `templates/`, and the template product
 * each is linked to. Every template product of the demo gets one, so that each can be customized;
 * products of a kind share the template closest to them in size.
 */
import { readFileSync } from 'node:fs';

export interface DemoTemplate {
  file: string;
  name: string;
}

export const DEMO_TEMPLATES = {
  social: { file: 'social-post.svg', name: 'Speed upgrade social post (1080 × 1080 px)' },
  banner: { file: 'banner.svg', name: 'Refer-a-friend banner (1200 × 628 px)' },
  letter: { file: 'letter-flyer.svg', name: 'Grand opening flyer (US Letter)' },
  a4: { file: 'a4-flyer.svg', name: 'Business rate card (A4, 3 mm bleed)' },
  postcard: { file: 'postcard.svg', name: 'New mover postcard (6 × 4 in, two pages)' },
  doorHanger: { file: 'door-hanger.svg', name: 'Fiber is here door hanger (4.25 × 11 in)' },
} satisfies Record<string, DemoTemplate>;
export type DemoTemplateKey = keyof typeof DEMO_TEMPLATES;

/** Each demo template product, by title, with its template. */
export const DEMO_PRODUCT_TEMPLATES: Record<string, DemoTemplateKey> = {
  'Speed Upgrade Announcement Posts': 'social',
  'Customer Testimonial Quote Cards': 'social',
  'Local Sponsorship Shout-out Posts': 'social',
  'Refer-a-Friend Social Ads': 'banner',
  'Branded Email Signature': 'banner',
  'Service Van Wrap Layout': 'banner',
  'Grand Opening Flyer': 'letter',
  'Win-back Letter for Former Subscribers': 'letter',
  'Letterhead and Business Card Set': 'letter',
  'Small Business Rate Card': 'a4',
  'Tri-fold Service Brochure': 'a4',
  'Storefront Window Decal': 'a4',
  'New Mover Welcome Postcard': 'postcard',
  'Bill Insert: Autopay Reminder': 'postcard',
  'Fiber Is Here Door Hanger': 'doorHanger',
};

/** The SVG text of a demo template, as an admin would upload it. */
export const demoTemplateSvg = (template: DemoTemplate) =>
  readFileSync(new URL(`./templates/${template.file}`, import.meta.url), 'utf8');
