CREATE TABLE "parcel_status_counts" (
	"warehouse_id" uuid NOT NULL,
	"status" text NOT NULL,
	"slot" integer NOT NULL,
	"parcels" bigint NOT NULL,
	CONSTRAINT "parcel_status_counts_warehouse_id_status_slot_pk" PRIMARY KEY("warehouse_id","status","slot")
);
--> statement-breakpoint
DROP INDEX "parcels_warehouse_created_idx";--> statement-breakpoint
DROP INDEX "parcels_warehouse_status_created_idx";--> statement-breakpoint
DROP INDEX "users_merchant_idx";--> statement-breakpoint
CREATE INDEX "parcels_warehouse_created_status_idx" ON "parcels" USING btree ("warehouse_id","created_at","id","status");--> statement-breakpoint
-- hand-written: the parcel counters (ADR 0054). Statement triggers with transition tables keep
-- parcel_status_counts exact in the transaction of every write to parcels, whichever code path
-- makes it (inventory, orders, returns, ops): a bulk write costs one grouped upsert, not one per
-- row. Each session writes its net change per (warehouse, status) into rows of its own slot (its
-- backend pid): two transactions never lock the same counter row, so a transaction of several
-- writes cannot deadlock on counters with another (measured: one shared row per (warehouse,
-- status) did, under eight concurrent writers). A total is the sum over the slots.
CREATE FUNCTION "parcel_status_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "parcel_status_counts" AS c ("warehouse_id", "status", "slot", "parcels")
      SELECT "warehouse_id", "status", pg_backend_pid(), count(*) FROM new_rows GROUP BY 1, 2
      ON CONFLICT ("warehouse_id", "status", "slot") DO UPDATE SET "parcels" = c."parcels" + excluded."parcels";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "parcel_status_counts" AS c ("warehouse_id", "status", "slot", "parcels")
      SELECT "warehouse_id", "status", pg_backend_pid(), -count(*) FROM old_rows GROUP BY 1, 2
      ON CONFLICT ("warehouse_id", "status", "slot") DO UPDATE SET "parcels" = c."parcels" + excluded."parcels";
  ELSE
    -- Most updates change neither status nor warehouse: the net change is empty, nothing is written.
    INSERT INTO "parcel_status_counts" AS c ("warehouse_id", "status", "slot", "parcels")
      SELECT "warehouse_id", "status", pg_backend_pid(), sum(delta) FROM (
        SELECT "warehouse_id", "status", 1 AS delta FROM new_rows
        UNION ALL
        SELECT "warehouse_id", "status", -1 AS delta FROM old_rows
      ) AS moved GROUP BY 1, 2 HAVING sum(delta) <> 0
      ON CONFLICT ("warehouse_id", "status", "slot") DO UPDATE SET "parcels" = c."parcels" + excluded."parcels";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "parcels_counts_insert" AFTER INSERT ON "parcels"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "parcel_status_counts_apply"();--> statement-breakpoint
CREATE TRIGGER "parcels_counts_update" AFTER UPDATE ON "parcels"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "parcel_status_counts_apply"();--> statement-breakpoint
CREATE TRIGGER "parcels_counts_delete" AFTER DELETE ON "parcels"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "parcel_status_counts_apply"();--> statement-breakpoint
CREATE FUNCTION "parcel_status_counts_clear"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "parcel_status_counts";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "parcels_counts_truncate" AFTER TRUNCATE ON "parcels"
  FOR EACH STATEMENT EXECUTE FUNCTION "parcel_status_counts_clear"();--> statement-breakpoint
-- The backfill: the parcels already stored, counted once (the migration holds its lock meanwhile).
INSERT INTO "parcel_status_counts" ("warehouse_id", "status", "slot", "parcels")
  SELECT "warehouse_id", "status", 0, count(*) FROM "parcels" GROUP BY 1, 2;
