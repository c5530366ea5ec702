CREATE TABLE "event_daily_facts" (
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"user_id" uuid NOT NULL,
	"provider_ids" uuid[] NOT NULL,
	"category_ids" uuid[] NOT NULL,
	"group_ids" uuid[] NOT NULL,
	"product_id" uuid NOT NULL,
	"template_id" uuid NOT NULL,
	"search_query" text NOT NULL,
	"count" bigint NOT NULL,
	"zero_results" bigint NOT NULL,
	CONSTRAINT "event_daily_facts_day_kind_product_id_user_id_template_id_search_query_group_ids_category_ids_provider_ids_pk" PRIMARY KEY("day","kind","product_id","user_id","template_id","search_query","group_ids","category_ids","provider_ids")
);
--> statement-breakpoint
CREATE INDEX "event_daily_facts_product_idx" ON "event_daily_facts" USING btree ("product_id","day");--> statement-breakpoint
CREATE INDEX "event_daily_facts_providers_idx" ON "event_daily_facts" USING gin ("provider_ids");--> statement-breakpoint
CREATE INDEX "event_daily_facts_categories_idx" ON "event_daily_facts" USING gin ("category_ids");--> statement-breakpoint
CREATE INDEX "event_daily_facts_groups_idx" ON "event_daily_facts" USING gin ("group_ids");