ALTER TABLE "parcels" ADD COLUMN "confirmed_duplicate" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Hand-added: duplicates received before this index existed keep their place; all but the first
-- parcel of a tracking id in a warehouse count as confirmed, so the index can be built.
UPDATE "parcels" SET "confirmed_duplicate" = true WHERE "id" IN (SELECT "id" FROM (SELECT "id", row_number() OVER (PARTITION BY "warehouse_id", upper("tracking_id") ORDER BY "created_at", "id") AS "n" FROM "parcels") AS "ranked" WHERE "n" > 1);--> statement-breakpoint
CREATE UNIQUE INDEX "parcels_warehouse_tracking_unique" ON "parcels" USING btree ("warehouse_id",upper("tracking_id")) WHERE not "parcels"."confirmed_duplicate";
