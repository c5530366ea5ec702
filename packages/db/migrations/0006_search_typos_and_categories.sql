-- Search without a per-match probe or a per-title trigram comparison (decision 0014).
--
-- 1. Each product carries the ids of its categories (category_ids), copied from product_categories
--    by the triggers below whatever code writes the links, so that the access check of a search is
--    read from the row the full-text index already led to.
-- 2. The words of every title, with the number of products whose title has them, are kept in
--    product_title_words under a trigram index. A typo is corrected against that short list, once
--    per search, instead of comparing the words with the title of every product.
ALTER TABLE "products" ADD COLUMN "category_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL;--> statement-breakpoint
CREATE FUNCTION product_categories_copy_to_products() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'DELETE' THEN
    UPDATE products p SET category_ids = ARRAY(
      SELECT pc.category_id FROM product_categories pc WHERE pc.product_id = p.id ORDER BY pc.category_id)
    WHERE p.id IN (SELECT product_id FROM new_links);
  END IF;
  IF TG_OP <> 'INSERT' THEN
    UPDATE products p SET category_ids = ARRAY(
      SELECT pc.category_id FROM product_categories pc WHERE pc.product_id = p.id ORDER BY pc.category_id)
    WHERE p.id IN (SELECT product_id FROM old_links);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER product_categories_copy_insert AFTER INSERT ON product_categories
REFERENCING NEW TABLE AS new_links
FOR EACH STATEMENT EXECUTE FUNCTION product_categories_copy_to_products();--> statement-breakpoint
CREATE TRIGGER product_categories_copy_update AFTER UPDATE ON product_categories
REFERENCING OLD TABLE AS old_links NEW TABLE AS new_links
FOR EACH STATEMENT EXECUTE FUNCTION product_categories_copy_to_products();--> statement-breakpoint
CREATE TRIGGER product_categories_copy_delete AFTER DELETE ON product_categories
REFERENCING OLD TABLE AS old_links
FOR EACH STATEMENT EXECUTE FUNCTION product_categories_copy_to_products();--> statement-breakpoint
UPDATE "products" p SET "category_ids" = ARRAY(
  SELECT pc."category_id" FROM "product_categories" pc WHERE pc."product_id" = p."id" ORDER BY pc."category_id");--> statement-breakpoint
CREATE TABLE "product_title_words" (
  "word" text PRIMARY KEY,
  "products" integer NOT NULL
);--> statement-breakpoint
CREATE INDEX "product_title_words_trgm_idx" ON "product_title_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
-- The distinct words of a title as the typo correction compares them: lower case, split at anything
-- that is not a letter or a digit.
CREATE FUNCTION title_words(title text) RETURNS SETOF text
LANGUAGE sql IMMUTABLE AS $$
  SELECT DISTINCT w FROM regexp_split_to_table(lower(title), '[^[:alnum:]]+') AS w WHERE w <> ''
$$;--> statement-breakpoint
CREATE FUNCTION products_count_title_words() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO product_title_words (word, products)
    SELECT w, count(*) FROM new_products n, title_words(n.title) AS w GROUP BY w
    ON CONFLICT (word) DO UPDATE SET products = product_title_words.products + excluded.products;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE product_title_words t SET products = t.products - d.n
    FROM (SELECT w, count(*) AS n FROM old_products o, title_words(o.title) AS w GROUP BY w) d
    WHERE t.word = d.w;
    DELETE FROM product_title_words WHERE products <= 0;
  ELSE
    INSERT INTO product_title_words (word, products)
    SELECT w, sum(n)::integer FROM (
      SELECT w, 1 AS n FROM new_products n JOIN old_products o USING (id), title_words(n.title) AS w
      WHERE n.title IS DISTINCT FROM o.title
      UNION ALL
      SELECT w, -1 FROM new_products n JOIN old_products o USING (id), title_words(o.title) AS w
      WHERE n.title IS DISTINCT FROM o.title
    ) changes GROUP BY w
    ON CONFLICT (word) DO UPDATE SET products = product_title_words.products + excluded.products;
    -- Most updates change no title (a product's categories, its files, its flags).
    IF FOUND THEN
      DELETE FROM product_title_words WHERE products <= 0;
    END IF;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER products_title_words_insert AFTER INSERT ON products
REFERENCING NEW TABLE AS new_products
FOR EACH STATEMENT EXECUTE FUNCTION products_count_title_words();--> statement-breakpoint
CREATE TRIGGER products_title_words_update AFTER UPDATE ON products
REFERENCING OLD TABLE AS old_products NEW TABLE AS new_products
FOR EACH STATEMENT EXECUTE FUNCTION products_count_title_words();--> statement-breakpoint
CREATE TRIGGER products_title_words_delete AFTER DELETE ON products
REFERENCING OLD TABLE AS old_products
FOR EACH STATEMENT EXECUTE FUNCTION products_count_title_words();--> statement-breakpoint
INSERT INTO "product_title_words" ("word", "products")
SELECT w, count(*) FROM "products", title_words("title") AS w GROUP BY w;--> statement-breakpoint
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
