CREATE TABLE "event_daily_counts" (
	"kind" text NOT NULL,
	"dim" text NOT NULL,
	"day" date NOT NULL,
	"value" text NOT NULL,
	"provider_ids" uuid[] NOT NULL,
	"count" bigint NOT NULL,
	"zero_results" bigint NOT NULL,
	CONSTRAINT "event_daily_counts_kind_dim_day_value_provider_ids_pk" PRIMARY KEY("kind","dim","day","value","provider_ids")
);
--> statement-breakpoint
CREATE TABLE "event_member_bits" (
	"kind" text NOT NULL,
	"dim" text NOT NULL,
	"day" date NOT NULL,
	"value" text NOT NULL,
	"provider_ids" uuid[] NOT NULL,
	"chunk" integer NOT NULL,
	"bits" bit(8192) NOT NULL,
	CONSTRAINT "event_member_bits_kind_dim_day_value_provider_ids_chunk_pk" PRIMARY KEY("kind","dim","day","value","provider_ids","chunk")
);
--> statement-breakpoint
CREATE TABLE "event_members" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "event_members_n_unique" UNIQUE("n")
);
