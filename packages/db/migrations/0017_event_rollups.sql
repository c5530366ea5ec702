CREATE TABLE "event_daily_counts" (
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"provider_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	"group_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"template_id" uuid NOT NULL,
	"count" bigint NOT NULL,
	CONSTRAINT "event_daily_counts_day_kind_provider_id_category_id_group_id_product_id_template_id_pk" PRIMARY KEY("day","kind","provider_id","category_id","group_id","product_id","template_id")
);
--> statement-breakpoint
CREATE TABLE "event_daily_members" (
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"user_id" uuid NOT NULL,
	CONSTRAINT "event_daily_members_day_kind_user_id_pk" PRIMARY KEY("day","kind","user_id")
);
--> statement-breakpoint
CREATE TABLE "event_daily_searches" (
	"day" date NOT NULL,
	"query" text NOT NULL,
	"count" bigint NOT NULL,
	"zero_results" bigint NOT NULL,
	CONSTRAINT "event_daily_searches_day_query_pk" PRIMARY KEY("day","query")
);
--> statement-breakpoint
CREATE TABLE "event_rollup_watermark" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"last_event_id" bigint DEFAULT 0 NOT NULL
);
