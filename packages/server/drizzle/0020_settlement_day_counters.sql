CREATE TABLE "settlement_day_counters" (
	"merchant_id" uuid NOT NULL,
	"status" text NOT NULL,
	"day" date NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "settlement_day_counters_merchant_id_status_day_pk" PRIMARY KEY("merchant_id","status","day")
);
--> statement-breakpoint
ALTER TABLE "settlement_day_counters" ADD CONSTRAINT "settlement_day_counters_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- hand-written: settlements per (company, status, cycle end), kept by a row trigger in the
-- transaction of every insert, delete and change of status, cycle end or company (ADR 0073),
-- beside settlement_counters (ADR 0063): where a deep page of the overview starts.
CREATE FUNCTION "settlement_day_counters_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE "settlement_day_counters" SET "total" = "total" - 1
      WHERE "merchant_id" = OLD."merchant_id" AND "status" = OLD."status" AND "day" = OLD."cycle_to";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "settlement_day_counters" ("merchant_id", "status", "day", "total")
      VALUES (NEW."merchant_id", NEW."status", NEW."cycle_to", 1)
      ON CONFLICT ("merchant_id", "status", "day")
      DO UPDATE SET "total" = "settlement_day_counters"."total" + 1;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- No settlement is written between the count below and the trigger taking over.
LOCK TABLE "settlements" IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
CREATE TRIGGER "settlements_day_counters_insert_delete" AFTER INSERT OR DELETE ON "settlements"
  FOR EACH ROW EXECUTE FUNCTION "settlement_day_counters_apply"();--> statement-breakpoint
CREATE TRIGGER "settlements_day_counters_change" AFTER UPDATE OF "status", "cycle_to", "merchant_id" ON "settlements"
  FOR EACH ROW
  WHEN (OLD."status" IS DISTINCT FROM NEW."status" OR OLD."cycle_to" IS DISTINCT FROM NEW."cycle_to"
    OR OLD."merchant_id" IS DISTINCT FROM NEW."merchant_id")
  EXECUTE FUNCTION "settlement_day_counters_apply"();--> statement-breakpoint
-- The settlements already issued, counted once here (a migration, not a request).
INSERT INTO "settlement_day_counters" ("merchant_id", "status", "day", "total")
  SELECT "merchant_id", "status", "cycle_to", count(*)::int FROM "settlements" GROUP BY 1, 2, 3;
