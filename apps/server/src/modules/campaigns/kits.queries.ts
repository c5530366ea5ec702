import type { SkippedProduct } from '@stockroom/contract';
import { campaignKits, type Db, type KitPieceEntry, products, transactions } from '@stockroom/db';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';

export type KitRow = Omit<typeof campaignKits.$inferSelect, 'skipped'> & { skipped: SkippedProduct[] };

const kitColumns = {
  id: campaignKits.id,
  user_id: campaignKits.user_id,
  campaign_project_id: campaignKits.campaign_project_id,
  product_id: campaignKits.product_id,
  product_title: products.title,
  product_slug: products.slug,
  svg: campaignKits.svg,
  status: campaignKits.status,
  error: campaignKits.error,
  file_key: campaignKits.file_key,
  file_name: campaignKits.file_name,
  size_bytes: campaignKits.size_bytes,
  pieces: campaignKits.pieces,
  skipped: campaignKits.skipped,
  created_at: campaignKits.created_at,
  updated_at: campaignKits.updated_at,
};
export type KitWithProduct = KitRow & { product_title: string; product_slug: string };

export async function insertKit(
  tx: Db,
  values: {
    user_id: string;
    campaign_project_id: string;
    product_id: string;
    svg: boolean;
    pieces: KitPieceEntry[];
    skipped: SkippedProduct[];
  },
) {
  const [row] = await tx.insert(campaignKits).values(values).returning({ id: campaignKits.id });
  if (!row) throw new Error('kit insert returned no row');
  return row.id;
}

export async function kitRow(db: Db, id: string): Promise<KitWithProduct | null> {
  const [row] = await db
    .select(kitColumns)
    .from(campaignKits)
    .innerJoin(products, eq(products.id, campaignKits.product_id))
    .where(eq(campaignKits.id, id));
  return (row as KitWithProduct | undefined) ?? null;
}

/** The member's kits, newest first. */
export async function kitRows(db: Db, userId: string, limit: number): Promise<KitWithProduct[]> {
  const rows = await db
    .select(kitColumns)
    .from(campaignKits)
    .innerJoin(products, eq(products.id, campaignKits.product_id))
    .where(eq(campaignKits.user_id, userId))
    .orderBy(desc(campaignKits.created_at), desc(campaignKits.id))
    .limit(limit);
  return rows as KitWithProduct[];
}

/** The downloads the kits' pieces were rendered as, in the order they were written. */
export async function kitFileRows(db: Db, kitIds: string[]) {
  if (kitIds.length === 0) return [];
  return db
    .select({
      id: transactions.id,
      kit_id: transactions.kit_id,
      project_id: transactions.project_id,
      format: transactions.format,
      print_ready: transactions.print_ready,
      page: transactions.page,
      status: transactions.status,
      progress: transactions.progress,
      error: transactions.error,
      file_key: transactions.file_key,
      file_name: transactions.file_name,
      size_bytes: transactions.size_bytes,
      updated_at: transactions.updated_at,
    })
    .from(transactions)
    .where(inArray(transactions.kit_id, kitIds))
    .orderBy(asc(transactions.page), asc(transactions.format), asc(transactions.id));
}
export type KitFileRow = Awaited<ReturnType<typeof kitFileRows>>[number];

const rendering = (id: string) => and(eq(campaignKits.id, id), eq(campaignKits.status, 'rendering'));

export const markKitReady = (db: Db, id: string, file: { file_key: string; file_name: string; size_bytes: number }) =>
  db
    .update(campaignKits)
    .set({ ...file, status: 'ready', updated_at: sql`now()` })
    .where(rendering(id))
    .returning({ id: campaignKits.id });

export const markKitFailed = (db: Db, id: string, error: string) =>
  db.update(campaignKits).set({ status: 'failed', error, updated_at: sql`now()` }).where(rendering(id));
