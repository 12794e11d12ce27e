ALTER TABLE "notifications" ADD COLUMN "subject_type" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "subject_id" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "subject_warehouse_id" uuid;--> statement-breakpoint
CREATE INDEX "notifications_merchant_unread_idx" ON "notifications" USING btree ("merchant_id") WHERE "notifications"."read_at" is null;