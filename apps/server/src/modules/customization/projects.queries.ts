import type { ProjectValues } from '@stockroom/contract';
import { type Db, products, projects, templates, transactions, users } from '@stockroom/db';
import { and, count, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';

export type ProjectRow = Omit<typeof projects.$inferSelect, 'values'> & { values: ProjectValues };

const live = isNull(projects.deleted_at);

/**
 * The member's open project for a product (the newest, should there be more than one); a campaign's
 * piece is the campaign's, so opening the product alone never lands in it (decision 0050).
 */
export async function openProjectRow(db: Db, userId: string, productId: string): Promise<ProjectRow | null> {
  const [row] = await db
    .select()
    .from(projects)
    .where(
      and(eq(projects.user_id, userId), eq(projects.product_id, productId), isNull(projects.campaign_project_id), live),
    )
    .orderBy(desc(projects.created_at))
    .limit(1);
  return (row as ProjectRow | undefined) ?? null;
}

/** The member's open projects for a product, oldest first. */
export async function openProjectRows(db: Db, userId: string, productId: string): Promise<ProjectRow[]> {
  const rows = await db
    .select()
    .from(projects)
    .where(and(eq(projects.user_id, userId), eq(projects.product_id, productId), live))
    .orderBy(projects.created_at);
  return rows as ProjectRow[];
}

/** A live (not deleted) project. */
export async function liveProjectRow(db: Db, id: string): Promise<ProjectRow | null> {
  const [row] = await db
    .select()
    .from(projects)
    .where(and(eq(projects.id, id), live));
  return (row as ProjectRow | undefined) ?? null;
}

/**
 * Holds the member's row until the transaction ends, so that two opens of the same product at once
 * make one project, not two.
 */
export async function lockUser(tx: Db, userId: string) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

export async function insertProject(
  tx: Db,
  values: { user_id: string; product_id: string; template_id: string; values: ProjectValues },
): Promise<ProjectRow> {
  const [row] = await tx.insert(projects).values(values).returning();
  if (!row) throw new Error('project insert returned no row');
  return row as ProjectRow;
}

export async function updateProjectRow(
  db: Db,
  id: string,
  changes: { values?: ProjectValues; template_id?: string },
): Promise<ProjectRow | null> {
  const [row] = await db
    .update(projects)
    .set({ ...changes, updated_at: sql`now()` })
    .where(and(eq(projects.id, id), live))
    .returning();
  return (row as ProjectRow | undefined) ?? null;
}

export async function softDeleteProject(db: Db, id: string) {
  const rows = await db
    .update(projects)
    .set({ deleted_at: sql`now()` })
    .where(and(eq(projects.id, id), live))
    .returning({ id: projects.id });
  return rows.length > 0;
}

export interface ProjectFilter {
  userId?: string;
  productId?: string;
}

const filterOf = (f: ProjectFilter): SQL | undefined =>
  and(
    live,
    f.userId ? eq(projects.user_id, f.userId) : undefined,
    f.productId ? eq(projects.product_id, f.productId) : undefined,
  );

/** Live projects with their member, product, template version and downloads, most recently changed first. */
export async function projectSummaryRows(db: Db, filter: ProjectFilter, page?: { limit: number; offset: number }) {
  const query = db
    .select({
      id: projects.id,
      user_id: projects.user_id,
      first_name: users.first_name,
      last_name: users.last_name,
      username: users.username,
      email: users.email_address,
      product_id: projects.product_id,
      product_title: products.title,
      template_id: projects.template_id,
      template_version: templates.version,
      created_at: projects.created_at,
      updated_at: projects.updated_at,
      download_count: sql<number>`(select count(*) from ${transactions} d
        where d.project_id = ${projects.id} and d.status = 'ready')`.mapWith(Number),
      last_downloaded_at: sql<Date | null>`(select max(d.created_at) from ${transactions} d
        where d.project_id = ${projects.id} and d.status = 'ready')`.mapWith((v) => (v ? new Date(v) : null)),
    })
    .from(projects)
    .innerJoin(users, eq(users.id, projects.user_id))
    .innerJoin(products, eq(products.id, projects.product_id))
    .innerJoin(templates, eq(templates.id, projects.template_id))
    .where(filterOf(filter))
    .orderBy(desc(projects.updated_at), desc(projects.id));
  return page ? query.limit(page.limit).offset(page.offset) : query;
}
export type ProjectSummaryRow = Awaited<ReturnType<typeof projectSummaryRows>>[number];

export async function countProjects(db: Db, filter: ProjectFilter) {
  const [row] = await db.select({ count: count() }).from(projects).where(filterOf(filter));
  return row?.count ?? 0;
}
