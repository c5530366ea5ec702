-- The corrected words of a search, for "Showing results for …" (decision 0015), as a function of
-- their own, and a one-word search's with its page (decision 0055). Written inline beside the
-- page, they made PostgreSQL plan the search statement anew for every search again (0037 says why
-- that costs as much as running it); inside search_postings_page they are planned once.
--
-- `terms` are the words that may be corrected, space-separated, and `allowances` the edits each
-- may take, as the server splits a search. Each word no document has and that has a lexeme comes
-- back with its closest word: fewest edits, then most used, then first in order. A JSON array of
-- [word, correction] pairs.
CREATE FUNCTION search_corrections(terms text, allowances text) RETURNS json
LANGUAGE sql STABLE AS $$
  SELECT coalesce(json_agg(json_build_array(fixed.term, fixed.correction)), '[]')
  FROM (
    SELECT t.term, (
      SELECT w.word FROM search_words w
      WHERE w.word IN (
          SELECT d.word FROM search_word_deletions d
          WHERE d.deletion = ANY (array(
            SELECT left(t.term, a - 1) || substr(t.term, a + 1, b - a - 1) || substr(t.term, b + 1)
            FROM generate_series(1, length(t.term) + 1) AS a,
                 generate_series(CASE WHEN t.allowed >= 2 THEN a + 1 ELSE length(t.term) + 2 END, length(t.term) + 2) AS b)))
        AND w.word <> t.term AND search_typos(t.term, w.word, t.allowed) <= t.allowed
      ORDER BY search_typos(t.term, w.word, t.allowed), w.uses DESC, w.word
      LIMIT 1) AS correction
    FROM unnest(string_to_array(terms, ' '), string_to_array(allowances, ' ')::int[]) AS t(term, allowed)
    WHERE length(to_tsvector('english'::regconfig, t.term)) > 0
      AND NOT EXISTS (SELECT 1 FROM search_words known WHERE known.word = t.term)
  ) fixed
  WHERE fixed.correction IS NOT NULL
$$;
--> statement-breakpoint
DROP FUNCTION search_postings_page(text, uuid[], integer, integer);
--> statement-breakpoint
-- As in 0037, with the corrected words when even the best match needed one (tier 2 or more).
CREATE FUNCTION search_postings_page(search text, allowed uuid[], page_limit integer, page_offset integer,
  terms text, allowances text,
  OUT state text, OUT tier integer, OUT total integer, OUT ids uuid[], OUT corrections json)
LANGUAGE plpgsql STABLE SET plan_cache_mode = force_generic_plan AS $$
DECLARE
  plan record;
  page uuid[];
BEGIN
  SELECT * INTO plan FROM product_search_plan(search);
  state := plan.state;
  IF plan.state <> 'one' THEN
    RETURN;
  END IF;
  tier := plan.tier;
  total := (SELECT coalesce(sum(c.products), 0)::int FROM search_lexeme_counts c
            WHERE c.lexeme = plan.lexeme AND (allowed IS NULL OR c.category_ids && allowed));
  page := array(SELECT t.product_id FROM search_title_postings t
                WHERE t.lexeme = plan.lexeme AND (allowed IS NULL OR t.category_ids && allowed)
                ORDER BY t.rank DESC, t.title, t.product_id LIMIT page_limit OFFSET page_offset);
  IF cardinality(page) = page_limit OR (cardinality(page) > 0 AND total = page_offset + cardinality(page))
     OR (cardinality(page) = 0 AND total <= page_offset) THEN
    ids := page;
  END IF;
  IF tier >= 2 AND total > 0 THEN
    corrections := search_corrections(terms, allowances);
  END IF;
END
$$;
