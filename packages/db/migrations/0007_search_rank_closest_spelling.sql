-- The typo half of a search also names the closest spelling of each word (decision 0014), so that a
-- product found through a correction is ranked against that one spelling: ranking against every
-- spelling at once cost more per match than finding the match.
DROP FUNCTION product_typo_query(text);--> statement-breakpoint
-- `alternatives`: each word of the search, or one of the title words closest to it (word similarity
-- above pg_trgm.word_similarity_threshold, at most 5), all words required; "-word" stays an
-- exclusion, as in websearch_to_tsquery. `closest`: each word's closest title word other than
-- itself (the word itself when it has none), all required, exclusions left to the match. Both NULL
-- when no word has a lexeme (an empty search, or stop words only).
-- The planner prices a trigram comparison like an equality, and would compare every title word
-- rather than read the trigram index once the list is a few thousand words long.
CREATE FUNCTION product_typo_queries(search text, OUT alternatives tsquery, OUT closest tsquery)
LANGUAGE plpgsql STABLE SET enable_seqscan = off AS $$
DECLARE
  token text;
  term text;
  alternative text;
  spellings tsquery;
  nearest tsquery;
  excluded tsquery;
BEGIN
  FOR token IN SELECT t FROM regexp_split_to_table(lower(search), '\s+') AS t WHERE t <> '' LOOP
    IF left(token, 1) = '-' THEN
      IF length(to_tsvector('english'::regconfig, substr(token, 2))) > 0 THEN
        excluded := coalesce(excluded || plainto_tsquery('english'::regconfig, substr(token, 2)),
                             plainto_tsquery('english'::regconfig, substr(token, 2)));
      END IF;
      CONTINUE;
    END IF;
    FOR term IN SELECT w FROM title_words(token) AS w WHERE length(to_tsvector('english'::regconfig, w)) > 0 LOOP
      spellings := plainto_tsquery('english'::regconfig, term);
      nearest := NULL;
      FOR alternative IN
        SELECT tw.word FROM product_title_words tw
        WHERE term <% tw.word AND tw.word <> term
          AND length(to_tsvector('english'::regconfig, tw.word)) > 0
        ORDER BY term <<-> tw.word, tw.word LIMIT 5
      LOOP
        spellings := spellings || plainto_tsquery('english'::regconfig, alternative);
        nearest := coalesce(nearest, plainto_tsquery('english'::regconfig, alternative));
      END LOOP;
      alternatives := coalesce(alternatives && spellings, spellings);
      nearest := coalesce(nearest, plainto_tsquery('english'::regconfig, term));
      closest := coalesce(closest && nearest, nearest);
    END LOOP;
  END LOOP;
  IF alternatives IS NOT NULL AND excluded IS NOT NULL THEN
    alternatives := alternatives && !! excluded;
  END IF;
END
$$;
