-- Campaign kits (decision 0051): one ZIP of a campaign project's pieces; each file is an ordinary download pointing at its kit.
CREATE TABLE "campaign_kits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"campaign_project_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"svg" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'rendering' NOT NULL,
	"error" text DEFAULT '' NOT NULL,
	"file_key" text DEFAULT '' NOT NULL,
	"file_name" text DEFAULT '' NOT NULL,
	"size_bytes" integer DEFAULT 0 NOT NULL,
	"pieces" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"skipped" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "kit_id" uuid;--> statement-breakpoint
ALTER TABLE "campaign_kits" ADD CONSTRAINT "campaign_kits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_kits" ADD CONSTRAINT "campaign_kits_campaign_project_id_campaign_projects_id_fk" FOREIGN KEY ("campaign_project_id") REFERENCES "public"."campaign_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_kits" ADD CONSTRAINT "campaign_kits_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaign_kits_user_created_idx" ON "campaign_kits" USING btree ("user_id","created_at");--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_kit_id_campaign_kits_id_fk" FOREIGN KEY ("kit_id") REFERENCES "public"."campaign_kits"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "transactions_kit_idx" ON "transactions" USING btree ("kit_id");