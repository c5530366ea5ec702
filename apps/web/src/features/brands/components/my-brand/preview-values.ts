import { BRAND_NAME_KEY, type Field, isHexColor } from '@stockroom/contract';

/** What a flyer shows of a brand, read from the values as typed. */
export interface FlyerContent {
  name: string;
  tagline: string;
  logo: string;
  phone: string;
  website: string;
  /** The colours templates use, each #rrggbb or a stand-in while it is not one. */
  colors: { dark: string; light: string; accent: string };
  /** Every colour field with its label, for the swatches. */
  swatches: { label: string; value: string }[];
}

const FALLBACK = { dark: '#212121', light: '#ffffff', accent: '#616161' };

/** The first non-empty value among the fields of `type`, or of the key `preferred`. */
function firstOf(fields: Field[], values: Record<string, string>, type: string, preferred: string) {
  if (values[preferred]) return values[preferred];
  const field = fields.find((f) => f.type === type && f.name && values[f.name]);
  return field?.name ? (values[field.name] ?? '') : '';
}

const colorOr = (value: string | undefined, fallback: string) => (value && isHexColor(value) ? value : fallback);

/**
 * The flyer's content: the name, tagline and template colours by their keys (the demo's brand kit),
 * the logo, phone and web address by key or else by the first field of their type.
 */
export function flyerContent(fields: Field[], values: Record<string, string>): FlyerContent {
  return {
    name: values[BRAND_NAME_KEY] ?? '',
    tagline: values.tagline ?? '',
    logo: firstOf(fields, values, 'image', 'logo'),
    phone: firstOf(fields, values, 'phone', 'phone'),
    website: firstOf(fields, values, 'url', 'website'),
    colors: {
      dark: colorOr(values.dark1, FALLBACK.dark),
      light: colorOr(values.light1, FALLBACK.light),
      accent: colorOr(values.accent1, FALLBACK.accent),
    },
    swatches: fields
      .filter((field) => field.type === 'color' && field.name)
      .map((field) => ({ label: field.label || (field.name as string), value: values[field.name as string] ?? '' })),
  };
}
