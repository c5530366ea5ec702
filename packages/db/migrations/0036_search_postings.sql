-- A one-word search answered without reading its matches (decision 0055). At a million products a
-- common word matches tens of thousands of them, spread over as many pages of the products table;
-- ranking and counting them all took a second. Two tables, kept by statement triggers on products:
--
-- 1. search_lexeme_counts: how many published products have a lexeme in their document, per set of
--    category ids, so that the matches a viewer may see are counted by adding up a few hundred rows.
--    A row that falls to 0 is kept (it may rise again; a lexeme's rows are read by its key).
-- 2. search_title_postings: each lexeme of a published product's title, with the rank its whole
--    document gets for that lexeme, in the order a search answers (rank, title, id). A lexeme in a
--    title ranks above any document that has it elsewhere only, so the first page of a common word
--    is the first rows of its postings the viewer may see.
CREATE TABLE "search_lexeme_counts" (
  "lexeme" text COLLATE "C" NOT NULL,
  "category_ids" uuid[] NOT NULL,
  "products" integer NOT NULL,
  -- The number rides in the key's index, so that a lexeme's counts are read from the index alone.
  PRIMARY KEY ("lexeme", "category_ids") INCLUDE ("products")
);--> statement-breakpoint
CREATE TABLE "search_title_postings" (
  "lexeme" text COLLATE "C" NOT NULL,
  "product_id" uuid NOT NULL,
  "rank" real NOT NULL,
  "title" text NOT NULL,
  "category_ids" uuid[] NOT NULL
);--> statement-breakpoint
-- The category ids ride in the index so that a page is read from the index alone.
CREATE INDEX "search_title_postings_order_idx" ON "search_title_postings"
  ("lexeme", "rank" DESC, "title", "product_id") INCLUDE ("category_ids");--> statement-breakpoint
CREATE INDEX "search_title_postings_product_idx" ON "search_title_postings" ("product_id");--> statement-breakpoint
-- The postings of one product's title: the lexemes its document weighs A, each ranked as ts_rank
-- ranks the document for that lexeme alone. A lexeme with a backslash (never one the searches
-- answer from these tables, see product_search_plan) is left out: its quoted form is no tsquery.
CREATE FUNCTION search_title_postings_of(document tsvector) RETURNS TABLE (lexeme text, rank real)
LANGUAGE sql IMMUTABLE STRICT AS $$
  SELECT u.lexeme, ts_rank(document, quote_literal(u.lexeme)::tsquery)
  FROM unnest(document) AS u
  WHERE 'A' = ANY (u.weights) AND strpos(u.lexeme, E'\\') = 0
$$;--> statement-breakpoint
-- Adds (+1) and removes (-1) products' lexemes per set of categories, in one order for every
-- statement so that two saves touching the same rows never deadlock.
CREATE FUNCTION search_lexeme_counts_change(lexemes text[], category_sets text[], changes integer[]) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO search_lexeme_counts AS c (lexeme, category_ids, products)
  SELECT l, s::uuid[], sum(n)::integer FROM unnest(lexemes, category_sets, changes) AS u(l, s, n)
  GROUP BY l, s HAVING sum(n) <> 0
  ORDER BY l, s
  ON CONFLICT (lexeme, category_ids) DO UPDATE SET products = c.products + excluded.products
$$;--> statement-breakpoint
-- Drafts are never searched, so only published products are counted and posted. An update touches
-- the tables only for the products whose document, title, categories or draft state changed.
CREATE FUNCTION products_search_postings() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  lexemes text[];
  category_sets text[];
  changes integer[];
  changed uuid[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(n.id) INTO changed FROM new_products n WHERE NOT n.is_draft;
    SELECT array_agg(l), array_agg(n.category_ids::text), array_agg(1) INTO lexemes, category_sets, changes
    FROM new_products n, unnest(tsvector_to_array(n.search_document)) AS l WHERE NOT n.is_draft;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(o.id) INTO changed FROM old_products o WHERE NOT o.is_draft;
    SELECT array_agg(l), array_agg(o.category_ids::text), array_agg(-1) INTO lexemes, category_sets, changes
    FROM old_products o, unnest(tsvector_to_array(o.search_document)) AS l WHERE NOT o.is_draft;
  ELSE
    SELECT array_agg(o.id) INTO changed FROM old_products o JOIN new_products n USING (id)
    WHERE o.search_document IS DISTINCT FROM n.search_document OR o.title IS DISTINCT FROM n.title
       OR o.category_ids IS DISTINCT FROM n.category_ids OR o.is_draft IS DISTINCT FROM n.is_draft;
    IF changed IS NULL THEN
      RETURN NULL;
    END IF;
    SELECT array_agg(l), array_agg(s), array_agg(n) INTO lexemes, category_sets, changes FROM (
      SELECT l, n.category_ids::text AS s, 1 AS n FROM new_products n, unnest(tsvector_to_array(n.search_document)) AS l
      WHERE n.id = ANY (changed) AND NOT n.is_draft
      UNION ALL
      SELECT l, o.category_ids::text, -1 FROM old_products o, unnest(tsvector_to_array(o.search_document)) AS l
      WHERE o.id = ANY (changed) AND NOT o.is_draft
    ) d;
  END IF;
  IF lexemes IS NOT NULL THEN
    PERFORM search_lexeme_counts_change(lexemes, category_sets, changes);
  END IF;
  IF changed IS NOT NULL AND TG_OP <> 'INSERT' THEN
    DELETE FROM search_title_postings WHERE product_id = ANY (changed);
  END IF;
  IF changed IS NOT NULL AND TG_OP <> 'DELETE' THEN
    INSERT INTO search_title_postings (lexeme, product_id, rank, title, category_ids)
    SELECT t.lexeme, n.id, t.rank, n.title, n.category_ids
    FROM new_products n, search_title_postings_of(n.search_document) AS t
    WHERE n.id = ANY (changed) AND NOT n.is_draft;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER products_search_postings_insert AFTER INSERT ON products
REFERENCING NEW TABLE AS new_products
FOR EACH STATEMENT EXECUTE FUNCTION products_search_postings();--> statement-breakpoint
CREATE TRIGGER products_search_postings_update AFTER UPDATE ON products
REFERENCING OLD TABLE AS old_products NEW TABLE AS new_products
FOR EACH STATEMENT EXECUTE FUNCTION products_search_postings();--> statement-breakpoint
CREATE TRIGGER products_search_postings_delete AFTER DELETE ON products
REFERENCING OLD TABLE AS old_products
FOR EACH STATEMENT EXECUTE FUNCTION products_search_postings();--> statement-breakpoint
-- TRUNCATE fires no row or transition trigger: the tables are emptied with the products.
CREATE FUNCTION products_search_postings_truncated() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE search_lexeme_counts, search_title_postings;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER products_search_postings_truncated AFTER TRUNCATE ON products
FOR EACH STATEMENT EXECUTE FUNCTION products_search_postings_truncated();--> statement-breakpoint
-- Both tables filled anew from the products in one pass each: after a bulk load made with the
-- triggers above disabled, and to fill them here.
CREATE FUNCTION search_postings_rebuild() RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE search_lexeme_counts, search_title_postings;
  INSERT INTO search_lexeme_counts (lexeme, category_ids, products)
  SELECT l, p.category_ids, count(*) FROM products p, unnest(tsvector_to_array(p.search_document)) AS l
  WHERE NOT p.is_draft GROUP BY l, p.category_ids;
  INSERT INTO search_title_postings (lexeme, product_id, rank, title, category_ids)
  SELECT t.lexeme, p.id, t.rank, p.title, p.category_ids
  FROM products p, search_title_postings_of(p.search_document) AS t
  WHERE NOT p.is_draft;
END
$$;--> statement-breakpoint
SELECT search_postings_rebuild();--> statement-breakpoint
-- The lexemes of a query made only of lexemes joined by | (one word, its completions and
-- corrections), NULL for any other (several words, an exclusion, a phrase, a prefix range, a weight);
-- an empty array for a query without lexemes.
CREATE FUNCTION tsquery_alternatives(query tsquery) RETURNS text[]
LANGUAGE sql IMMUTABLE STRICT AS $$
  SELECT CASE WHEN regexp_replace(query::text, '''(?:[^'']|'''')*''', '', 'g') ~ '^[ |]*$'
    AND strpos(query::text, E'\\') = 0
    THEN array(SELECT replace(m[1], '''''', '''') FROM regexp_matches(query::text, '''((?:[^'']|'''')*)''', 'g') AS m)
  END
$$;--> statement-breakpoint
-- How a search can be answered from the tables above. `state`:
--   'none': none of the lexemes it may match is in a published product: nothing matches;
--   'one': exactly one is (`lexeme`), so every match has that lexeme and only it, and its matches
--          are all of one tier (`tier`, as searchProductsQuery ranks them: 0 as typed, 1 completed
--          as a prefix, 2 and 3 corrected by one and two edits), ranked by their rank for it;
--   'words': anything else (several words, several lexemes in published products, exclusions),
--          answered by reading the matches.
CREATE FUNCTION product_search_plan(search text, OUT state text, OUT lexeme text, OUT tier integer)
LANGUAGE plpgsql STABLE AS $$
DECLARE
  exact tsquery := websearch_to_tsquery('english'::regconfig, search);
  queries tsquery[];
  found text[];
BEGIN
  SELECT array[exact, coalesce(q.prefixed, exact), coalesce(q.one_edit, exact), exact || coalesce(q.matches, exact)]
  INTO queries FROM product_search_queries(search) AS q;
  FOR k IN 1..4 LOOP
    IF tsquery_alternatives(queries[k]) IS NULL THEN
      state := 'words';
      RETURN;
    END IF;
  END LOOP;
  found := array(
    SELECT DISTINCT l FROM unnest(tsquery_alternatives(queries[4])) AS l
    WHERE EXISTS (SELECT 1 FROM search_lexeme_counts c WHERE c.lexeme = l AND c.products > 0));
  IF cardinality(found) = 0 THEN
    state := 'none';
  ELSIF cardinality(found) > 1 THEN
    state := 'words';
  ELSE
    state := 'one';
    lexeme := found[1];
    FOR k IN 1..4 LOOP
      IF lexeme = ANY (tsquery_alternatives(queries[k])) THEN
        tier := k - 1;
        RETURN;
      END IF;
    END LOOP;
  END IF;
END
$$;
