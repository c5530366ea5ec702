/**
 * The brand form's definition: fields and sections. Both tables are small (a form's worth of
 * rows), so the service reads them whole inside its transaction and writes back what changed.
 */
import { brandFields, brandSections, type Db } from '@stockroom/db';
import { and, asc, eq, inArray, max, ne, sql } from 'drizzle-orm';

export type FieldRow = typeof brandFields.$inferSelect;
export type SectionRow = typeof brandSections.$inferSelect;
export type FieldValues = Pick<FieldRow, 'name' | 'label' | 'type' | 'section'>;
export type SectionValues = Pick<SectionRow, 'name' | 'label' | 'fields'>;

/**
 * Serializes writes to the form until the transaction ends: a field's `section` and a section's
 * `fields` are read, then written together, and two writers must not interleave.
 */
export async function lockBrandForm(tx: Db) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('stockroom.brands.form'))`);
}

export const listFieldRows = (db: Db): Promise<FieldRow[]> =>
  db.select().from(brandFields).orderBy(asc(brandFields.name));

export async function findFieldRow(db: Db, id: string): Promise<FieldRow | null> {
  const [row] = await db.select().from(brandFields).where(eq(brandFields.id, id));
  return row ?? null;
}

/** Each field's type by its name, for checking brand values. */
export async function fieldTypes(db: Db): Promise<Map<string, string>> {
  const rows = await db.select({ name: brandFields.name, type: brandFields.type }).from(brandFields);
  return new Map(rows.map((r) => [r.name, r.type]));
}

export async function fieldNameTaken(db: Db, name: string, exceptId?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: brandFields.id })
    .from(brandFields)
    .where(and(eq(brandFields.name, name), exceptId ? ne(brandFields.id, exceptId) : undefined));
  return Boolean(row);
}

export async function insertField(tx: Db, values: FieldValues): Promise<FieldRow> {
  const [row] = await tx.insert(brandFields).values(values).returning();
  if (!row) throw new Error('field insert returned no row');
  return row;
}

export async function updateFieldRow(tx: Db, id: string, values: Partial<FieldValues>): Promise<FieldRow | null> {
  const [row] = await tx
    .update(brandFields)
    .set({ ...values, updated_at: sql`now()` })
    .where(eq(brandFields.id, id))
    .returning();
  return row ?? null;
}

/** Puts the named fields in `section` ('' for none). */
export async function setFieldsSection(tx: Db, names: string[], section: string) {
  if (names.length === 0) return;
  await tx.update(brandFields).set({ section, updated_at: sql`now()` }).where(inArray(brandFields.name, names));
}

/** Every field in section `from` moves to `to` (a rename, or '' when it goes). */
export const moveSectionFields = (tx: Db, from: string, to: string) =>
  tx.update(brandFields).set({ section: to, updated_at: sql`now()` }).where(eq(brandFields.section, from));

export async function deleteFieldRow(tx: Db, id: string): Promise<boolean> {
  const rows = await tx.delete(brandFields).where(eq(brandFields.id, id)).returning({ id: brandFields.id });
  return rows.length > 0;
}

/** Every section in display order. */
export const listSectionRows = (db: Db): Promise<SectionRow[]> =>
  db.select().from(brandSections).orderBy(asc(brandSections.position), asc(brandSections.name), asc(brandSections.id));

export async function findSectionRow(db: Db, id: string): Promise<SectionRow | null> {
  const [row] = await db.select().from(brandSections).where(eq(brandSections.id, id));
  return row ?? null;
}

/** A new section goes last in the display order. */
export async function insertSection(tx: Db, values: SectionValues): Promise<SectionRow> {
  const [last] = await tx.select({ position: max(brandSections.position) }).from(brandSections);
  const position = (last?.position ?? -1) + 1;
  const [row] = await tx
    .insert(brandSections)
    .values({ ...values, position })
    .returning();
  if (!row) throw new Error('section insert returned no row');
  return row;
}

export async function updateSectionRow(tx: Db, id: string, values: Partial<SectionValues>): Promise<SectionRow | null> {
  const [row] = await tx
    .update(brandSections)
    .set({ ...values, updated_at: sql`now()` })
    .where(eq(brandSections.id, id))
    .returning();
  return row ?? null;
}

export async function deleteSectionRow(tx: Db, id: string): Promise<boolean> {
  const rows = await tx.delete(brandSections).where(eq(brandSections.id, id)).returning({ id: brandSections.id });
  return rows.length > 0;
}
