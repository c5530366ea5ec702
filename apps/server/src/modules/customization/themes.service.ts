/**
 * A member's themes (spec §3 template customization, DESIGN §1.7): the first made from their
 * brand, then the ones they saved. Another member's theme is 404, as if it did not exist.
 */
import {
  type TemplateCustomization,
  type ThemeColors,
  type ThemeCreateSchema,
  type ThemeUpdateSchema,
  ZERO_UUID,
} from '@stockroom/contract';
import type { z } from 'zod/mini';
import type { AppDeps } from '../../deps';
import { badRequest, notFound } from '../../errors';
import type { Viewer } from '../access/access.service';
import { brandPlaceholders, brandTheme, memberBrand } from './brand-theme';
import { lockUser } from './projects.queries';
import { countThemes, deleteThemeRow, insertTheme, type ThemeRow, themeRows, updateThemeRow } from './themes.queries';

type ThemeDeps = Pick<AppDeps, 'database'>;

/** Enough for every campaign a member runs; a cap keeps one account from filling the table. */
export const THEMES_PER_MEMBER = 50;

const themeNotFound = () => notFound('Theme not found');

const toTheme = (row: ThemeRow): TemplateCustomization => ({
  id: row.id,
  name: row.name,
  source: 'saved',
  classes: row.classes,
  text: row.text,
});

/** GET /api/templateCustomizations: the brand's theme first, then the member's, oldest first. */
export async function listThemes(deps: ThemeDeps, viewer: Viewer): Promise<TemplateCustomization[]> {
  const db = deps.database.db;
  const [brand, placeholders, saved] = await Promise.all([
    memberBrand(db, viewer.userId),
    brandPlaceholders(db),
    themeRows(db, viewer.userId),
  ]);
  const theme = brandTheme(brand?.values ?? {}, placeholders);
  const brandName = brand?.values.name?.trim();
  const first: TemplateCustomization = {
    id: ZERO_UUID,
    name: brand ? `${brandName || 'Your'} brand` : 'Standard colours',
    source: 'brand',
    classes: theme.classes as ThemeColors,
    text: theme.text,
  };
  return [first, ...saved.map(toTheme)];
}

export async function createTheme(deps: ThemeDeps, viewer: Viewer, body: z.output<typeof ThemeCreateSchema>) {
  const row = await deps.database.db.transaction(async (tx) => {
    // Held so that two saves at once cannot both pass the cap.
    await lockUser(tx, viewer.userId);
    if ((await countThemes(tx, viewer.userId)) >= THEMES_PER_MEMBER) {
      throw badRequest(`You can keep at most ${THEMES_PER_MEMBER} themes: delete one you no longer use first`);
    }
    return insertTheme(tx, viewer.userId, body);
  });
  return toTheme(row);
}

export async function updateTheme(
  deps: ThemeDeps,
  viewer: Viewer,
  id: string,
  body: z.output<typeof ThemeUpdateSchema>,
) {
  const changes = Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined));
  const row = await updateThemeRow(deps.database.db, viewer.userId, id, changes);
  if (!row) throw themeNotFound();
  return toTheme(row);
}

export async function removeTheme(deps: ThemeDeps, viewer: Viewer, id: string) {
  if (!(await deleteThemeRow(deps.database.db, viewer.userId, id))) throw themeNotFound();
  return { id };
}
