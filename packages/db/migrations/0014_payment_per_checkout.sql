ALTER TABLE "payments" ADD COLUMN "checkout_session_id" text;--> statement-breakpoint
-- A first payment belongs to its subscription's checkout; renewals keep no checkout.
UPDATE "payments" SET "checkout_session_id" = "subscriptions"."checkout_session_id"
FROM "subscriptions"
WHERE "payments"."subscription_id" = "subscriptions"."id" AND "payments"."kind" = 'first';--> statement-breakpoint
-- A checkout recorded more than once (a repeated event under a new payment id) keeps its earliest payment.
DELETE FROM "payments" AS "later"
USING "payments" AS "earlier"
WHERE "later"."checkout_session_id" IS NOT NULL
  AND "earlier"."provider" = "later"."provider"
  AND "earlier"."checkout_session_id" = "later"."checkout_session_id"
  AND ("earlier"."created_at", "earlier"."id") < ("later"."created_at", "later"."id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_checkout_key" ON "payments" USING btree ("provider","checkout_session_id") WHERE "payments"."checkout_session_id" is not null;
