import type { ProjectValues, SlotOverrideNames } from '@stockroom/contract';
import { campaignProjects, type Db, productAssociations, products, projects, users } from '@stockroom/db';
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';

export type CampaignProjectRow = Omit<typeof campaignProjects.$inferSelect, 'values'> & { values: ProjectValues };

/** A campaign's piece as stored: its product, its values and the slots it keeps for itself. */
export interface PieceRow {
  id: string;
  product_id: string;
  values: ProjectValues;
  overrides: SlotOverrideNames;
}

const live = isNull(campaignProjects.deleted_at);

/**
 * The campaign's associated products in its order, with their titles, drafts and all: the service
 * decides what the member may use. A campaign's links have no order of their own, and by id the
 * pieces would come in another order on each install: by title, as its product page lists them.
 */
export async function campaignProductRows(db: Db, campaignId: string) {
  return db
    .select({ product_id: productAssociations.product_id, title: products.title })
    .from(productAssociations)
    .innerJoin(products, eq(products.id, productAssociations.product_id))
    .where(eq(productAssociations.campaign_id, campaignId))
    .orderBy(sql`lower(${products.title})`, asc(productAssociations.product_id));
}

/**
 * Holds the member's row until the transaction ends (as opening a single project does), so that
 * two opens of one campaign at once make one campaign project and one piece per product.
 */
export async function lockMember(tx: Db, userId: string) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

/** The member's open campaign project for a campaign product (the newest, should there be more). */
export async function openCampaignRow(db: Db, userId: string, productId: string): Promise<CampaignProjectRow | null> {
  const [row] = await db
    .select()
    .from(campaignProjects)
    .where(and(eq(campaignProjects.user_id, userId), eq(campaignProjects.product_id, productId), live))
    .orderBy(desc(campaignProjects.created_at))
    .limit(1);
  return (row as CampaignProjectRow | undefined) ?? null;
}

export async function liveCampaignRow(db: Db, id: string): Promise<CampaignProjectRow | null> {
  const [row] = await db
    .select()
    .from(campaignProjects)
    .where(and(eq(campaignProjects.id, id), live));
  return (row as CampaignProjectRow | undefined) ?? null;
}

export async function insertCampaignRow(
  tx: Db,
  values: { user_id: string; product_id: string; values: ProjectValues },
): Promise<CampaignProjectRow> {
  const [row] = await tx.insert(campaignProjects).values(values).returning();
  if (!row) throw new Error('campaign project insert returned no row');
  return row as CampaignProjectRow;
}

export async function updateCampaignValues(tx: Db, id: string, values: ProjectValues) {
  await tx
    .update(campaignProjects)
    .set({ values, updated_at: sql`now()` })
    .where(and(eq(campaignProjects.id, id), live));
}

/** The campaign project's live pieces, oldest first. */
export async function pieceRows(db: Db, campaignProjectId: string): Promise<PieceRow[]> {
  const rows = await db
    .select({
      id: projects.id,
      product_id: projects.product_id,
      values: projects.values,
      overrides: projects.overrides,
    })
    .from(projects)
    .where(and(eq(projects.campaign_project_id, campaignProjectId), isNull(projects.deleted_at)))
    .orderBy(asc(projects.created_at), asc(projects.id));
  return rows as PieceRow[];
}

export async function insertPiece(
  tx: Db,
  values: {
    user_id: string;
    product_id: string;
    template_id: string;
    campaign_project_id: string;
    values: ProjectValues;
  },
) {
  const [row] = await tx.insert(projects).values(values).returning({ id: projects.id });
  if (!row) throw new Error('piece insert returned no row');
  return row.id;
}

/** A piece's values, the slots it keeps for itself, and the template they were checked against. */
export async function updatePiece(
  tx: Db,
  id: string,
  changes: { values: ProjectValues; overrides: SlotOverrideNames; template_id: string },
) {
  const rows = await tx
    .update(projects)
    .set({ ...changes, updated_at: sql`now()` })
    .where(and(eq(projects.id, id), isNull(projects.deleted_at)))
    .returning({ id: projects.id });
  return rows.length > 0;
}

/** Deletes a campaign project and its pieces, softly as a project is: their downloads stay listed. */
export async function softDeleteCampaign(tx: Db, id: string) {
  await tx
    .update(projects)
    .set({ deleted_at: sql`now()` })
    .where(and(eq(projects.campaign_project_id, id), isNull(projects.deleted_at)));
  await tx
    .update(campaignProjects)
    .set({ deleted_at: sql`now()` })
    .where(and(eq(campaignProjects.id, id), live));
}
