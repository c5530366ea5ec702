CREATE TABLE "event_running_totals" (
	"kind" text NOT NULL,
	"dim" text NOT NULL,
	"year" integer NOT NULL,
	"value" uuid NOT NULL,
	"provider_ids" uuid[] NOT NULL,
	"running" integer[] NOT NULL,
	CONSTRAINT "event_running_totals_kind_dim_year_value_provider_ids_pk" PRIMARY KEY("kind","dim","year","value","provider_ids")
);
--> statement-breakpoint
CREATE INDEX "event_daily_facts_template_idx" ON "event_daily_facts" USING btree ("template_id","day") WHERE template_id <> '00000000-0000-0000-0000-000000000000'::uuid;