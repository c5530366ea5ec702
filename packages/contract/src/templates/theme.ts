import type { ColorClass } from './document';
import { COLOR_CLASSES } from './document';
import type { PhotoPan } from './photo-placement';

/** What a member may change in a template (DESIGN §1.7): colours, texts and the logo; never layout. */
export interface ThemeValues {
  /** Spec §3's shape: each colour class with its colour (#rrggbb). */
  classes: Record<ColorClass, { color: string }>;
  /** Placeholder name → its text. */
  text: Record<string, string>;
  /** The logo's address ('' leaves the logo slot empty). */
  logo: string;
  /** Photo slot name → the photo drawn in it; a slot left out shows the template's own photo. */
  slotPhotos?: Record<string, PlacedPhoto>;
}

/** A photo for a slot: its address (a data: address in exports), its size in pixels, and its pan and zoom. */
export interface PlacedPhoto extends PhotoPan {
  href: string;
  width: number;
  height: number;
}

/**
 * Placeholders whose names differ from the brand field they take (spec §3's `isp`, `url`,
 * `phone`); any other `{{name}}` takes the brand field of that name.
 */
export const PLACEHOLDER_BRAND_FIELD: Record<string, string> = { isp: 'name', url: 'website', phone: 'phone' };
export const brandFieldOf = (placeholder: string) => PLACEHOLDER_BRAND_FIELD[placeholder] ?? placeholder;

/** Colours for a template without a brand: neutral, readable, and obviously not anyone's brand. */
export const DEFAULT_COLORS: Record<ColorClass, string> = {
  accent1: '#1a73e8',
  accent2: '#f29900',
  light1: '#ffffff',
  light2: '#eef2f7',
  dark1: '#1f2933',
  dark2: '#52606d',
};

/** The theme a brand's values make: its colours (defaults where unset), the texts its fields fill, its logo. */
export function themeFromBrand(values: Record<string, string>, placeholders: readonly string[]): ThemeValues {
  const classes = Object.fromEntries(
    COLOR_CLASSES.map((name) => {
      const value = values[name] ?? '';
      return [name, { color: /^#[0-9a-fA-F]{6}$/.test(value) ? value : DEFAULT_COLORS[name] }];
    }),
  ) as ThemeValues['classes'];
  const text: Record<string, string> = {};
  for (const name of new Set(['isp', 'url', 'phone', ...placeholders])) text[name] = values[brandFieldOf(name)] ?? '';
  return { classes, text, logo: values.logo ?? '' };
}
