import { type Db, users } from '@stockroom/db';
import { hashPassword } from '../src/lib/passwords';

type AccountFields = Omit<Partial<typeof users.$inferInsert>, 'password_hash'> & { username: string; password: string };

/** An account stored as sign-up or an admin would leave it (active member unless told otherwise). */
export async function createAccount(db: Db, { password, ...fields }: AccountFields) {
  const [row] = await db
    .insert(users)
    .values({ membership_status: 1, first_name: 'Test', ...fields, password_hash: await hashPassword(password) })
    .returning({ id: users.id });
  if (!row) throw new Error(`could not create ${fields.username}`);
  return row.id;
}

/**
 * An account that never signs in with a password (use `sessionFor` for a session): skips hashing,
 * which makes tests that need many users fast. Active member unless told otherwise.
 */
export async function insertAccount(
  db: Db,
  fields: Omit<Partial<typeof users.$inferInsert>, 'password_hash'> & { username: string },
) {
  const [row] = await db
    .insert(users)
    .values({ membership_status: 1, first_name: 'Test', ...fields, password_hash: 'no password' })
    .returning({ id: users.id });
  if (!row) throw new Error(`could not create ${fields.username}`);
  return row.id;
}
