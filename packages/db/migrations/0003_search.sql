-- Product search (DESIGN §1.12): a weighted full-text document per product (title A, subtitle and
-- tag names B, description C) in the 'english' configuration, kept current by the product service
-- through product_search_document(), and trigram matching on the title for typos.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_document" tsvector DEFAULT ''::tsvector NOT NULL;
--> statement-breakpoint
CREATE FUNCTION product_search_document(p_id uuid) RETURNS tsvector
LANGUAGE sql STABLE AS $$
  SELECT setweight(to_tsvector('english'::regconfig, p.title), 'A')
    || setweight(to_tsvector('english'::regconfig, p.subtitle), 'B')
    || setweight(to_tsvector('english'::regconfig, coalesce(
         (SELECT string_agg(t.name, ' ') FROM product_tags pt JOIN tags t ON t.id = pt.tag_id WHERE pt.product_id = p.id),
         '')), 'B')
    || setweight(to_tsvector('english'::regconfig, p.description), 'C')
  FROM products p
  WHERE p.id = p_id
$$;
--> statement-breakpoint
UPDATE "products" SET "search_document" = product_search_document("id");
--> statement-breakpoint
CREATE INDEX "products_search_document_idx" ON "products" USING gin ("search_document");
--> statement-breakpoint
CREATE INDEX "products_title_trgm_idx" ON "products" USING gin (lower("title") gin_trgm_ops);
