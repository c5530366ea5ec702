/**
 * Requests made from the OpenAPI document alone, so that a test walking it covers every route,
 * later ones included: a minimal valid value for a JSON schema, and that value with one chosen
 * string (or object key) replaced.
 */

export interface JsonSchema {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  minimum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
  minItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

export interface OpenApiOperation {
  parameters?: { in: 'path' | 'query' | 'header' | 'cookie'; name: string; schema: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}
export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

export const PLACEHOLDER_ID = '00000000-0000-4000-8000-00000000c0de';

const typeOf = (schema: JsonSchema) => (Array.isArray(schema.type) ? schema.type[0] : schema.type);
const branches = (schema: JsonSchema) => schema.anyOf ?? schema.oneOf ?? schema.allOf;

/** A value the schema accepts, as small as it can be (only required properties). */
export function minimalValue(schema: JsonSchema, id = PLACEHOLDER_ID): unknown {
  if ('const' in schema) return schema.const;
  if (schema.enum) return schema.enum[0];
  if ('default' in schema) return schema.default;
  const options = branches(schema);
  if (options?.[0]) return minimalValue(options[0], id);
  switch (typeOf(schema)) {
    case 'string':
      if (schema.format === 'uuid') return id;
      if (schema.format === 'email') return 'someone@example.com';
      if (schema.format === 'date-time') return new Date().toISOString();
      return 'x'.repeat(Math.max(1, schema.minLength ?? 1));
    case 'integer':
    case 'number':
      return schema.minimum ?? (schema.exclusiveMinimum === undefined ? 1 : schema.exclusiveMinimum + 1);
    case 'boolean':
      return false;
    case 'null':
      return null;
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => minimalValue(schema.items ?? {}, id));
    case 'object':
      return Object.fromEntries(
        (schema.required ?? []).map((k) => [k, minimalValue(schema.properties?.[k] ?? {}, id)]),
      );
    default:
      return 'x';
  }
}

/** Where a variant puts the chosen text, e.g. `tags.0.name`, or `{key}` for an object key. */
export interface Variant {
  place: string;
  value: unknown;
}

const joinPlace = (head: string, tail: string) => (tail ? `${head}.${tail}` : head);

/**
 * Every way to put `text` in one string place of a value the schema accepts: each string
 * property (nested ones and those of every union branch included), and each key of a record.
 */
export function withTextInEachPlace(schema: JsonSchema, text: string, id = PLACEHOLDER_ID): Variant[] {
  const options = branches(schema);
  if (options) return options.flatMap((branch) => withTextInEachPlace(branch, text, id));
  const type = typeOf(schema);
  if (type === 'string') return [{ place: '', value: text }];
  if (type === 'array' && schema.items) {
    const rest = Array.from({ length: Math.max(0, (schema.minItems ?? 0) - 1) }, () =>
      minimalValue(schema.items ?? {}, id),
    );
    return withTextInEachPlace(schema.items, text, id).map((v) => ({
      place: joinPlace('0', v.place),
      value: [v.value, ...rest],
    }));
  }
  if (type !== 'object') return [];
  const base = minimalValue(schema, id) as Record<string, unknown>;
  const variants = Object.entries(schema.properties ?? {}).flatMap(([key, property]) =>
    withTextInEachPlace(property, text, id).map((v) => ({
      place: joinPlace(key, v.place),
      value: { ...base, [key]: v.value },
    })),
  );
  const extra = schema.additionalProperties;
  if (extra && typeof extra === 'object') {
    variants.push({ place: '{key}', value: { ...base, [text]: minimalValue(extra, id) } });
    for (const v of withTextInEachPlace(extra, text, id)) {
      variants.push({ place: joinPlace('{value}', v.place), value: { ...base, key: v.value } });
    }
  }
  return variants;
}
