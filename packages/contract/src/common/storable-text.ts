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

/**
 * Every string in a parsed value (and every key of its objects) that cannot be stored, with its path,
 * in document order. It walks with a stack of its own rather than by recursion: a value nested
 * thousands deep (which JSON.parse builds without complaint) must not overflow the call stack.
 */
export function findUnstorableText(value: unknown): Fault[] {
  const faults: Fault[] = [];
  // Each place links to its parent, so that a path is spelled out only for a fault: copying it at
  // every level would cost the square of the depth.
  type Place = [Place, PropertyKey] | null;
  // A bad key is a fault in its own place, between its neighbours' faults; its value is not looked at.
  const pending: [unknown, Place, (string | null)?][] = [[value, null]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [item, place, badKey] = next;
    const message = badKey ?? (typeof item === 'string' ? unstorableText(item) : null);
    if (message) {
      const path: PropertyKey[] = [];
      for (let p = place; p; p = p[0]) path.push(p[1]);
      faults.push({ path: path.reverse(), message });
    } else if (!badKey && item && typeof item === 'object') {
      const children = Array.isArray(item) ? item.map((child, i) => [i, child] as const) : Object.entries(item);
      // Last child first onto the stack, so that the first is looked at next.
      for (let i = children.length - 1; i >= 0; i--) {
        const [key, child] = children[i]!;
        pending.push([child, [place, key], typeof key === 'string' ? unstorableText(key) : null]);
      }
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
