CREATE TABLE "bank_accounts" (
	"merchant_id" uuid PRIMARY KEY NOT NULL,
	"payee_name" text NOT NULL,
	"bank_name" text NOT NULL,
	"account_no" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settlement_counters" (
	"merchant_id" uuid NOT NULL,
	"status" text NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"payable_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "settlement_counters_merchant_id_status_pk" PRIMARY KEY("merchant_id","status")
);
--> statement-breakpoint
CREATE TABLE "settlement_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"settlement_id" uuid NOT NULL,
	"file_key" text NOT NULL,
	"file_name" text NOT NULL,
	"size" integer NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settlement_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"settlement_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"order_id" uuid,
	"return_id" uuid,
	"number" text NOT NULL,
	"completed_at" timestamp with time zone NOT NULL,
	"total_cents" bigint NOT NULL,
	"fee_cents" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settlements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"statement_no" bigint GENERATED ALWAYS AS IDENTITY (sequence name "settlements_statement_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 2600001 CACHE 1),
	"merchant_id" uuid NOT NULL,
	"cycle_from" date NOT NULL,
	"cycle_to" date NOT NULL,
	"status" text DEFAULT 'unconfirmed' NOT NULL,
	"total_cents" bigint NOT NULL,
	"fee_cents" bigint NOT NULL,
	"payable_cents" bigint NOT NULL,
	"currency" text DEFAULT 'CAD' NOT NULL,
	"rejection_reason" text,
	"submitted_at" timestamp with time zone,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_counters" ADD CONSTRAINT "settlement_counters_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_documents" ADD CONSTRAINT "settlement_documents_settlement_id_settlements_id_fk" FOREIGN KEY ("settlement_id") REFERENCES "public"."settlements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_lines" ADD CONSTRAINT "settlement_lines_settlement_id_settlements_id_fk" FOREIGN KEY ("settlement_id") REFERENCES "public"."settlements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_lines" ADD CONSTRAINT "settlement_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_lines" ADD CONSTRAINT "settlement_lines_return_id_return_orders_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."return_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlements" ADD CONSTRAINT "settlements_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "settlement_documents_settlement_idx" ON "settlement_documents" USING btree ("settlement_id","position");--> statement-breakpoint
CREATE INDEX "settlement_lines_settlement_idx" ON "settlement_lines" USING btree ("settlement_id","completed_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "settlement_lines_order_unique" ON "settlement_lines" USING btree ("order_id") WHERE "settlement_lines"."order_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "settlement_lines_return_unique" ON "settlement_lines" USING btree ("return_id") WHERE "settlement_lines"."return_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "settlements_statement_no_unique" ON "settlements" USING btree ("statement_no");--> statement-breakpoint
CREATE UNIQUE INDEX "settlements_merchant_cycle_unique" ON "settlements" USING btree ("merchant_id","cycle_from","cycle_to");--> statement-breakpoint
CREATE INDEX "settlements_merchant_cycle_idx" ON "settlements" USING btree ("merchant_id","cycle_to","id");--> statement-breakpoint
CREATE INDEX "settlements_merchant_status_cycle_idx" ON "settlements" USING btree ("merchant_id","status","cycle_to","id");--> statement-breakpoint
-- hand-written: settlement totals and payable sums per (merchant, status), kept by a trigger in
-- the same transaction as every settlement insert, status change and delete (ADR 0063, as
-- orders, ADR 0056). A statement's amounts never change once issued. Keep this block whole when
-- migrations are renumbered at integration.
CREATE FUNCTION "settlement_counters_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE "settlement_counters"
      SET "total" = "total" - 1, "payable_cents" = "payable_cents" - OLD."payable_cents"
      WHERE "merchant_id" = OLD."merchant_id" AND "status" = OLD."status";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "settlement_counters" ("merchant_id", "status", "total", "payable_cents")
      VALUES (NEW."merchant_id", NEW."status", 1, NEW."payable_cents")
      ON CONFLICT ("merchant_id", "status") DO UPDATE SET
        "total" = "settlement_counters"."total" + 1,
        "payable_cents" = "settlement_counters"."payable_cents" + NEW."payable_cents";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "settlements_counters_insert_delete" AFTER INSERT OR DELETE ON "settlements"
  FOR EACH ROW EXECUTE FUNCTION "settlement_counters_apply"();--> statement-breakpoint
CREATE TRIGGER "settlements_counters_status" AFTER UPDATE OF "status", "merchant_id" ON "settlements"
  FOR EACH ROW
  WHEN (OLD."status" IS DISTINCT FROM NEW."status" OR OLD."merchant_id" IS DISTINCT FROM NEW."merchant_id")
  EXECUTE FUNCTION "settlement_counters_apply"();--> statement-breakpoint
-- A line names an order or a return, never both (the source becomes null if it is ever deleted).
ALTER TABLE "settlement_lines" ADD CONSTRAINT "settlement_lines_one_source"
  CHECK (("kind" = 'order' AND "return_id" IS NULL) OR ("kind" = 'return' AND "order_id" IS NULL));
