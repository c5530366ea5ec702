-- Running totals (decision 0049) partitioned by kind: a panel reads one kind's rows, and with the
-- kinds mixed on every page it read a page for nearly each row (20,000 products' views spread over
-- 12,500 pages at ten million events). One kind to a partition packs them about six to a page.
ALTER TABLE "event_running_totals" RENAME TO "event_running_totals_mixed";
--> statement-breakpoint
ALTER TABLE "event_running_totals_mixed" RENAME CONSTRAINT "event_running_totals_kind_dim_year_value_provider_ids_pk" TO "event_running_totals_mixed_pk";
--> statement-breakpoint
CREATE TABLE "event_running_totals" (
	"kind" text NOT NULL,
	"dim" text NOT NULL,
	"year" integer NOT NULL,
	"value" uuid NOT NULL,
	"provider_ids" uuid[] NOT NULL,
	"running" integer[] NOT NULL,
	CONSTRAINT "event_running_totals_kind_dim_year_value_provider_ids_pk" PRIMARY KEY("kind","dim","year","value","provider_ids")
) PARTITION BY LIST ("kind");
--> statement-breakpoint
CREATE TABLE "event_running_totals_impression" PARTITION OF "event_running_totals" FOR VALUES IN ('impression');
--> statement-breakpoint
CREATE TABLE "event_running_totals_product_view" PARTITION OF "event_running_totals" FOR VALUES IN ('product_view');
--> statement-breakpoint
CREATE TABLE "event_running_totals_customization" PARTITION OF "event_running_totals" FOR VALUES IN ('customization');
--> statement-breakpoint
CREATE TABLE "event_running_totals_download" PARTITION OF "event_running_totals" FOR VALUES IN ('download');
--> statement-breakpoint
CREATE TABLE "event_running_totals_other" PARTITION OF "event_running_totals" DEFAULT;
--> statement-breakpoint
INSERT INTO "event_running_totals" SELECT * FROM "event_running_totals_mixed" ORDER BY "kind", "dim", "year", "value";
--> statement-breakpoint
DROP TABLE "event_running_totals_mixed";
