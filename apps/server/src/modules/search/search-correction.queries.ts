/**
 * The search as corrected, for "Showing results for …": each word no document has, replaced by its
 * closest correction within the word's allowance (decision 0015: fewest edits, then most used), the
 * same vocabulary and deletions that `product_search_queries()` widens the search with.
 */
import { type Db, queryRows } from '@stockroom/db';
import { sql } from 'drizzle-orm';

/** Runs of letters and digits, as the SQL function splits a word (`[[:alnum:]]+`). */
const TERM = /[\p{L}\p{N}]+/gu;

/** The edits a word is allowed, by its length as typed; 0 for a word never corrected. */
function allowanceOf(term: string) {
  if (/\p{N}/u.test(term) || term.length > 34) return 0;
  return term.length >= 9 ? 2 : term.length >= 5 ? 1 : 0;
}

/** The search's words that may be corrected, in order; `-word` exclusions are never corrected. */
function correctableTerms(search: string) {
  const tokens = search.toLowerCase().split(/\s+/).filter(Boolean);
  return tokens.flatMap((token) => (token.startsWith('-') ? [] : (token.match(TERM) ?? []))).filter(allowanceOf);
}

/**
 * The search's correctable words and their allowances, as the two texts `search_corrections()`
 * (migration 0038) takes: drizzle spreads an array into a row of parameters, and words hold no spaces.
 */
export function correctionParams(search: string) {
  const terms = [...new Set(correctableTerms(search))];
  return { terms: terms.join(' '), allowances: terms.map(allowanceOf).join(' ') };
}

/** The search with the words of `corrections` ([word, correction] pairs) replaced, lower case; undefined for none. */
export function correctedWith(search: string, corrections: [string, string][]): string | undefined {
  if (corrections.length === 0) return undefined;
  const byWord = new Map(corrections);
  return search
    .toLowerCase()
    .trim()
    .split(/\s+/)
    .map((token) => (token.startsWith('-') ? token : token.replace(TERM, (term) => byWord.get(term) ?? term)))
    .join(' ');
}

/**
 * The search with its misspelt words corrected, lower case, or undefined when no word was: call it
 * only when the best match needed a correction, so that a search answered as typed costs nothing.
 */
export async function correctedSearch(db: Db, search: string): Promise<string | undefined> {
  const { terms, allowances } = correctionParams(search);
  if (terms === '') return undefined;
  const [row] = await queryRows<{ corrections: [string, string][] }>(
    db,
    sql`select search_corrections(${terms}::text, ${allowances}::text) as corrections`,
  );
  return correctedWith(search, row?.corrections ?? []);
}
