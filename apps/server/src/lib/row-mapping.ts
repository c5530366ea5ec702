import { Column, getTableName, is, SQL, Subquery } from 'drizzle-orm';

/** What a drizzle prepared select holds to map its rows (fields of PgPreparedQuery its types keep private). */
interface MappedQuery {
  fields?: { path: string[]; field: unknown }[];
  joinsNotNullableMap?: Record<string, boolean>;
  customResultMapper?: (rows: unknown[][]) => unknown;
}

interface Decoder {
  mapFromDriverValue(value: unknown): unknown;
}

interface Slot {
  path: string[];
  decoder: Decoder;
  /** The table of a column answered inside a nested object, whose object a left join may make null. */
  table?: string;
}

/** The SQL whose decoder reads a value: drizzle keeps it private on SQL, as mapResultRow reaches it. */
type Decoded = { decoder: Decoder };

function decoderOf(field: unknown): Decoder {
  if (is(field, Column)) return field;
  if (is(field, SQL)) return (field as unknown as Decoded).decoder;
  if (is(field, Subquery)) return (field._.sql as unknown as Decoded).decoder;
  return ((field as SQL.Aliased).sql as unknown as Decoded).decoder;
}

/**
 * drizzle's mapResultRow, with what it decides per value decided once per statement: it asks every
 * value of every row what kind of field it came from (`is`, a walk up the prototype chain), which
 * cost the landing page's 150 product rows more than a millisecond a request.
 */
function rowMapper(slots: Slot[], joinsNotNullable: Record<string, boolean> | undefined) {
  return (row: unknown[]) => {
    const result: Record<string, unknown> = {};
    const nullify: Record<string, string | false> = {};
    for (let i = 0; i < slots.length; i++) {
      const { path, decoder, table } = slots[i]!;
      let node = result;
      for (let p = 0; p < path.length - 1; p++) {
        const key = path[p]!;
        node[key] ??= {};
        node = node[key] as Record<string, unknown>;
      }
      const raw = row[i];
      const value = raw === null ? null : decoder.mapFromDriverValue(raw);
      node[path[path.length - 1]!] = value;
      if (joinsNotNullable && table !== undefined) {
        const object = path[0]!;
        if (!(object in nullify)) nullify[object] = value === null ? table : false;
        else if (typeof nullify[object] === 'string' && nullify[object] !== table) nullify[object] = false;
      }
    }
    if (joinsNotNullable) {
      for (const [object, table] of Object.entries(nullify)) {
        if (typeof table === 'string' && !joinsNotNullable[table]) result[object] = null;
      }
    }
    return result;
  };
}

/**
 * Gives a prepared select (`.prepare(name)` on PostgreSQL or PGlite) a row mapping compiled on its
 * first run, answering exactly what drizzle's own would: for statements that answer many rows on
 * every visit. A statement without fields (raw SQL) or already mapped is left as it is.
 */
export function withCompiledRowMapping<Q>(prepared: Q): Q {
  const query = prepared as MappedQuery;
  const fields = query.fields;
  if (!fields || query.customResultMapper) return prepared;
  let mapRow: ((row: unknown[]) => Record<string, unknown>) | undefined;
  query.customResultMapper = (rows) => {
    // joinsNotNullableMap is set on the statement after it is prepared: read it at the first run.
    mapRow ??= rowMapper(
      fields.map(({ path, field }) => ({
        path,
        decoder: decoderOf(field),
        ...(is(field, Column) && path.length === 2 ? { table: getTableName(field.table) } : {}),
      })),
      query.joinsNotNullableMap,
    );
    return rows.map(mapRow);
  };
  return prepared;
}
