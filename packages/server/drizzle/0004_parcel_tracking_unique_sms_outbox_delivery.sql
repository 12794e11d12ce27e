ALTER TABLE "sms_outbox" ALTER COLUMN "text" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "parcels" ADD COLUMN "confirmed_duplicate" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sms_outbox" ADD COLUMN "status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "sms_outbox" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sms_outbox" ADD COLUMN "next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "sms_outbox" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sms_outbox" ADD COLUMN "last_error" text;--> statement-breakpoint
-- Hand-added: duplicates received before this index existed keep their place; all but the first
-- parcel of a tracking id in a warehouse count as confirmed, so the index can be built.
UPDATE "parcels" SET "confirmed_duplicate" = true WHERE "id" IN (SELECT "id" FROM (SELECT "id", row_number() OVER (PARTITION BY "warehouse_id", upper("tracking_id") ORDER BY "created_at", "id") AS "n" FROM "parcels") AS "ranked" WHERE "n" > 1);--> statement-breakpoint
-- Hand-added: rows written before this migration were already printed by the outbox transport.
UPDATE "sms_outbox" SET "status" = 'sent', "sent_at" = "created_at";--> statement-breakpoint
CREATE UNIQUE INDEX "parcels_warehouse_tracking_unique" ON "parcels" USING btree ("warehouse_id",upper("tracking_id")) WHERE not "parcels"."confirmed_duplicate";--> statement-breakpoint
CREATE INDEX "sms_outbox_due_idx" ON "sms_outbox" USING btree ("next_attempt_at") WHERE "sms_outbox"."status" = 'pending';