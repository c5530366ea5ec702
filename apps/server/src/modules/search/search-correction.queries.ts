/**
 * The search as corrected, for "Showing results for …": each word no document has, replaced by its
 * closest correction within the word's allowance (decision 0015: fewest edits, then most used), the
 * same vocabulary and deletions that `product_search_queries()` widens the search with.
 */
import { type Db, queryRows } from '@stockroom/db';
import { type SQLWrapper, sql } from 'drizzle-orm';

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

/** The search's correctable words and their allowances, as the two texts `correctionsOf` takes. */
export function correctionParams(search: string) {
  const terms = [...new Set(correctableTerms(search))];
  return { terms: terms.join(' '), allowances: terms.map(allowanceOf).join(' ') };
}

/**
 * The closest correction of each unknown word (none for a word the vocabulary has, or a stop word),
 * as a JSON array of [word, correction] pairs: an SQL expression for a statement of its own or a
 * column of the search's. The words come as two texts (`correctionParams`): drizzle spreads an
 * array into a row of parameters, and words hold no spaces.
 */
export function correctionsOf(terms: SQLWrapper, allowances: SQLWrapper) {
  const closest = sql`(
    select w.word from search_words w
    where w.word in (
        select d.word from search_word_deletions d
        where d.deletion = any (array(
          select left(t.term, a - 1) || substr(t.term, a + 1, b - a - 1) || substr(t.term, b + 1)
          from generate_series(1, length(t.term) + 1) as a,
               generate_series(case when t.allowed >= 2 then a + 1 else length(t.term) + 2 end, length(t.term) + 2) as b)))
      and w.word <> t.term and search_typos(t.term, w.word, t.allowed) <= t.allowed
    order by search_typos(t.term, w.word, t.allowed), w.uses desc, w.word
    limit 1)`;
  return sql<[string, string][]>`(select coalesce(json_agg(json_build_array(fixed.term, fixed.correction)), '[]')
    from (select t.term, ${closest} as correction
      from unnest(string_to_array(${terms}::text, ' '), string_to_array(${allowances}::text, ' ')::int[]) as t(term, allowed)
      where length(to_tsvector('english'::regconfig, t.term)) > 0
        and not exists (select 1 from search_words known where known.word = t.term)) fixed
    where fixed.correction is not null)`;
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
    sql`select ${correctionsOf(sql`${terms}`, sql`${allowances}`)} as corrections`,
  );
  return correctedWith(search, row?.corrections ?? []);
}
