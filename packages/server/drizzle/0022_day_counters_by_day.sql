-- The day counters' keys start with (company, day), as the parcels' day counts do (ADR 0074):
-- a deep page's sum reads a company's days in order from its end and stops at the page's day.
-- The triggers' ON CONFLICT names the same three columns, so it finds the new key.
ALTER TABLE "order_day_counters" DROP CONSTRAINT "order_day_counters_merchant_id_status_day_pk";--> statement-breakpoint
ALTER TABLE "return_order_day_counters" DROP CONSTRAINT "return_order_day_counters_merchant_id_status_day_pk";--> statement-breakpoint
ALTER TABLE "order_day_counters" ADD CONSTRAINT "order_day_counters_merchant_id_day_status_pk" PRIMARY KEY("merchant_id","day","status");--> statement-breakpoint
ALTER TABLE "return_order_day_counters" ADD CONSTRAINT "return_order_day_counters_merchant_id_day_status_pk" PRIMARY KEY("merchant_id","day","status");