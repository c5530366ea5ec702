CREATE TABLE "events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" uuid,
	"group_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"product_id" uuid,
	"category_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"provider_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"tag_id" uuid,
	"template_id" uuid,
	"page_route" text,
	"search_query" text,
	"search_results" integer
);
--> statement-breakpoint
CREATE INDEX "events_occurred_brin" ON "events" USING brin ("occurred_at");--> statement-breakpoint
CREATE INDEX "events_user_idx" ON "events" USING btree ("user_id");