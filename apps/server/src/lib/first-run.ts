import { type Db, users } from '@stockroom/db';
import { count, sql } from 'drizzle-orm';
import { type Config, DEMO_MEMBER } from '../config';
import { hashPassword } from './passwords';

const ACTIVE = 1;

/**
 * On an empty database: the admin account from ADMIN_USERNAME/ADMIN_PASSWORD and, in demo mode, a
 * demo member. Returns what it created so that start-up can print it.
 */
export async function seedFirstRun(db: Db, config: Config): Promise<string[]> {
  // Several processes may start at once on an empty database: one creates the accounts, the rest
  // wait on the lock and then find them (without it both would insert the admin and one would fail).
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('stockroom.first-run'))`);
    return seedIfEmpty(tx, config);
  });
}

async function seedIfEmpty(db: Db, config: Config): Promise<string[]> {
  const [row] = await db.select({ n: count() }).from(users);
  if ((row?.n ?? 0) > 0) return [];
  if (!config.adminUsername || !config.adminPassword) {
    throw new Error('The database has no users: set ADMIN_USERNAME and ADMIN_PASSWORD to create the first admin');
  }
  const created: string[] = [];
  await db.insert(users).values({
    username: config.adminUsername,
    password_hash: await hashPassword(config.adminPassword),
    first_name: 'Admin',
    email_address: `${config.adminUsername}@stockroom.local`,
    membership_status: ACTIVE,
    email_confirmed: true,
    is_admin: true,
  });
  created.push(`admin   ${config.adminUsername} / ${config.seedDemo ? config.adminPassword : '(ADMIN_PASSWORD)'}`);
  if (config.seedDemo) {
    await db.insert(users).values({
      username: DEMO_MEMBER.username,
      password_hash: await hashPassword(DEMO_MEMBER.password),
      first_name: 'Morgan',
      last_name: 'Member',
      email_address: 'member@stockroom.local',
      company: 'Northwind Fiber',
      membership_status: ACTIVE,
      email_confirmed: true,
    });
    created.push(`member  ${DEMO_MEMBER.username} / ${DEMO_MEMBER.password}`);
  }
  return created;
}
