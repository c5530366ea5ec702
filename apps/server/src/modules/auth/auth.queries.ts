import { type Db, users } from '@stockroom/db';
import { and, isNull, sql } from 'drizzle-orm';

/** The live account a login names; usernames match whatever their case (unique among live users). */
export async function findLoginUser(db: Db, username: string) {
  const [row] = await db
    .select({
      id: users.id,
      username: users.username,
      password_hash: users.password_hash,
      is_admin: users.is_admin,
      membership_status: users.membership_status,
      first_name: users.first_name,
      email_address: users.email_address,
    })
    .from(users)
    .where(and(sql`lower(${users.username}) = lower(${username})`, isNull(users.deleted_at)));
  return row ?? null;
}
