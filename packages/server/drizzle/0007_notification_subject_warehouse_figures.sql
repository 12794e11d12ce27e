ALTER TABLE "notifications" ADD COLUMN "subject_type" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "subject_id" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "subject_warehouse_id" uuid;--> statement-breakpoint
CREATE INDEX "notifications_merchant_unread_idx" ON "notifications" USING btree ("merchant_id") WHERE "notifications"."read_at" is null;--> statement-breakpoint
CREATE INDEX "parcels_warehouse_status_inbound_idx" ON "parcels" USING btree ("warehouse_id","status","inbound_date");--> statement-breakpoint
CREATE INDEX "parcels_warehouse_problem_idx" ON "parcels" USING btree ("warehouse_id") WHERE "parcels"."is_problem";