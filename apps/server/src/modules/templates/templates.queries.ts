import { type Db, products, templates } from '@stockroom/db';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';

export type TemplateRow = typeof templates.$inferSelect;
export type NewTemplate = Pick<
  typeof templates.$inferInsert,
  'name' | 'svg' | 'document' | 'size_bytes' | 'element_count'
>;
export type TemplateProductRow = { template_id: string; id: string; title: string };

const live = isNull(templates.deleted_at);

/** Every live template, by name. */
export const listTemplateRows = (db: Db): Promise<TemplateRow[]> =>
  db.select().from(templates).where(live).orderBy(asc(templates.name), asc(templates.id));

/** A live template; `lock` holds it against a concurrent delete or replacement until the transaction ends. */
export async function findTemplateRow(db: Db, id: string, lock?: 'update' | 'share'): Promise<TemplateRow | null> {
  const query = db
    .select()
    .from(templates)
    .where(and(eq(templates.id, id), live));
  const [row] = await (lock ? query.for(lock) : query);
  return row ?? null;
}

export async function insertTemplate(tx: Db, values: NewTemplate): Promise<TemplateRow> {
  const [row] = await tx.insert(templates).values(values).returning();
  if (!row) throw new Error('template insert returned no row');
  return row;
}

/** Renames, replaces the SVG (a new version) and/or sets the slots' settings. Null when the template is gone. */
export async function updateTemplateRow(
  tx: Db,
  id: string,
  patch: {
    name?: string | undefined;
    content?: Omit<NewTemplate, 'name'> | undefined;
    slotSettings?: Record<string, unknown> | undefined;
  },
): Promise<TemplateRow | null> {
  const { content } = patch;
  const [row] = await tx
    .update(templates)
    .set({
      ...(patch.name !== undefined && { name: patch.name }),
      ...(patch.slotSettings !== undefined && { slot_settings: patch.slotSettings }),
      ...(content && {
        svg: content.svg,
        document: content.document,
        size_bytes: content.size_bytes,
        element_count: content.element_count,
        version: sql`${templates.version} + 1`,
      }),
      updated_at: sql`now()`,
    })
    .where(and(eq(templates.id, id), live))
    .returning();
  return row ?? null;
}

/** Marks a template deleted; projects made from it keep pointing at its row. */
export async function softDeleteTemplate(tx: Db, id: string): Promise<boolean> {
  const rows = await tx
    .update(templates)
    .set({ deleted_at: sql`now()`, updated_at: sql`now()` })
    .where(and(eq(templates.id, id), live))
    .returning({ id: templates.id });
  return rows.length > 0;
}

/** Products whose design_huddle_template_id names one of these templates, by title. */
export async function productsUsingTemplates(db: Db, templateIds: string[]): Promise<TemplateProductRow[]> {
  if (templateIds.length === 0) return [];
  return db
    .select({ template_id: products.design_huddle_template_id, id: products.id, title: products.title })
    .from(products)
    .where(inArray(products.design_huddle_template_id, templateIds))
    .orderBy(asc(products.title), asc(products.id));
}
