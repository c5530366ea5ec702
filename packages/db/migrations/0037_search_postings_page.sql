-- The count and the page of a one-word search (decision 0055), from the kept counts and the title
-- postings, in one function planned once. Written inline in the search statement, they made
-- PostgreSQL plan that statement anew for every search: its estimate for a page of unknown size at
-- an unknown offset was higher than for the page asked, so the generic plan never won, and planning
-- took as long as running. The statement around this function now keeps one plan.
--
-- `allowed` is the category ids whose products the viewer may see (for a member, narrowed to the
-- category asked for), or NULL for every product (an admin without a category). `ids` is the page
-- when the postings hold it (they fill it, or every match is in them); NULL when the matches must
-- be read.
CREATE FUNCTION search_postings_page(search text, allowed uuid[], page_limit integer, page_offset integer,
  OUT state text, OUT tier integer, OUT total integer, OUT ids uuid[])
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
END
$$;
