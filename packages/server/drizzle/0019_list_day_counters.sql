CREATE TABLE "order_day_counters" (
	"merchant_id" uuid NOT NULL,
	"status" text NOT NULL,
	"day" date NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "order_day_counters_merchant_id_status_day_pk" PRIMARY KEY("merchant_id","status","day")
);
--> statement-breakpoint
CREATE TABLE "return_order_day_counters" (
	"merchant_id" uuid NOT NULL,
	"status" text NOT NULL,
	"day" date NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "return_order_day_counters_merchant_id_status_day_pk" PRIMARY KEY("merchant_id","status","day")
);
--> statement-breakpoint
ALTER TABLE "order_day_counters" ADD CONSTRAINT "order_day_counters_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_order_day_counters" ADD CONSTRAINT "return_order_day_counters_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- hand-written: rows per (company, status, UTC day of creation), kept in the
-- transaction of every write, whichever code path makes it (ADR 0073). A deep list page sums
-- these newest or oldest first to find the day it starts in, then walks only that day's rows
-- before it. A row trigger each, as the status counters (ADR 0056).
CREATE FUNCTION "order_day_counters_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE "order_day_counters" SET "total" = "total" - 1
      WHERE "merchant_id" = OLD."merchant_id" AND "status" = OLD."status"
        AND "day" = (OLD."created_at" AT TIME ZONE 'UTC')::date;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "order_day_counters" ("merchant_id", "status", "day", "total")
      VALUES (NEW."merchant_id", NEW."status", (NEW."created_at" AT TIME ZONE 'UTC')::date, 1)
      ON CONFLICT ("merchant_id", "status", "day")
      DO UPDATE SET "total" = "order_day_counters"."total" + 1;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "return_order_day_counters_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE "return_order_day_counters" SET "total" = "total" - 1
      WHERE "merchant_id" = OLD."merchant_id" AND "status" = OLD."status"
        AND "day" = (OLD."created_at" AT TIME ZONE 'UTC')::date;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "return_order_day_counters" ("merchant_id", "status", "day", "total")
      VALUES (NEW."merchant_id", NEW."status", (NEW."created_at" AT TIME ZONE 'UTC')::date, 1)
      ON CONFLICT ("merchant_id", "status", "day")
      DO UPDATE SET "total" = "return_order_day_counters"."total" + 1;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- No row is written between the counts below and the triggers taking over: writers wait for
-- this transaction.
LOCK TABLE "orders", "return_orders" IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
CREATE TRIGGER "orders_day_counters_insert_delete" AFTER INSERT OR DELETE ON "orders"
  FOR EACH ROW EXECUTE FUNCTION "order_day_counters_apply"();--> statement-breakpoint
CREATE TRIGGER "orders_day_counters_change" AFTER UPDATE OF "status", "created_at", "merchant_id" ON "orders"
  FOR EACH ROW
  WHEN (OLD."status" IS DISTINCT FROM NEW."status" OR OLD."created_at" IS DISTINCT FROM NEW."created_at"
    OR OLD."merchant_id" IS DISTINCT FROM NEW."merchant_id")
  EXECUTE FUNCTION "order_day_counters_apply"();--> statement-breakpoint
CREATE TRIGGER "return_orders_day_counters_insert_delete" AFTER INSERT OR DELETE ON "return_orders"
  FOR EACH ROW EXECUTE FUNCTION "return_order_day_counters_apply"();--> statement-breakpoint
CREATE TRIGGER "return_orders_day_counters_change" AFTER UPDATE OF "status", "created_at", "merchant_id" ON "return_orders"
  FOR EACH ROW
  WHEN (OLD."status" IS DISTINCT FROM NEW."status" OR OLD."created_at" IS DISTINCT FROM NEW."created_at"
    OR OLD."merchant_id" IS DISTINCT FROM NEW."merchant_id")
  EXECUTE FUNCTION "return_order_day_counters_apply"();--> statement-breakpoint
-- The rows already written, counted once here (a migration, not a request).
INSERT INTO "order_day_counters" ("merchant_id", "status", "day", "total")
  SELECT "merchant_id", "status", ("created_at" AT TIME ZONE 'UTC')::date, count(*)::int FROM "orders"
  GROUP BY 1, 2, 3;--> statement-breakpoint
INSERT INTO "return_order_day_counters" ("merchant_id", "status", "day", "total")
  SELECT "merchant_id", "status", ("created_at" AT TIME ZONE 'UTC')::date, count(*)::int FROM "return_orders"
  GROUP BY 1, 2, 3;
