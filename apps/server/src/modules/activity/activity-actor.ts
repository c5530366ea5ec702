import { AsyncLocalStorage } from 'node:async_hooks';
import type { Database } from '@stockroom/db';
import { sql } from 'drizzle-orm';
import type pg from 'pg';

const actors = new AsyncLocalStorage<string>();

/** Runs an admin's request so that what it writes names the admin to the activity log. */
export const asActor = <T>(actorId: string, work: () => Promise<T>) => actors.run(actorId, work);

const SET_ACTOR = `select set_config('stockroom.actor_id', $1, true)`;

/**
 * The activity log's triggers read the acting admin from a setting local to the transaction
 * (decision 0046). While an admin's request runs, every transaction it opens sets it first, and a
 * statement sent on its own becomes a transaction of its own that sets it: no write of an admin's
 * goes unlogged, whichever way its code reaches the database.
 */
export function stampActorOnWrites(database: Database) {
  const db = database.db;
  const transaction = db.transaction.bind(db);
  db.transaction = ((work, config) => {
    const actor = actors.getStore();
    if (!actor) return transaction(work, config);
    return transaction(async (tx) => {
      await tx.execute(sql`select set_config('stockroom.actor_id', ${actor}, true)`);
      return work(tx);
    }, config);
  }) as typeof db.transaction;

  if ('pglite' in database.driver) {
    const client = database.driver.pglite;
    const query = client.query.bind(client);
    // The statements of a transaction go through its own handle, not this one.
    client.query = ((text: string, params?: unknown[], options?: object) => {
      const actor = actors.getStore();
      if (!actor) return query(text, params, options);
      return client.transaction(async (tx) => {
        await tx.query(SET_ACTOR, [actor]);
        return tx.query(text, params, options);
      });
    }) as typeof client.query;
  } else {
    stampPool(database.driver.pool);
  }
}

/** The pool's own `query` sends a statement alone; a transaction runs on a client it hands out. */
function stampPool(pool: pg.Pool) {
  const query = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
  pool.query = (async (...args: unknown[]) => {
    const actor = actors.getStore();
    if (!actor || typeof args.at(-1) === 'function') return query(...args);
    const client = await pool.connect();
    try {
      await client.query('begin');
      await client.query(SET_ACTOR, [actor]);
      const result = await (client.query as (...a: unknown[]) => Promise<unknown>)(...args);
      await client.query('commit');
      return result;
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }) as typeof pool.query;
}
