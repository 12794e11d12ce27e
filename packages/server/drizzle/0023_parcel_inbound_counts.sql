CREATE TABLE "parcel_inbound_counts" (
	"warehouse_id" uuid NOT NULL,
	"status" text NOT NULL,
	"inbound_date" date NOT NULL,
	"slot" integer NOT NULL,
	"parcels" bigint NOT NULL,
	CONSTRAINT "parcel_inbound_counts_warehouse_id_status_inbound_date_slot_pk" PRIMARY KEY("warehouse_id","status","inbound_date","slot")
);
--> statement-breakpoint
CREATE INDEX "parcel_inbound_counts_slot_idx" ON "parcel_inbound_counts" USING btree ("slot") WHERE "parcel_inbound_counts"."slot" <> 0;--> statement-breakpoint
-- hand-written: the parcels' inbound date counts (ADR 0077). The statement triggers of migration
-- 0009 now write three counters from one grouping of each statement's net change per
-- (warehouse, status, UTC day of creation, inbound date), each session into rows of its own slot
-- (its backend pid) as before. No parcel is written between the count below and the new
-- function taking over: writers wait for this transaction.
LOCK TABLE "parcels" IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "parcel_status_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    WITH moved AS (
      SELECT "warehouse_id", "status", ("created_at" AT TIME ZONE 'UTC')::date AS day, "inbound_date", count(*) AS delta
        FROM new_rows GROUP BY 1, 2, 3, 4
    ), by_status AS (
      INSERT INTO "parcel_status_counts" AS c ("warehouse_id", "status", "slot", "parcels")
        SELECT "warehouse_id", "status", pg_backend_pid(), sum(delta) FROM moved GROUP BY 1, 2
        ON CONFLICT ("warehouse_id", "status", "slot") DO UPDATE SET "parcels" = c."parcels" + excluded."parcels"
    ), by_inbound_date AS (
      INSERT INTO "parcel_inbound_counts" AS c ("warehouse_id", "status", "inbound_date", "slot", "parcels")
        SELECT "warehouse_id", "status", "inbound_date", pg_backend_pid(), sum(delta) FROM moved GROUP BY 1, 2, 3
        ON CONFLICT ("warehouse_id", "status", "inbound_date", "slot") DO UPDATE SET "parcels" = c."parcels" + excluded."parcels"
    )
    INSERT INTO "parcel_day_counts" AS c ("warehouse_id", "day", "status", "slot", "parcels")
      SELECT "warehouse_id", day, "status", pg_backend_pid(), sum(delta) FROM moved GROUP BY 1, 2, 3
      ON CONFLICT ("warehouse_id", "day", "status", "slot") DO UPDATE SET "parcels" = c."parcels" + excluded."parcels";
  ELSIF TG_OP = 'DELETE' THEN
    WITH moved AS (
      SELECT "warehouse_id", "status", ("created_at" AT TIME ZONE 'UTC')::date AS day, "inbound_date", -count(*) AS delta
        FROM old_rows GROUP BY 1, 2, 3, 4
    ), by_status AS (
      INSERT INTO "parcel_status_counts" AS c ("warehouse_id", "status", "slot", "parcels")
        SELECT "warehouse_id", "status", pg_backend_pid(), sum(delta) FROM moved GROUP BY 1, 2
        ON CONFLICT ("warehouse_id", "status", "slot") DO UPDATE SET "parcels" = c."parcels" + excluded."parcels"
    ), by_inbound_date AS (
      INSERT INTO "parcel_inbound_counts" AS c ("warehouse_id", "status", "inbound_date", "slot", "parcels")
        SELECT "warehouse_id", "status", "inbound_date", pg_backend_pid(), sum(delta) FROM moved GROUP BY 1, 2, 3
        ON CONFLICT ("warehouse_id", "status", "inbound_date", "slot") DO UPDATE SET "parcels" = c."parcels" + excluded."parcels"
    )
    INSERT INTO "parcel_day_counts" AS c ("warehouse_id", "day", "status", "slot", "parcels")
      SELECT "warehouse_id", day, "status", pg_backend_pid(), sum(delta) FROM moved GROUP BY 1, 2, 3
      ON CONFLICT ("warehouse_id", "day", "status", "slot") DO UPDATE SET "parcels" = c."parcels" + excluded."parcels";
  ELSE
    -- Most updates change neither status, warehouse, creation time nor inbound date: the net
    -- change is empty, nothing is written. One that changes only the inbound date writes only
    -- its inbound counts (the others' sums come to nothing).
    WITH moved AS (
      SELECT "warehouse_id", "status", day, "inbound_date", sum(delta) AS delta FROM (
        SELECT "warehouse_id", "status", ("created_at" AT TIME ZONE 'UTC')::date AS day, "inbound_date", 1 AS delta FROM new_rows
        UNION ALL
        SELECT "warehouse_id", "status", ("created_at" AT TIME ZONE 'UTC')::date AS day, "inbound_date", -1 AS delta FROM old_rows
      ) AS changed GROUP BY 1, 2, 3, 4 HAVING sum(delta) <> 0
    ), by_status AS (
      INSERT INTO "parcel_status_counts" AS c ("warehouse_id", "status", "slot", "parcels")
        SELECT "warehouse_id", "status", pg_backend_pid(), sum(delta) FROM moved
        GROUP BY 1, 2 HAVING sum(delta) <> 0
        ON CONFLICT ("warehouse_id", "status", "slot") DO UPDATE SET "parcels" = c."parcels" + excluded."parcels"
    ), by_inbound_date AS (
      INSERT INTO "parcel_inbound_counts" AS c ("warehouse_id", "status", "inbound_date", "slot", "parcels")
        SELECT "warehouse_id", "status", "inbound_date", pg_backend_pid(), sum(delta) FROM moved
        GROUP BY 1, 2, 3 HAVING sum(delta) <> 0
        ON CONFLICT ("warehouse_id", "status", "inbound_date", "slot") DO UPDATE SET "parcels" = c."parcels" + excluded."parcels"
    )
    INSERT INTO "parcel_day_counts" AS c ("warehouse_id", "day", "status", "slot", "parcels")
      SELECT "warehouse_id", day, "status", pg_backend_pid(), sum(delta) FROM moved
      GROUP BY 1, 2, 3 HAVING sum(delta) <> 0
      ON CONFLICT ("warehouse_id", "day", "status", "slot") DO UPDATE SET "parcels" = c."parcels" + excluded."parcels";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "parcel_status_counts_clear"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "parcel_status_counts";
  DELETE FROM "parcel_day_counts";
  DELETE FROM "parcel_inbound_counts";
  RETURN NULL;
END
$$;--> statement-breakpoint
-- The parcels already stored, counted once here (a migration, not a request).
INSERT INTO "parcel_inbound_counts" ("warehouse_id", "status", "inbound_date", "slot", "parcels")
  SELECT "warehouse_id", "status", "inbound_date", 0, count(*) FROM "parcels"
  GROUP BY 1, 2, 3;
