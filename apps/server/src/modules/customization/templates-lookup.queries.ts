import { isUuid } from '@stockroom/contract';
import { brandFields, brands, type Db, templates, users } from '@stockroom/db';
import { and, eq, isNull } from 'drizzle-orm';

export type TemplateRow = typeof templates.$inferSelect;

/** A live template by id; a product's `design_huddle_template_id` may hold anything an admin typed. */
export async function liveTemplate(db: Db, id: string): Promise<TemplateRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select()
    .from(templates)
    .where(and(eq(templates.id, id), isNull(templates.deleted_at)));
  return row ?? null;
}

/** A template by id, deleted or not: a project keeps its last template's document. */
export async function anyTemplate(db: Db, id: string): Promise<TemplateRow | null> {
  const [row] = await db.select().from(templates).where(eq(templates.id, id));
  return row ?? null;
}

/** The values of the live brand a user's account is linked to, or null. */
export async function brandOfUser(db: Db, userId: string) {
  const [row] = await db
    .select({ id: brands.id, values: brands.values, updated_at: brands.updated_at })
    .from(users)
    .innerJoin(brands, and(eq(brands.id, users.brand_id), isNull(brands.deleted_at)))
    .where(eq(users.id, userId));
  return row ?? null;
}

export const brandFieldTypes = (db: Db) =>
  db.select({ name: brandFields.name, type: brandFields.type }).from(brandFields);
