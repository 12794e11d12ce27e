CREATE TABLE "return_order_counters" (
	"merchant_id" uuid NOT NULL,
	"status" text NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "return_order_counters_merchant_id_status_pk" PRIMARY KEY("merchant_id","status")
);
--> statement-breakpoint
CREATE TABLE "return_order_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"return_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"method" text NOT NULL,
	"paid_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "return_order_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"return_id" uuid NOT NULL,
	"file_key" text NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "return_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"return_no" bigint GENERATED ALWAYS AS IDENTITY (sequence name "return_orders_return_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 2600001 CACHE 1),
	"merchant_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"customer_username" text NOT NULL,
	"parcel_id" bigint NOT NULL,
	"original_shelf" text NOT NULL,
	"original_order_no" text,
	"reason" text NOT NULL,
	"status" text DEFAULT 'unpacked' NOT NULL,
	"receiver_name" text NOT NULL,
	"receiver_phone" text NOT NULL,
	"receiver_address" text NOT NULL,
	"note" text,
	"customer_support_note" text,
	"weight" numeric(10, 3),
	"length" numeric(10, 2),
	"width" numeric(10, 2),
	"height" numeric(10, 2),
	"total_price_cents" integer,
	"currency" text DEFAULT 'CAD' NOT NULL,
	"tracking_number" text,
	"packed_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"shipped_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "return_order_counters" ADD CONSTRAINT "return_order_counters_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_order_payments" ADD CONSTRAINT "return_order_payments_return_id_return_orders_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."return_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_order_photos" ADD CONSTRAINT "return_order_photos_return_id_return_orders_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."return_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_orders" ADD CONSTRAINT "return_orders_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_orders" ADD CONSTRAINT "return_orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_orders" ADD CONSTRAINT "return_orders_parcel_id_parcels_id_fk" FOREIGN KEY ("parcel_id") REFERENCES "public"."parcels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "return_order_payments_return_idx" ON "return_order_payments" USING btree ("return_id","paid_at");--> statement-breakpoint
CREATE INDEX "return_order_photos_return_idx" ON "return_order_photos" USING btree ("return_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "return_orders_return_no_unique" ON "return_orders" USING btree ("return_no");--> statement-breakpoint
CREATE INDEX "return_orders_merchant_created_idx" ON "return_orders" USING btree ("merchant_id","created_at","id");--> statement-breakpoint
CREATE INDEX "return_orders_merchant_status_created_idx" ON "return_orders" USING btree ("merchant_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "return_orders_merchant_tracking_idx" ON "return_orders" USING btree ("merchant_id",upper("tracking_number") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "return_orders_merchant_username_idx" ON "return_orders" USING btree ("merchant_id",upper("customer_username") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "return_orders_merchant_order_no_idx" ON "return_orders" USING btree ("merchant_id",upper("original_order_no") text_pattern_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "return_orders_one_open_return" ON "return_orders" USING btree ("parcel_id") WHERE "return_orders"."status" in ('unpacked', 'packed', 'paid');--> statement-breakpoint
CREATE INDEX "return_orders_parcel_idx" ON "return_orders" USING btree ("parcel_id","created_at");--> statement-breakpoint
CREATE INDEX "return_orders_customer_idx" ON "return_orders" USING btree ("customer_id");--> statement-breakpoint
-- hand-written: exact return totals per (merchant, status), kept by a trigger in the same
-- transaction as every return insert, status change and delete (ADR 0061, as orders, ADR 0056).
-- Keep this block whole when migrations are renumbered at integration.
CREATE FUNCTION "return_order_counters_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE "return_order_counters" SET "total" = "total" - 1
      WHERE "merchant_id" = OLD."merchant_id" AND "status" = OLD."status";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "return_order_counters" ("merchant_id", "status", "total")
      VALUES (NEW."merchant_id", NEW."status", 1)
      ON CONFLICT ("merchant_id", "status") DO UPDATE SET "total" = "return_order_counters"."total" + 1;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "return_orders_counters_insert_delete" AFTER INSERT OR DELETE ON "return_orders"
  FOR EACH ROW EXECUTE FUNCTION "return_order_counters_apply"();--> statement-breakpoint
CREATE TRIGGER "return_orders_counters_status" AFTER UPDATE OF "status", "merchant_id" ON "return_orders"
  FOR EACH ROW
  WHEN (OLD."status" IS DISTINCT FROM NEW."status" OR OLD."merchant_id" IS DISTINCT FROM NEW."merchant_id")
  EXECUTE FUNCTION "return_order_counters_apply"();
