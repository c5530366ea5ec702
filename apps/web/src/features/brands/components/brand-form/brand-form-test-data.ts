import type { Field, Section } from '@stockroom/contract';

const times = { created_at: '2026-01-01T00:00:00.000Z', updated_at: '2026-01-01T00:00:00.000Z', deleted_at: null };
const field = (n: number, name: string, label: string, type: string, section: string): Field => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  ...times,
  name,
  label,
  type,
  section,
});

/** A brand form as the demo defines it, with one bracketed key and one field in no section. */
export const FIELDS: Field[] = [
  field(1, 'name', 'Company name', 'text', 'identity'),
  field(2, 'logo', 'Logo', 'image', 'identity'),
  field(3, 'accent1', 'Accent 1', 'color', 'colours'),
  field(4, 'contact[phone]', 'Phone', 'phone', 'contact'),
  field(5, 'website', 'Website', 'url', 'contact'),
  field(6, 'email', 'E-mail', 'email', 'contact'),
  field(7, 'about', 'About', 'long-text', ''),
];

const section = (n: number, name: string, label: string, fields: string[]): Section => ({
  id: `10000000-0000-4000-8000-00000000000${n}`,
  name,
  label,
  fields,
});

export const SECTIONS: Section[] = [
  section(1, 'identity', 'Identity', ['name', 'logo']),
  section(2, 'colours', 'Colours', ['accent1']),
  section(3, 'contact', 'Contact', ['website', 'contact[phone]', 'email']),
];

export const VALUES: Record<string, string> = {
  name: 'Northwind Fiber',
  logo: '/files/brand-images/11111111-1111-4111-8111-111111111111.png',
  accent1: '#0b5394',
  'contact[phone]': '+1 555 010 0200',
  website: 'https://northwind.example',
  legacy: 'kept',
};
