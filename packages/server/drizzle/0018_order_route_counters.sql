CREATE TABLE "order_route_counters" (
	"merchant_id" uuid NOT NULL,
	"route_code" text NOT NULL,
	"status" text NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "order_route_counters_merchant_id_route_code_status_pk" PRIMARY KEY("merchant_id","route_code","status")
);
--> statement-breakpoint
ALTER TABLE "order_route_counters" ADD CONSTRAINT "order_route_counters_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- hand-written: exact order totals per (merchant, route code, status), kept by a trigger in the
-- same transaction as every order insert, delete and change of status, route or company
-- (ADR 0072), beside order_counters (ADR 0056).
CREATE FUNCTION "order_route_counters_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE "order_route_counters" SET "total" = "total" - 1
      WHERE "merchant_id" = OLD."merchant_id" AND "route_code" = OLD."route_code"
        AND "status" = OLD."status";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "order_route_counters" ("merchant_id", "route_code", "status", "total")
      VALUES (NEW."merchant_id", NEW."route_code", NEW."status", 1)
      ON CONFLICT ("merchant_id", "route_code", "status")
      DO UPDATE SET "total" = "order_route_counters"."total" + 1;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- No order is written between the count below and the trigger taking over: writers wait for
-- this transaction (an instance still on the previous release keeps writing after it commits,
-- and its writes fire the trigger).
LOCK TABLE "orders" IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
CREATE TRIGGER "orders_route_counters_insert_delete" AFTER INSERT OR DELETE ON "orders"
  FOR EACH ROW EXECUTE FUNCTION "order_route_counters_apply"();--> statement-breakpoint
CREATE TRIGGER "orders_route_counters_change" AFTER UPDATE OF "status", "route_code", "merchant_id" ON "orders"
  FOR EACH ROW
  WHEN (OLD."status" IS DISTINCT FROM NEW."status" OR OLD."route_code" IS DISTINCT FROM NEW."route_code"
    OR OLD."merchant_id" IS DISTINCT FROM NEW."merchant_id")
  EXECUTE FUNCTION "order_route_counters_apply"();--> statement-breakpoint
-- The orders already written, counted once here (a migration, not a request).
INSERT INTO "order_route_counters" ("merchant_id", "route_code", "status", "total")
  SELECT "merchant_id", "route_code", "status", count(*)::int FROM "orders"
  GROUP BY "merchant_id", "route_code", "status";
