/**
 * `build` run at most once per key object, its result kept as long as the key is: prepared
 * statements per database (built and named once, then planned by PostgreSQL once per connection),
 * what is derived from a token service's secret.
 */
export function oncePer<K extends object, T>(build: (key: K) => T): (key: K) => T {
  const built = new WeakMap<K, T>();
  return (key) => {
    let value = built.get(key);
    if (value === undefined) {
      value = build(key);
      built.set(key, value);
    }
    return value;
  };
}
