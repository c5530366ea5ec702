DROP TABLE "event_daily_counts" CASCADE;--> statement-breakpoint
DROP TABLE "event_daily_searches" CASCADE;