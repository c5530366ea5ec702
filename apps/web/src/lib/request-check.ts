import type { RequestPart, RouteDef } from '@stockroom/contract';
import { z } from 'zod/mini';
import { RequestValidationError } from './api-errors';

/** Every request part a route may define, with the word the spec's message uses for it. */
export const REQUEST_PARTS = [
  ['params', 'Path'],
  ['query', 'Query'],
  ['body', 'Body'],
  ['headers', 'Header'],
] as const satisfies readonly (readonly [keyof RouteDef, RequestPart])[];

export type RequestPartKey = (typeof REQUEST_PARTS)[number][0];

function fieldName(issue: z.core.$ZodIssue, part: RequestPart): string {
  if (issue.code === 'unrecognized_keys' && issue.keys[0]) return issue.keys[0];
  if (issue.path.length > 0) return issue.path.map(String).join('.');
  return part.toLowerCase();
}

/**
 * Checks each part the route defines against its schema, before anything is sent. The first bad
 * field throws 'Invalid {Body|Query|Path|Header} parameter {name}' (spec §5).
 */
export function checkRequest(route: RouteDef, input: Partial<Record<RequestPartKey, unknown>>) {
  for (const [key, part] of REQUEST_PARTS) {
    const schema = route[key];
    if (!schema) continue;
    // A missing object part is checked as an empty one, so the message names the missing field.
    const value = input[key] === undefined && schema instanceof z.ZodMiniObject ? {} : input[key];
    const result = schema.safeParse(value);
    const issue = result.error?.issues[0];
    if (issue) throw new RequestValidationError(part, fieldName(issue, part));
  }
}
