CREATE TABLE "settlement_year_counters" (
	"merchant_id" uuid NOT NULL,
	"year" date NOT NULL,
	"status" text NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "settlement_year_counters_merchant_id_year_status_pk" PRIMARY KEY("merchant_id","year","status")
);
--> statement-breakpoint
ALTER TABLE "settlement_year_counters" ADD CONSTRAINT "settlement_year_counters_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- hand-written: statements per (company, year of the cycle's end, status), kept by a row trigger
-- in the transaction of every insert, delete and change of status, cycle end or company (ADR
-- 0074), beside settlement_counters (ADR 0063): where a deep page of the overview starts.
CREATE FUNCTION "settlement_year_counters_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE "settlement_year_counters" SET "total" = "total" - 1
      WHERE "merchant_id" = OLD."merchant_id" AND "year" = date_trunc('year', OLD."cycle_to"::timestamp)::date
        AND "status" = OLD."status";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "settlement_year_counters" ("merchant_id", "year", "status", "total")
      VALUES (NEW."merchant_id", date_trunc('year', NEW."cycle_to"::timestamp)::date, NEW."status", 1)
      ON CONFLICT ("merchant_id", "year", "status")
      DO UPDATE SET "total" = "settlement_year_counters"."total" + 1;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- No settlement is written between the count below and the trigger taking over: writers wait
-- for this transaction.
LOCK TABLE "settlements" IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
CREATE TRIGGER "settlements_year_counters_insert_delete" AFTER INSERT OR DELETE ON "settlements"
  FOR EACH ROW EXECUTE FUNCTION "settlement_year_counters_apply"();--> statement-breakpoint
CREATE TRIGGER "settlements_year_counters_change" AFTER UPDATE OF "status", "cycle_to", "merchant_id" ON "settlements"
  FOR EACH ROW
  WHEN (OLD."status" IS DISTINCT FROM NEW."status" OR OLD."cycle_to" IS DISTINCT FROM NEW."cycle_to"
    OR OLD."merchant_id" IS DISTINCT FROM NEW."merchant_id")
  EXECUTE FUNCTION "settlement_year_counters_apply"();--> statement-breakpoint
-- The statements already issued, counted once here (a migration, not a request).
INSERT INTO "settlement_year_counters" ("merchant_id", "year", "status", "total")
  SELECT "merchant_id", date_trunc('year', "cycle_to"::timestamp)::date, "status", count(*)::int FROM "settlements"
  GROUP BY 1, 2, 3;
