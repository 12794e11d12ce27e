CREATE TABLE "parcels" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "parcels_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 100001 CACHE 1),
	"merchant_id" uuid NOT NULL,
	"warehouse_id" uuid NOT NULL,
	"tracking_id" text NOT NULL,
	"personal_id" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"weight" numeric(10, 3) NOT NULL,
	"length" numeric(10, 2) NOT NULL,
	"width" numeric(10, 2) NOT NULL,
	"height" numeric(10, 2) NOT NULL,
	"inbound_date" date NOT NULL,
	"shelf_location" text NOT NULL,
	"shipping_line_id" uuid,
	"content_name" text,
	"content_value" numeric(12, 2),
	"content_quantity" integer,
	"notes" text,
	"is_problem" boolean DEFAULT false NOT NULL,
	"problem_type" text,
	"problem_description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipping_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"warehouse_id" uuid,
	"name" text NOT NULL,
	"image" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"origin_country" text DEFAULT 'CN' NOT NULL,
	"destination_country" text NOT NULL,
	"transport_type" text NOT NULL,
	"goods_type" text NOT NULL,
	"route_code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "warehouse_operators" (
	"warehouse_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	CONSTRAINT "warehouse_operators_warehouse_id_user_id_pk" PRIMARY KEY("warehouse_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "warehouses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"warehouse_name" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"image" text,
	"country" text NOT NULL,
	"state" text NOT NULL,
	"city" text NOT NULL,
	"contact_person" text NOT NULL,
	"country_code" text NOT NULL,
	"phone_number" text NOT NULL,
	"address_line_1" text NOT NULL,
	"address_line_2" text,
	"free_storage_duration" integer NOT NULL,
	"free_storage_unit" text NOT NULL,
	"overdue_storage_fee" numeric(12, 2) NOT NULL,
	"overdue_fee_frequency" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "parcels" ADD CONSTRAINT "parcels_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcels" ADD CONSTRAINT "parcels_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcels" ADD CONSTRAINT "parcels_shipping_line_id_shipping_lines_id_fk" FOREIGN KEY ("shipping_line_id") REFERENCES "public"."shipping_lines"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_lines" ADD CONSTRAINT "shipping_lines_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_lines" ADD CONSTRAINT "shipping_lines_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_operators" ADD CONSTRAINT "warehouse_operators_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_operators" ADD CONSTRAINT "warehouse_operators_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouses" ADD CONSTRAINT "warehouses_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "parcels_warehouse_created_idx" ON "parcels" USING btree ("warehouse_id","created_at","id");--> statement-breakpoint
CREATE INDEX "parcels_warehouse_status_created_idx" ON "parcels" USING btree ("warehouse_id","status","created_at");--> statement-breakpoint
CREATE INDEX "parcels_warehouse_tracking_idx" ON "parcels" USING btree ("warehouse_id",upper("tracking_id") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "parcels_warehouse_personal_idx" ON "parcels" USING btree ("warehouse_id",upper("personal_id") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "parcels_warehouse_shelf_idx" ON "parcels" USING btree ("warehouse_id",upper("shelf_location") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "parcels_merchant_idx" ON "parcels" USING btree ("merchant_id");--> statement-breakpoint
CREATE INDEX "shipping_lines_merchant_warehouse_idx" ON "shipping_lines" USING btree ("merchant_id","warehouse_id");--> statement-breakpoint
CREATE INDEX "shipping_lines_warehouse_route_idx" ON "shipping_lines" USING btree ("warehouse_id","route_code");--> statement-breakpoint
CREATE INDEX "warehouse_operators_user_idx" ON "warehouse_operators" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "warehouses_merchant_name_unique" ON "warehouses" USING btree ("merchant_id",lower("warehouse_name"));--> statement-breakpoint
CREATE INDEX "warehouses_merchant_created_idx" ON "warehouses" USING btree ("merchant_id","created_at");