CREATE TABLE "categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"description_bold" text DEFAULT '' NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "category_providers" (
	"category_id" uuid NOT NULL,
	"provider_id" uuid NOT NULL,
	"permission" smallint DEFAULT 1 NOT NULL,
	CONSTRAINT "category_providers_category_id_provider_id_pk" PRIMARY KEY("category_id","provider_id"),
	CONSTRAINT "category_providers_permission_check" CHECK ("category_providers"."permission" between 0 and 2)
);
--> statement-breakpoint
CREATE TABLE "content_provider_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_providers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"order_categories" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "group_providers" (
	"group_id" uuid NOT NULL,
	"provider_id" uuid NOT NULL,
	"permission" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "group_providers_group_id_provider_id_pk" PRIMARY KEY("group_id","provider_id"),
	CONSTRAINT "group_providers_permission_check" CHECK ("group_providers"."permission" between 0 and 2)
);
--> statement-breakpoint
CREATE TABLE "tag_providers" (
	"tag_id" uuid NOT NULL,
	"provider_id" uuid NOT NULL,
	"permission" smallint DEFAULT 1 NOT NULL,
	CONSTRAINT "tag_providers_tag_id_provider_id_pk" PRIMARY KEY("tag_id","provider_id"),
	CONSTRAINT "tag_providers_permission_check" CHECK ("tag_providers"."permission" between 0 and 2)
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"description_bold" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "category_providers" ADD CONSTRAINT "category_providers_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_providers" ADD CONSTRAINT "category_providers_provider_id_content_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."content_providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_providers" ADD CONSTRAINT "group_providers_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_providers" ADD CONSTRAINT "group_providers_provider_id_content_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."content_providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tag_providers" ADD CONSTRAINT "tag_providers_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tag_providers" ADD CONSTRAINT "tag_providers_provider_id_content_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."content_providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "categories_slug_live_idx" ON "categories" USING btree ("slug") WHERE "categories"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "category_providers_provider_idx" ON "category_providers" USING btree ("provider_id");--> statement-breakpoint
CREATE INDEX "content_providers_position_idx" ON "content_providers" USING btree ("position");--> statement-breakpoint
CREATE INDEX "group_providers_provider_idx" ON "group_providers" USING btree ("provider_id");--> statement-breakpoint
CREATE INDEX "tag_providers_provider_idx" ON "tag_providers" USING btree ("provider_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tags_slug_idx" ON "tags" USING btree ("slug");