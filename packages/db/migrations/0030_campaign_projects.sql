-- Campaign projects (decision 0050): one editor over a campaign's template products; each piece stays a project.
CREATE TABLE "campaign_projects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"values" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "campaign_project_id" uuid;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "overrides" jsonb DEFAULT '{"text":[],"photos":[]}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "campaign_projects" ADD CONSTRAINT "campaign_projects_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_projects" ADD CONSTRAINT "campaign_projects_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaign_projects_user_product_idx" ON "campaign_projects" USING btree ("user_id","product_id") WHERE "campaign_projects"."deleted_at" is null;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_campaign_project_id_campaign_projects_id_fk" FOREIGN KEY ("campaign_project_id") REFERENCES "public"."campaign_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "projects_campaign_project_idx" ON "projects" USING btree ("campaign_project_id");