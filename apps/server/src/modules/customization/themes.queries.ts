import type { ThemeColors } from '@stockroom/contract';
import { type Db, themes } from '@stockroom/db';
import { and, asc, count, eq, sql } from 'drizzle-orm';

export type ThemeRow = Omit<typeof themes.$inferSelect, 'classes' | 'text'> & {
  classes: ThemeColors;
  text: Record<string, string>;
};
export interface ThemeFields {
  name: string;
  classes: ThemeColors;
  text: Record<string, string>;
}

/** The member's saved themes, oldest first. */
export const themeRows = async (db: Db, userId: string) =>
  (await db
    .select()
    .from(themes)
    .where(eq(themes.user_id, userId))
    .orderBy(asc(themes.created_at), asc(themes.id))) as ThemeRow[];

export async function countThemes(db: Db, userId: string) {
  const [row] = await db.select({ count: count() }).from(themes).where(eq(themes.user_id, userId));
  return row?.count ?? 0;
}

export async function insertTheme(db: Db, userId: string, fields: ThemeFields) {
  const [row] = await db
    .insert(themes)
    .values({ user_id: userId, ...fields })
    .returning();
  if (!row) throw new Error('theme insert returned no row');
  return row as ThemeRow;
}

/** The member's theme changed, or null when they have none of that id. */
export async function updateThemeRow(db: Db, userId: string, id: string, changes: Partial<ThemeFields>) {
  const [row] = await db
    .update(themes)
    .set({ ...changes, updated_at: sql`now()` })
    .where(and(eq(themes.id, id), eq(themes.user_id, userId)))
    .returning();
  return (row as ThemeRow | undefined) ?? null;
}

export async function deleteThemeRow(db: Db, userId: string, id: string) {
  const rows = await db
    .delete(themes)
    .where(and(eq(themes.id, id), eq(themes.user_id, userId)))
    .returning({ id: themes.id });
  return rows.length > 0;
}
