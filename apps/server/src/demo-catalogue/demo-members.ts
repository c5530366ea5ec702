/**
 * The demo's members beside the one the first run makes: one per way of seeing the catalogue, and
 * one waiting for approval so that the admin's approval queue is not empty.
 */
import { MEMBERSHIP } from '@stockroom/contract';
import { type Db, users } from '@stockroom/db';
import { and, isNull, sql } from 'drizzle-orm';
import { DEMO_MEMBER } from '../config';
import { hashPassword } from '../lib/passwords';
import type { GroupKey } from './catalogue-data';

export interface DemoMember {
  username: string;
  password: string;
  first_name: string;
  last_name: string;
  company: string;
  status: number;
  group: GroupKey | null;
}

export const DEMO_MEMBERS: DemoMember[] = [
  {
    username: 'prospect',
    password: 'stockroom-prospect',
    first_name: 'Riley',
    last_name: 'Prospect',
    company: 'Summit Valley Broadband',
    status: MEMBERSHIP.active,
    group: 'prospect',
  },
  {
    username: 'fullaccess',
    password: 'stockroom-fullaccess',
    first_name: 'Jordan',
    last_name: 'Fullaccess',
    company: 'Lakeshore Telecom',
    status: MEMBERSHIP.active,
    group: 'full',
  },
  {
    username: 'applicant',
    password: 'stockroom-applicant',
    first_name: 'Casey',
    last_name: 'Applicant',
    company: 'Ridgeway Networks',
    status: MEMBERSHIP['waiting-for-approval'],
    group: null,
  },
];

/** The first run's demo member joins this group. */
export const FIRST_MEMBER_GROUP: GroupKey = 'partner';

/** Hashed ahead of the catalogue's transaction: argon2 is deliberately slow. */
export const hashDemoPasswords = () => Promise.all(DEMO_MEMBERS.map((m) => hashPassword(m.password)));

/** Inserts the demo members (hashes in the order of DEMO_MEMBERS); answers their ids by username. */
export async function insertDemoMembers(db: Db, hashes: string[]): Promise<Map<string, string>> {
  const rows = await db
    .insert(users)
    .values(
      DEMO_MEMBERS.map((m, i) => ({
        username: m.username,
        password_hash: hashes[i] as string,
        first_name: m.first_name,
        last_name: m.last_name,
        email_address: `${m.username}@stockroom.local`,
        company: m.company,
        membership_status: m.status,
        email_confirmed: true,
      })),
    )
    // A username already taken (an admin named "prospect", say) keeps its owner; that member is left out.
    .onConflictDoNothing()
    .returning({ id: users.id, username: users.username });
  return new Map(rows.map((r) => [r.username, r.id]));
}

/** The first run's demo member, unless it is gone. */
export async function firstDemoMemberId(db: Db): Promise<string | null> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.username}) = lower(${DEMO_MEMBER.username})`, isNull(users.deleted_at)));
  return row?.id ?? null;
}
