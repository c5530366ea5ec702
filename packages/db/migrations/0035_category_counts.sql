CREATE TABLE "category_counts" (
	"category_id" uuid PRIMARY KEY NOT NULL,
	"published" integer DEFAULT 0 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "category_counts" ADD CONSTRAINT "category_counts_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The links a statement added (+1) and removed (-1), folded into each category's counts once per
-- statement: a bulk load of a million links costs one aggregate, not a million row triggers. A
-- category deleted in the same transaction is left out: its counts go with it. (A transition table
-- is seen by its trigger's own function only, hence the three.)
CREATE FUNCTION category_counts_inserted() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO category_counts AS c (category_id, published, total)
  SELECT d.category_id, sum(d.published), sum(d.total)
  FROM (SELECT category_id, (NOT product_is_draft)::int AS published, 1 AS total FROM added_links) d
  WHERE EXISTS (SELECT 1 FROM categories WHERE categories.id = d.category_id)
  GROUP BY d.category_id
  HAVING sum(d.published) <> 0 OR sum(d.total) <> 0
  -- One order for every statement, so that two saves touching the same categories never deadlock.
  ORDER BY d.category_id
  ON CONFLICT (category_id) DO UPDATE
    SET published = c.published + excluded.published, total = c.total + excluded.total;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION category_counts_deleted() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO category_counts AS c (category_id, published, total)
  SELECT d.category_id, sum(d.published), sum(d.total)
  FROM (SELECT category_id, -(NOT product_is_draft)::int AS published, -1 AS total FROM removed_links) d
  WHERE EXISTS (SELECT 1 FROM categories WHERE categories.id = d.category_id)
  GROUP BY d.category_id
  HAVING sum(d.published) <> 0 OR sum(d.total) <> 0
  -- One order for every statement, so that two saves touching the same categories never deadlock.
  ORDER BY d.category_id
  ON CONFLICT (category_id) DO UPDATE
    SET published = c.published + excluded.published, total = c.total + excluded.total;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION category_counts_updated() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO category_counts AS c (category_id, published, total)
  SELECT d.category_id, sum(d.published), sum(d.total)
  FROM (SELECT category_id, (NOT product_is_draft)::int AS published, 1 AS total FROM added_links
    UNION ALL SELECT category_id, -(NOT product_is_draft)::int AS published, -1 AS total FROM removed_links) d
  WHERE EXISTS (SELECT 1 FROM categories WHERE categories.id = d.category_id)
  GROUP BY d.category_id
  HAVING sum(d.published) <> 0 OR sum(d.total) <> 0
  -- One order for every statement, so that two saves touching the same categories never deadlock.
  ORDER BY d.category_id
  ON CONFLICT (category_id) DO UPDATE
    SET published = c.published + excluded.published, total = c.total + excluded.total;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER category_counts_inserted AFTER INSERT ON product_categories
REFERENCING NEW TABLE AS added_links FOR EACH STATEMENT EXECUTE FUNCTION category_counts_inserted();--> statement-breakpoint
CREATE TRIGGER category_counts_deleted AFTER DELETE ON product_categories
REFERENCING OLD TABLE AS removed_links FOR EACH STATEMENT EXECUTE FUNCTION category_counts_deleted();--> statement-breakpoint
CREATE TRIGGER category_counts_updated AFTER UPDATE ON product_categories
REFERENCING OLD TABLE AS removed_links NEW TABLE AS added_links FOR EACH STATEMENT EXECUTE FUNCTION category_counts_updated();--> statement-breakpoint
-- TRUNCATE fires no row or transition trigger: the counts are emptied with the links.
CREATE FUNCTION category_counts_truncated() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE category_counts SET published = 0, total = 0;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER category_counts_truncated AFTER TRUNCATE ON product_categories
FOR EACH STATEMENT EXECUTE FUNCTION category_counts_truncated();--> statement-breakpoint
INSERT INTO category_counts (category_id, published, total)
SELECT category_id, count(*) FILTER (WHERE NOT product_is_draft), count(*) FROM product_categories GROUP BY category_id;
