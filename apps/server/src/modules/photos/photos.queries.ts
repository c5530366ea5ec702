import { CATALOGUE_IMAGES_LIMIT } from '@stockroom/contract';
import { type Db, memberPhotos, products, subscriptions, users } from '@stockroom/db';
import {
  and,
  asc,
  desc,
  eq,
  exists,
  gt,
  ilike,
  inArray,
  isNull,
  or,
  type SQL,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import { liveSubscription, productPermissions, type Viewer } from '../access/access.service';

export type PhotoRow = typeof memberPhotos.$inferSelect;
export type NewPhoto = typeof memberPhotos.$inferInsert;

const live = isNull(memberPhotos.deleted_at);

/** A product image as the upload stores it: the only kind of thumbnail a photo can be made from. */
export const STORED_THUMBNAIL = /^thumbnails\/[0-9a-f-]{36}\.webp$/;

/**
 * The products among `ids` (all when omitted) that the viewer may fully use (DESIGN §1.3): seen
 * (permission above 0, no draft for a member) and not locked (permission 2, or not `is_gated`, or a
 * live subscription to it). The same rule as the product page's, in one statement for many products.
 */
function usableProducts(db: Db, viewer: Viewer, ids?: SQLWrapper) {
  const pp = productPermissions(db, viewer, ids);
  const subscribed = exists(
    db
      .select({ one: sql`1` })
      .from(subscriptions)
      .where(
        and(eq(subscriptions.user_id, viewer.userId), eq(subscriptions.product_id, products.id), liveSubscription()),
      ),
  );
  const usable: SQL | undefined = viewer.isAdmin
    ? undefined
    : and(
        gt(pp.permission, 0),
        eq(products.is_draft, false),
        or(eq(pp.permission, 2), eq(products.is_gated, false), subscribed),
      );
  return { pp, usable };
}

/** The ids among `ids` of products the viewer may fully use. */
export async function usableProductIds(db: Db, viewer: Viewer, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const wanted = db.select({ id: products.id }).from(products).where(inArray(products.id, ids));
  const { pp, usable } = usableProducts(db, viewer, wanted);
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .innerJoin(pp, eq(pp.product_id, products.id))
    .where(and(inArray(products.id, ids), usable));
  return new Set(rows.map((r) => r.id));
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, '\\$&');

/** Asset products the viewer may fully use whose thumbnail is a stored image, by title; `q` narrows by title. */
export async function catalogueImageRows(db: Db, viewer: Viewer, q: string) {
  const { pp, usable } = usableProducts(db, viewer);
  return db
    .select({ id: products.id, title: products.title, thumbnail: products.thumbnail })
    .from(products)
    .innerJoin(pp, eq(pp.product_id, products.id))
    .where(
      and(
        eq(products.product_type, 'asset'),
        sql`${products.thumbnail} ~ ${STORED_THUMBNAIL.source}`,
        usable,
        q ? ilike(products.title, `%${escapeLike(q)}%`) : undefined,
      ),
    )
    .orderBy(asc(sql`lower(${products.title})`), asc(products.id))
    .limit(CATALOGUE_IMAGES_LIMIT);
}

const photoColumns = { photo: memberPhotos, product_title: products.title };
export type PhotoWithProduct = { photo: PhotoRow; product_title: string | null };

/** The user's live photos with their source product's title, newest first. */
export async function photoRowsOf(db: Db, userId: string): Promise<PhotoWithProduct[]> {
  return db
    .select(photoColumns)
    .from(memberPhotos)
    .leftJoin(products, eq(products.id, memberPhotos.source_product_id))
    .where(and(eq(memberPhotos.user_id, userId), live))
    .orderBy(desc(memberPhotos.created_at), desc(memberPhotos.id));
}

/** A live photo, whoever's, with its source product's title. */
export async function livePhotoRow(db: Db, id: string): Promise<PhotoWithProduct | null> {
  const [row] = await db
    .select(photoColumns)
    .from(memberPhotos)
    .leftJoin(products, eq(products.id, memberPhotos.source_product_id))
    .where(and(eq(memberPhotos.id, id), live));
  return row ?? null;
}

/** The user's live photo with this content hash (member_photos_user_hash_key). */
export async function livePhotoByHash(db: Db, userId: string, hash: string): Promise<PhotoRow | null> {
  const [row] = await db
    .select()
    .from(memberPhotos)
    .where(and(eq(memberPhotos.user_id, userId), eq(memberPhotos.content_hash, hash), live));
  return row ?? null;
}

/** The new photo, or null when the user already has a live one with its hash (a simultaneous twin). */
export async function insertPhoto(db: Db, values: NewPhoto): Promise<PhotoRow | null> {
  const [row] = await db
    .insert(memberPhotos)
    .values(values)
    .onConflictDoNothing({ target: [memberPhotos.user_id, memberPhotos.content_hash], where: live })
    .returning();
  return row ?? null;
}

export async function softDeletePhoto(db: Db, id: string) {
  const rows = await db
    .update(memberPhotos)
    .set({ deleted_at: sql`now()`, updated_at: sql`now()` })
    .where(and(eq(memberPhotos.id, id), live))
    .returning({ id: memberPhotos.id });
  return rows.length > 0;
}

/** The user's live photos among `ids`. */
export async function ownPhotoRows(db: Db, userId: string, ids: string[]): Promise<PhotoRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(memberPhotos)
    .where(and(inArray(memberPhotos.id, ids), eq(memberPhotos.user_id, userId), live));
}

/** Whether the user is an admin, who may use any product. */
export async function isAdminUser(db: Db, userId: string) {
  const [user] = await db.select({ is_admin: users.is_admin }).from(users).where(eq(users.id, userId));
  return user?.is_admin ?? false;
}
