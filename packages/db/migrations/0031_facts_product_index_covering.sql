-- Replaced by covering indexes in 0032.
DROP INDEX "event_daily_facts_product_idx";--> statement-breakpoint
DROP INDEX "event_daily_facts_template_idx";