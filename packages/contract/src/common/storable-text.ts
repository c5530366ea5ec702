import { z } from 'zod/mini';

/**
 * PostgreSQL refuses a NUL character in text and JSON, and a lone UTF-16 surrogate (half of a pair,
 * which JSON's `\ud800` can spell) has no UTF-8 form: the database driver silently stores U+FFFD
 * instead. Neither is text anyone means to send, so the contract refuses both wherever a request
 * carries a string, keys of objects included.
 */
const NUL = '\u0000';
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const NUL_MESSAGE = 'Text may not contain the NUL character (\\u0000)';
export const LONE_SURROGATE_MESSAGE = 'Text may not contain half of a UTF-16 surrogate pair';

/** Why a string cannot be stored, or null when it can. */
export function unstorableText(text: string): string | null {
  if (text.includes(NUL)) return NUL_MESSAGE;
  if (LONE_SURROGATE.test(text)) return LONE_SURROGATE_MESSAGE;
  return null;
}

interface Fault {
  path: PropertyKey[];
  message: string;
}

/** Every string in a parsed value (and every key of its objects) that cannot be stored, with its path. */
export function findUnstorableText(value: unknown, path: PropertyKey[] = [], faults: Fault[] = []): Fault[] {
  if (typeof value === 'string') {
    const message = unstorableText(value);
    if (message) faults.push({ path, message });
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => {
      findUnstorableText(item, [...path, index], faults);
    });
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const message = unstorableText(key);
      if (message) faults.push({ path: [...path, key], message });
      else findUnstorableText(item, [...path, key], faults);
    }
  }
  return faults;
}

const samePath = (a: PropertyKey[], b: PropertyKey[]) => a.length === b.length && a.every((k, i) => k === b[i]);

/**
 * Runs on the parsed request part, so it sees exactly the strings a handler would get; it runs even
 * when another field failed, so one answer names every bad field, but adds nothing for a field that
 * already has an issue of its own (a NUL in an id is already not an id).
 */
export const storableTextCheck = z.superRefine<unknown>(
  (value, ctx) => {
    for (const fault of findUnstorableText(value)) {
      if (ctx.issues.some((issue) => samePath(issue.path ?? [], fault.path))) continue;
      ctx.addIssue({ code: 'custom', path: fault.path, message: fault.message, input: undefined });
    }
  },
  { when: () => true },
);

/** The same schema, refusing text that cannot be stored anywhere in what it parses. */
export const withStorableText = <S extends z.ZodMiniType>(schema: S): S => schema.check(storableTextCheck) as S;
