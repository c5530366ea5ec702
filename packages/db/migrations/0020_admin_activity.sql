CREATE TABLE "admin_activity" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"tx" bigint DEFAULT txid_current() NOT NULL,
	"actor_id" uuid,
	"actor_username" text DEFAULT '' NOT NULL,
	"action" text NOT NULL,
	"record_type" text NOT NULL,
	"record_id" text NOT NULL,
	"record_label" text DEFAULT '' NOT NULL,
	"changes" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "admin_activity_tx_record_key" ON "admin_activity" USING btree ("tx","record_type","record_id");--> statement-breakpoint
CREATE INDEX "admin_activity_at_idx" ON "admin_activity" USING btree ("at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "admin_activity_actor_idx" ON "admin_activity" USING btree ("actor_id","at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "admin_activity_record_idx" ON "admin_activity" USING btree ("record_type","record_id","at" DESC NULLS LAST);