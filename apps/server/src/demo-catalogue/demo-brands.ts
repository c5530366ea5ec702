/**
 * The demo's brand kits (decision 0018): the brand form's sections and fields, whose names the
 * web app and the browser tests rely on, and a brand for each demo member's company. Colours are
 * chosen for contrast: dark1 on light1 and light1 on accent1 read at 4.5:1 or more.
 */
import type { BrandFieldType } from '@stockroom/contract';
import { DEMO_MEMBER } from '../config';

export interface DemoSection {
  name: string;
  label: string;
  fields: { name: string; label: string; type: BrandFieldType }[];
}

const colour = (name: string, label: string) => ({ name, label, type: 'color' as const });

/** In display order; each section lists its fields in order. */
export const DEMO_BRAND_SECTIONS: DemoSection[] = [
  {
    name: 'identity',
    label: 'Identity',
    fields: [
      { name: 'name', label: 'Company name', type: 'text' },
      { name: 'logo', label: 'Logo', type: 'image' },
      { name: 'tagline', label: 'Tagline', type: 'text' },
    ],
  },
  {
    name: 'colours',
    label: 'Colours',
    fields: [
      colour('accent1', 'Accent 1'),
      colour('accent2', 'Accent 2'),
      colour('light1', 'Light 1'),
      colour('light2', 'Light 2'),
      colour('dark1', 'Dark 1'),
      colour('dark2', 'Dark 2'),
    ],
  },
  {
    name: 'contact',
    label: 'Contact',
    fields: [
      { name: 'website', label: 'Web address', type: 'url' },
      { name: 'phone', label: 'Phone', type: 'phone' },
      { name: 'email', label: 'E-mail', type: 'email' },
      { name: 'address', label: 'Address', type: 'long-text' },
    ],
  },
];

export type LogoMark = 'wave' | 'peak' | 'ring' | 'ridge';

export interface DemoBrand {
  /** The demo account the brand is linked to. */
  username: string;
  mark: LogoMark;
  /** Every value but the logo, which is drawn and stored at seeding. */
  values: Record<string, string>;
}

export const DEMO_BRANDS: DemoBrand[] = [
  {
    username: DEMO_MEMBER.username,
    mark: 'wave',
    values: {
      name: 'Northwind Fiber',
      tagline: 'Fiber to every doorstep',
      accent1: '#0b5cad',
      accent2: '#f59e0b',
      light1: '#ffffff',
      light2: '#e8f1fb',
      dark1: '#0f172a',
      dark2: '#334155',
      website: 'https://northwindfiber.example',
      phone: '+1 (555) 010-0142',
      email: 'hello@northwindfiber.example',
      address: '120 Harbor Street\nPortland, ME 04101',
    },
  },
  {
    username: 'prospect',
    mark: 'peak',
    values: {
      name: 'Summit Valley Broadband',
      tagline: 'Fast internet from the valley floor to the summit',
      accent1: '#2f6b3a',
      accent2: '#c2841a',
      light1: '#fbfaf5',
      light2: '#eef3e8',
      dark1: '#1b2a1f',
      dark2: '#3d5a44',
      website: 'https://summitvalley.example',
      phone: '+1 (555) 010-0178',
      email: 'support@summitvalley.example',
      address: '45 Mill Road\nBoulder, CO 80302',
    },
  },
  {
    username: 'fullaccess',
    mark: 'ring',
    values: {
      name: 'Lakeshore Telecom',
      tagline: 'Connecting the shore, one home at a time',
      accent1: '#0e6e7e',
      accent2: '#ef6f4c',
      light1: '#ffffff',
      light2: '#e6f4f6',
      dark1: '#0c2a33',
      dark2: '#285560',
      website: 'https://lakeshoretelecom.example',
      phone: '+1 (555) 010-0115',
      email: 'care@lakeshoretelecom.example',
      address: '8 Lakeview Avenue\nDuluth, MN 55802',
    },
  },
  {
    username: 'applicant',
    mark: 'ridge',
    values: {
      name: 'Ridgeway Networks',
      tagline: 'Reliable networks across the ridge',
      accent1: '#7a2e8e',
      accent2: '#e0a526',
      light1: '#fdfbff',
      light2: '#f1e8f5',
      dark1: '#24132b',
      dark2: '#4b3357',
      website: 'https://ridgewaynetworks.example',
      phone: '+1 (555) 010-0163',
      email: 'info@ridgewaynetworks.example',
      address: '300 Summit Parkway, Suite 4\nAsheville, NC 28801',
    },
  },
];
