import type { Db } from '@stockroom/db';

/**
 * `build` run at most once per database, its result kept as long as the database is: for prepared
 * statements, built and named once, then planned by PostgreSQL once per connection.
 */
export function oncePerDatabase<T>(build: (db: Db) => T): (db: Db) => T {
  const built = new WeakMap<Db, T>();
  return (db) => {
    let value = built.get(db);
    if (value === undefined) {
      value = build(db);
      built.set(db, value);
    }
    return value;
  };
}
