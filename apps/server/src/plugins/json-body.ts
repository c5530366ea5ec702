/**
 * JSON bodies, parsed as Fastify does (prototype poisoning refused), but first refused when nested
 * deeper than any request of the contract needs. JSON.parse itself copes with any depth; what
 * comes after it (the contract's checks, walks over the value) need not, and no honest body is
 * more than a handful of levels deep.
 */
import { invalidParameterMessage } from '@stockroom/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors';

/** The deepest a JSON body may nest arrays and objects; the contract's deepest body uses a few. */
export const MAX_JSON_DEPTH = 64;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPENERS = new Set([0x5b, 0x7b]); // [ {
const CLOSERS = new Set([0x5d, 0x7d]); // ] }

/**
 * Whether the text nests deeper than `limit`, counting brackets outside strings: one pass with no
 * recursion, stopping at the first level too many (malformed JSON is JSON.parse's to refuse).
 */
export function jsonDepthOver(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) inString = true;
    else if (OPENERS.has(c)) {
      if (++depth > limit) return true;
    } else if (CLOSERS.has(c)) depth--;
  }
  return false;
}

export const tooDeepBody = () => {
  const message = `The body nests more than ${MAX_JSON_DEPTH} levels of lists and objects`;
  return new AppError('validation_failed', `${invalidParameterMessage('Body', 'body')}: ${message}`, [
    { path: 'body', message },
  ]);
};

/** Replaces the JSON parser of this instance and those registered in it. */
export function registerJsonBodies(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (jsonDepthOver(text, MAX_JSON_DEPTH)) {
      done(tooDeepBody(), undefined);
      return;
    }
    parseJson(request, text, done);
  });
}
