import { users } from '@stockroom/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/database';
import { openSameDatabase } from '../../test/second-process';
import { loadConfig } from '../config';
import { seedFirstRun } from './first-run';

describe('first start', () => {
  it('creates the first accounts once when several processes start together on an empty database', async () => {
    const database = await createTestDatabase();
    const other = await openSameDatabase(database);
    try {
      const config = loadConfig({ SEED_DEMO: 'true', LOG_LEVEL: 'silent' });
      const created = await Promise.all(
        [database, other, database, other].map((process) => seedFirstRun(process.db, config)),
      );
      expect(created.filter((lines) => lines.length > 0)).toHaveLength(1);
      const accounts = await database.db.select({ username: users.username }).from(users);
      expect(accounts.map((a) => a.username).sort()).toEqual([config.adminUsername, 'member'].sort());
      expect(await database.db.select().from(users).where(eq(users.is_admin, true))).toHaveLength(1);
      // A later start finds them and creates nothing.
      expect(await seedFirstRun(other.db, config)).toEqual([]);
    } finally {
      await other.close();
      await database.close();
    }
  });
});
