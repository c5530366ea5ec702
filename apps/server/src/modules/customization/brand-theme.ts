/**
 * A member's brand as template values (DESIGN §1.7): the colours and texts of a new project, the
 * texts a project lacks when its template gains a placeholder, and the first theme of the list.
 */
import {
  isBrandImagePath,
  PLACEHOLDER_BRAND_FIELD,
  THEME_TEXT_MAX,
  type ThemeValues,
  themeFromBrand,
} from '@stockroom/contract';
import type { Db } from '@stockroom/db';
import { brandFieldTypes, brandOfUser } from './templates-lookup.queries';

/** Brand fields whose value is a text a template can show (colours and images are not). */
const TEXT_FIELD_TYPES = new Set(['text', 'long-text', 'url', 'email', 'phone']);
const PLACEHOLDER_NAME = /^[a-z][a-z0-9_]{0,39}$/;
const STANDARD_PLACEHOLDERS = ['isp', 'url', 'phone'];

/** The placeholder a brand field fills: `name` fills `{{isp}}`, `website` `{{url}}`, any other its own name. */
const placeholderOf = (field: string) =>
  Object.entries(PLACEHOLDER_BRAND_FIELD).find(([, brandField]) => brandField === field)?.[0] ?? field;

export interface MemberBrand {
  id: string;
  values: Record<string, string>;
  updated_at: Date;
}

/** The member's brand, or null when their account has none. */
export const memberBrand = (db: Db, userId: string): Promise<MemberBrand | null> => brandOfUser(db, userId);

/** The theme a brand's values make for these placeholders; texts cut to what a theme holds, logo only a brand image. */
export function brandTheme(values: Record<string, string>, placeholders: readonly string[]): ThemeValues {
  const theme = themeFromBrand(values, placeholders);
  const text = Object.fromEntries(
    Object.entries(theme.text).map(([name, value]) => [name, value.slice(0, THEME_TEXT_MAX)]),
  );
  return { ...theme, text, logo: isBrandImagePath(theme.logo) ? theme.logo : '' };
}

/** Every placeholder a brand can fill: the standard three, and each text field under its placeholder name. */
export async function brandPlaceholders(db: Db) {
  const fields = await brandFieldTypes(db);
  const names = fields
    .filter((f) => TEXT_FIELD_TYPES.has(f.type))
    .map((f) => placeholderOf(f.name))
    .filter((name) => PLACEHOLDER_NAME.test(name));
  return [...new Set([...STANDARD_PLACEHOLDERS, ...names])];
}
