-- Typos forgiven as the search engines members know forgive them (decision 0015): one edit in a
-- word of 5 to 8 letters, two in a word of 9 or more (insertion, deletion, substitution, or a swap
-- of neighbours), the last word also as a prefix. Replaces the trigram correction against the words
-- of the titles (migration 0006, decision 0014).
--
-- 1. search_words: every word of the product documents (titles, subtitles, descriptions) and of the
--    tag names, with the number of products and tags using it and its lexeme, kept by statement
--    triggers on products and tags.
-- 2. search_word_deletions: each of those words under every spelling left by deleting up to as many
--    letters as a typo may cost it (symmetric delete): a word within n edits of a search word
--    shares a deletion of at most n letters with it, so the candidates come from an index lookup,
--    then an exact distance check keeps the true ones.
-- 3. product_search_queries(): the full-text queries of one search, built once per statement.
CREATE EXTENSION IF NOT EXISTS fuzzystrmatch;--> statement-breakpoint
DROP FUNCTION product_typo_queries(text);--> statement-breakpoint
DROP TRIGGER products_title_words_insert ON products;--> statement-breakpoint
DROP TRIGGER products_title_words_update ON products;--> statement-breakpoint
DROP TRIGGER products_title_words_delete ON products;--> statement-breakpoint
DROP FUNCTION products_count_title_words();--> statement-breakpoint
DROP TABLE product_title_words;--> statement-breakpoint
DROP FUNCTION title_words(text);--> statement-breakpoint
-- The words of a text that a prefix is completed with and a typo corrected to: the tokens of the
-- documents' parser, lower case, without punctuation (links, addresses, and the hyphenated whole
-- beside its parts), of 4 to 32 characters. A shorter word is never within the edits a word of 5
-- letters or more is allowed, and is a 3-letter prefix completed only by itself, matched as typed.
CREATE FUNCTION search_words_of(content text) RETURNS SETOF text
LANGUAGE sql IMMUTABLE AS $$
  SELECT w FROM unnest(tsvector_to_array(to_tsvector('simple'::regconfig, content))) AS w
  WHERE length(w) BETWEEN 4 AND 32 AND w !~ '[[:punct:]]'
$$;--> statement-breakpoint
-- Every spelling left by deleting up to `depth` (1 or 2) letters, the word itself included: the
-- letters before i, between i and j, and after j, for i < j up to two past the end.
CREATE FUNCTION search_word_deletions_of(word text, depth integer) RETURNS SETOF text
LANGUAGE sql IMMUTABLE STRICT AS $$
  SELECT DISTINCT left(word, i - 1) || substr(word, i + 1, j - i - 1) || substr(word, j + 1)
  FROM generate_series(1, length(word) + 1) AS i,
       generate_series(CASE WHEN depth >= 2 THEN i + 1 ELSE length(word) + 2 END, length(word) + 2) AS j
$$;--> statement-breakpoint
-- How many deleted letters a vocabulary word is indexed under: two from 7 letters, one below (a
-- search word allowed two edits has 9 letters or more, and is never within two of a shorter word).
CREATE FUNCTION search_word_depth(word text) RETURNS integer
LANGUAGE sql IMMUTABLE STRICT AS $$
  SELECT CASE WHEN length(word) >= 7 THEN 2 ELSE 1 END
$$;--> statement-breakpoint
-- Optimal string alignment distance: insertions, deletions, substitutions and swaps of neighbours,
-- each counting one, no letter edited twice.
CREATE FUNCTION optimal_string_alignment(a text, b text) RETURNS integer
LANGUAGE plpgsql IMMUTABLE STRICT AS $$
DECLARE
  x text[] := regexp_split_to_array(a, '');
  y text[] := regexp_split_to_array(b, '');
  before integer[];
  previous integer[] := array(SELECT generate_series(0, length(b)));
  current integer[];
  v integer;
BEGIN
  FOR i IN 1..length(a) LOOP
    current := array[i];
    FOR j IN 1..length(b) LOOP
      v := least(previous[j + 1] + 1, current[j] + 1, previous[j] + (x[i] <> y[j])::integer);
      IF i > 1 AND j > 1 AND x[i] = y[j - 1] AND x[i - 1] = y[j] THEN
        v := least(v, before[j - 1] + 1);
      END IF;
      current[j + 1] := v;
    END LOOP;
    before := previous;
    previous := current;
  END LOOP;
  RETURN previous[length(b) + 1];
END
$$;--> statement-breakpoint
-- The typos between a search word and a word when at most `allowed`, more otherwise. Levenshtein
-- (in C) answers alone unless swaps may make it fewer: a swap is two Levenshtein edits, so only a
-- distance of 2 to twice the allowed needs the alignment.
CREATE FUNCTION search_typos(a text, b text, allowed integer) RETURNS integer
LANGUAGE plpgsql IMMUTABLE STRICT AS $$
DECLARE
  distance integer := levenshtein_less_equal(a, b, 2 * allowed);
BEGIN
  IF distance <= 1 OR distance > 2 * allowed THEN
    RETURN distance;
  END IF;
  RETURN optimal_string_alignment(a, b);
END
$$;--> statement-breakpoint
-- A word with the lexeme the document's configuration makes of it. Byte order ("C"), so that the
-- words that start with a prefix are a range of the primary key.
CREATE TABLE "search_words" (
  "word" text COLLATE "C" PRIMARY KEY,
  "lexeme" text NOT NULL,
  "uses" integer NOT NULL
);--> statement-breakpoint
CREATE TABLE "search_word_deletions" (
  "deletion" text COLLATE "C" NOT NULL,
  "word" text COLLATE "C" NOT NULL,
  PRIMARY KEY ("deletion", "word")
);--> statement-breakpoint
-- Adds each word's change in uses (negative: uses gone), keeping the words with a lexeme (stop words
-- are never searched) and dropping a word no product or tag uses any more.
CREATE FUNCTION search_words_change(changed_words text[], changes integer[]) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  unused text[];
BEGIN
  WITH counted AS (
    INSERT INTO search_words (word, lexeme, uses)
    SELECT c.word, l.lexeme, c.change
    FROM (SELECT w AS word, sum(n)::integer AS change FROM unnest(changed_words, changes) AS u(w, n) GROUP BY w) c,
         LATERAL (SELECT (tsvector_to_array(to_tsvector('english'::regconfig, c.word)))[1] AS lexeme) l
    WHERE c.change <> 0 AND l.lexeme IS NOT NULL
    ON CONFLICT (word) DO UPDATE SET uses = search_words.uses + excluded.uses
    RETURNING word, uses
  )
  SELECT array_agg(word) INTO unused FROM counted WHERE uses <= 0;
  IF unused IS NOT NULL THEN
    DELETE FROM search_words WHERE word = ANY (unused);
  END IF;
END
$$;--> statement-breakpoint
CREATE FUNCTION search_words_index_deletions() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  -- A word with digits (a number, a code) completes a prefix but is no correction: not indexed.
  IF TG_OP = 'INSERT' THEN
    INSERT INTO search_word_deletions (deletion, word)
    SELECT d, n.word FROM new_words n, search_word_deletions_of(n.word, search_word_depth(n.word)) AS d
    WHERE n.word !~ '[[:digit:]]';
  ELSE
    DELETE FROM search_word_deletions s
    USING old_words o, search_word_deletions_of(o.word, search_word_depth(o.word)) AS d
    WHERE o.word !~ '[[:digit:]]' AND s.deletion = d AND s.word = o.word;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER search_words_insert AFTER INSERT ON search_words
REFERENCING NEW TABLE AS new_words
FOR EACH STATEMENT EXECUTE FUNCTION search_words_index_deletions();--> statement-breakpoint
CREATE TRIGGER search_words_delete AFTER DELETE ON search_words
REFERENCING OLD TABLE AS old_words
FOR EACH STATEMENT EXECUTE FUNCTION search_words_index_deletions();--> statement-breakpoint
-- The text of a product that its search document holds (tag names aside: the tags count their own).
CREATE FUNCTION product_search_text(title text, subtitle text, description text) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
  SELECT concat_ws(' ', title, subtitle, description)
$$;--> statement-breakpoint
CREATE FUNCTION products_count_search_words() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  changed_words text[];
  changes integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(w), array_agg(1) INTO changed_words, changes
    FROM new_products n, search_words_of(product_search_text(n.title, n.subtitle, n.description)) AS w;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(w), array_agg(-1) INTO changed_words, changes
    FROM old_products o, search_words_of(product_search_text(o.title, o.subtitle, o.description)) AS w;
  ELSE
    -- Most updates change none of the three (a product's categories, its files, its flags, its
    -- search document).
    SELECT array_agg(w), array_agg(change) INTO changed_words, changes FROM (
      SELECT w, 1 AS change FROM new_products n JOIN old_products o USING (id),
        search_words_of(product_search_text(n.title, n.subtitle, n.description)) AS w
      WHERE (n.title, n.subtitle, n.description) IS DISTINCT FROM (o.title, o.subtitle, o.description)
      UNION ALL
      SELECT w, -1 FROM new_products n JOIN old_products o USING (id),
        search_words_of(product_search_text(o.title, o.subtitle, o.description)) AS w
      WHERE (n.title, n.subtitle, n.description) IS DISTINCT FROM (o.title, o.subtitle, o.description)
    ) c;
  END IF;
  IF changed_words IS NOT NULL THEN
    PERFORM search_words_change(changed_words, changes);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER products_search_words_insert AFTER INSERT ON products
REFERENCING NEW TABLE AS new_products
FOR EACH STATEMENT EXECUTE FUNCTION products_count_search_words();--> statement-breakpoint
CREATE TRIGGER products_search_words_update AFTER UPDATE ON products
REFERENCING OLD TABLE AS old_products NEW TABLE AS new_products
FOR EACH STATEMENT EXECUTE FUNCTION products_count_search_words();--> statement-breakpoint
CREATE TRIGGER products_search_words_delete AFTER DELETE ON products
REFERENCING OLD TABLE AS old_products
FOR EACH STATEMENT EXECUTE FUNCTION products_count_search_words();--> statement-breakpoint
CREATE FUNCTION tags_count_search_words() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  changed_words text[];
  changes integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(w), array_agg(1) INTO changed_words, changes FROM new_tags n, search_words_of(n.name) AS w;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(w), array_agg(-1) INTO changed_words, changes FROM old_tags o, search_words_of(o.name) AS w;
  ELSE
    SELECT array_agg(w), array_agg(change) INTO changed_words, changes FROM (
      SELECT w, 1 AS change FROM new_tags n JOIN old_tags o USING (id), search_words_of(n.name) AS w
      WHERE n.name IS DISTINCT FROM o.name
      UNION ALL
      SELECT w, -1 FROM new_tags n JOIN old_tags o USING (id), search_words_of(o.name) AS w
      WHERE n.name IS DISTINCT FROM o.name
    ) c;
  END IF;
  IF changed_words IS NOT NULL THEN
    PERFORM search_words_change(changed_words, changes);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER tags_search_words_insert AFTER INSERT ON tags
REFERENCING NEW TABLE AS new_tags
FOR EACH STATEMENT EXECUTE FUNCTION tags_count_search_words();--> statement-breakpoint
CREATE TRIGGER tags_search_words_update AFTER UPDATE ON tags
REFERENCING OLD TABLE AS old_tags NEW TABLE AS new_tags
FOR EACH STATEMENT EXECUTE FUNCTION tags_count_search_words();--> statement-breakpoint
CREATE TRIGGER tags_search_words_delete AFTER DELETE ON tags
REFERENCING OLD TABLE AS old_tags
FOR EACH STATEMENT EXECUTE FUNCTION tags_count_search_words();--> statement-breakpoint
INSERT INTO search_words (word, lexeme, uses)
SELECT words.w, l.lexeme, count(*) FROM (
  SELECT w FROM products, search_words_of(product_search_text(title, subtitle, description)) AS w
  UNION ALL
  SELECT w FROM tags, search_words_of(name) AS w
) words, LATERAL (SELECT (tsvector_to_array(to_tsvector('english'::regconfig, words.w)))[1] AS lexeme) l
WHERE l.lexeme IS NOT NULL
GROUP BY words.w, l.lexeme;--> statement-breakpoint
-- The full-text queries of one search, all NULL when no word has a lexeme (an empty search, or stop
-- words only). Each word may match as typed (stemmed), through a correction (a word within its
-- allowed edits, at most 8 of them, nearest and most used first) and, for the last word of 3 letters
-- or more, as a prefix. A "-word" stays an exclusion, as in websearch_to_tsquery.
-- `matches`: every word through any of these, exclusions kept. `prefixed`: every word as typed or
-- completed. `one_edit`: every word as typed, completed or corrected by one edit. The search ranks
-- a match by the first of websearch_to_tsquery(search), `prefixed`, `one_edit` that it meets.
-- The prefix matches the stems of the words that begin with the letters typed: when they are 20
-- or fewer, as so many lexemes (a word typed whole costs no more than as typed, a misspelt one that
-- begins no word nothing); otherwise every lexeme that begins with them ('pro':*, a range of the
-- index), with the stems shorter than what was typed ('marketi' finds 'market' through 'marketing').
-- Its statements keep one plan each: left to choose, PL/pgSQL planned them again on every call,
-- which cost three times their running.
CREATE FUNCTION product_search_queries(search text, OUT matches tsquery, OUT prefixed tsquery, OUT one_edit tsquery)
LANGUAGE plpgsql STABLE SET plan_cache_mode = force_generic_plan AS $$
DECLARE
  tokens text[] := array(SELECT t FROM regexp_split_to_table(lower(search), '\s+') AS t WHERE t <> '');
  terms text[];
  term text;
  allowed integer;
  -- The lexemes a word has matched so far: as typed, and its completions.
  seen text[];
  completions text[];
  completed tsquery;
  corrected tsquery;
  corrected_twice tsquery;
  candidate record;
  excluded tsquery;
BEGIN
  FOR k IN 1..coalesce(cardinality(tokens), 0) LOOP
    IF left(tokens[k], 1) = '-' THEN
      IF length(to_tsvector('english'::regconfig, substr(tokens[k], 2))) > 0 THEN
        excluded := coalesce(excluded || plainto_tsquery('english'::regconfig, substr(tokens[k], 2)),
                             plainto_tsquery('english'::regconfig, substr(tokens[k], 2)));
      END IF;
      CONTINUE;
    END IF;
    terms := array(SELECT m[1] FROM regexp_matches(tokens[k], '[[:alnum:]]+', 'g') AS m);
    FOR i IN 1..coalesce(cardinality(terms), 0) LOOP
      term := terms[i];
      seen := tsvector_to_array(to_tsvector('english'::regconfig, term));
      CONTINUE WHEN cardinality(seen) = 0;
      completed := plainto_tsquery('english'::regconfig, term);
      IF k = cardinality(tokens) AND i = cardinality(terms) AND length(term) >= 3 THEN
        completions := array(
          SELECT w.lexeme FROM search_words w
          WHERE w.word >= term AND w.word < term || chr(1114111)
          GROUP BY w.lexeme ORDER BY sum(w.uses) DESC, w.lexeme LIMIT 21);
        IF cardinality(completions) <= 20 THEN
          -- The stems of the words it begins, each read as one entry of the full-text index.
          FOR c IN 1..cardinality(completions) LOOP
            CONTINUE WHEN completions[c] = ANY (seen);
            completed := completed || quote_literal(completions[c])::tsquery;
            seen := seen || completions[c];
          END LOOP;
        ELSE
          -- Every lexeme that begins with it (a range of the index), and the stems shorter than it.
          completed := completed || (quote_literal(term) || ':*')::tsquery;
          FOR candidate IN
            SELECT w.lexeme FROM search_words w
            WHERE w.word >= term AND w.word < term || chr(1114111) AND NOT starts_with(w.lexeme, term)
              AND w.lexeme <> ALL (seen)
            GROUP BY w.lexeme ORDER BY sum(w.uses) DESC, w.lexeme LIMIT 20
          LOOP
            completed := completed || quote_literal(candidate.lexeme)::tsquery;
            seen := seen || candidate.lexeme;
          END LOOP;
        END IF;
      END IF;
      corrected := completed;
      corrected_twice := completed;
      allowed := CASE WHEN length(term) >= 9 THEN 2 WHEN length(term) >= 5 THEN 1 ELSE 0 END;
      -- No word is longer than 32 letters; numbers and codes are not misspelt words.
      IF allowed > 0 AND length(term) <= 34 AND term !~ '[[:digit:]]' THEN
        FOR candidate IN
          SELECT c.lexeme, min(c.typos) AS typos
          FROM (
            SELECT w.lexeme, w.uses, search_typos(term, w.word, allowed) AS typos
            FROM search_words w
            WHERE w.word IN (
                SELECT d.word FROM search_word_deletions d
                WHERE d.deletion = ANY (array(
                  SELECT left(term, a - 1) || substr(term, a + 1, b - a - 1) || substr(term, b + 1)
                  FROM generate_series(1, length(term) + 1) AS a,
                       generate_series(CASE WHEN allowed >= 2 THEN a + 1 ELSE length(term) + 2 END, length(term) + 2) AS b)))
              AND w.word <> term AND w.lexeme <> ALL (seen)
          ) c
          WHERE c.typos <= allowed
          GROUP BY c.lexeme
          ORDER BY min(c.typos), sum(c.uses) DESC, c.lexeme LIMIT 8
        LOOP
          IF candidate.typos = 1 THEN
            corrected := corrected || quote_literal(candidate.lexeme)::tsquery;
          END IF;
          corrected_twice := corrected_twice || quote_literal(candidate.lexeme)::tsquery;
        END LOOP;
      END IF;
      matches := coalesce(matches && corrected_twice, corrected_twice);
      prefixed := coalesce(prefixed && completed, completed);
      one_edit := coalesce(one_edit && corrected, corrected);
    END LOOP;
  END LOOP;
  IF matches IS NOT NULL AND excluded IS NOT NULL THEN
    matches := matches && !! excluded;
  END IF;
END
$$;
