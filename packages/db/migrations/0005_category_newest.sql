-- A category's newest products and its count of published products, read from product_categories
-- alone: each link carries its product's created_at and is_draft, copied by the triggers below
-- whatever code writes the rows. Ordering or counting through products meant visiting a product row
-- for every link of every category on each landing page.
ALTER TABLE "product_categories" ADD COLUMN "product_created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "product_categories" ADD COLUMN "product_is_draft" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE FUNCTION product_categories_copy_product() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  SELECT p.created_at, p.is_draft INTO NEW.product_created_at, NEW.product_is_draft
  FROM products p WHERE p.id = NEW.product_id;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER product_categories_copy_product BEFORE INSERT OR UPDATE OF product_id ON product_categories
FOR EACH ROW EXECUTE FUNCTION product_categories_copy_product();--> statement-breakpoint
CREATE FUNCTION products_copy_to_categories() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE product_categories SET product_created_at = NEW.created_at, product_is_draft = NEW.is_draft
  WHERE product_id = NEW.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER products_copy_to_categories AFTER UPDATE OF created_at, is_draft ON products
FOR EACH ROW WHEN (OLD.created_at IS DISTINCT FROM NEW.created_at OR OLD.is_draft IS DISTINCT FROM NEW.is_draft)
EXECUTE FUNCTION products_copy_to_categories();--> statement-breakpoint
UPDATE "product_categories" pc SET "product_created_at" = p."created_at", "product_is_draft" = p."is_draft"
FROM "products" p WHERE p."id" = pc."product_id";--> statement-breakpoint
-- The newest index leads with category_id, so it serves every lookup the old one did.
DROP INDEX "product_categories_category_idx";--> statement-breakpoint
CREATE INDEX "product_categories_newest_idx" ON "product_categories" USING btree ("category_id","product_created_at","product_id","product_is_draft");--> statement-breakpoint
CREATE INDEX "product_categories_published_idx" ON "product_categories" USING btree ("category_id") WHERE not "product_categories"."product_is_draft";
