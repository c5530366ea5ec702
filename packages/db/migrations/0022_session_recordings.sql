CREATE TABLE "recording_chunks" (
	"recording_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"storage_key" text NOT NULL,
	"bytes" integer NOT NULL,
	"first_event_at" timestamp (3) with time zone NOT NULL,
	"last_event_at" timestamp (3) with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recording_chunks_recording_id_seq_pk" PRIMARY KEY("recording_id","seq")
);
--> statement-breakpoint
CREATE TABLE "recordings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_chunk_at" timestamp with time zone DEFAULT now() NOT NULL,
	"duration_ms" integer DEFAULT 0 NOT NULL,
	"chunk_count" integer DEFAULT 0 NOT NULL,
	"bytes" bigint DEFAULT 0 NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	"viewport_width" integer DEFAULT 0 NOT NULL,
	"viewport_height" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "recording_chunks" ADD CONSTRAINT "recording_chunks_recording_id_recordings_id_fk" FOREIGN KEY ("recording_id") REFERENCES "public"."recordings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recordings" ADD CONSTRAINT "recordings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recordings_started_idx" ON "recordings" USING btree ("started_at");--> statement-breakpoint
CREATE INDEX "recordings_user_started_idx" ON "recordings" USING btree ("user_id","started_at");--> statement-breakpoint
CREATE INDEX "recordings_last_chunk_idx" ON "recordings" USING btree ("last_chunk_at");