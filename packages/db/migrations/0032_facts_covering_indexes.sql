-- A product filter and the members of the top products or templates (decision 0049) read who did
-- what from these indexes alone, not from facts rows scattered over the whole table.
CREATE INDEX "event_daily_facts_product_members_idx" ON "event_daily_facts" ("product_id", "kind", "day") INCLUDE ("user_id", "provider_ids");
--> statement-breakpoint
CREATE INDEX "event_daily_facts_template_members_idx" ON "event_daily_facts" ("template_id", "kind", "day") INCLUDE ("user_id", "provider_ids")
  WHERE "template_id" <> '00000000-0000-0000-0000-000000000000'::uuid;
