CREATE TABLE "deposit_claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"user_id" uuid,
	"departing_country" text NOT NULL,
	"arriving_country" text NOT NULL,
	"method" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text DEFAULT 'claimed' NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "route_deposit_discounts" (
	"departing_country" text NOT NULL,
	"arriving_country" text NOT NULL,
	"position" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"description" text NOT NULL,
	"zh_description" text NOT NULL,
	CONSTRAINT "route_deposit_discounts_departing_country_arriving_country_position_pk" PRIMARY KEY("departing_country","arriving_country","position")
);
--> statement-breakpoint
CREATE TABLE "route_deposits" (
	"departing_country" text NOT NULL,
	"arriving_country" text NOT NULL,
	"amount_cents" integer NOT NULL,
	CONSTRAINT "route_deposits_departing_country_arriving_country_pk" PRIMARY KEY("departing_country","arriving_country")
);
--> statement-breakpoint
CREATE TABLE "route_options" (
	"origin_country" text NOT NULL,
	"destination_country" text NOT NULL,
	"transport_type" text NOT NULL,
	"goods_type" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	CONSTRAINT "route_options_origin_country_destination_country_transport_type_goods_type_pk" PRIMARY KEY("origin_country","destination_country","transport_type","goods_type")
);
--> statement-breakpoint
CREATE TABLE "shipping_line_cities" (
	"shipping_line_id" uuid NOT NULL,
	"province_id" text NOT NULL,
	"city_id" text NOT NULL,
	"city_name" text NOT NULL,
	"city_zh_name" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "shipping_line_cities_shipping_line_id_city_id_pk" PRIMARY KEY("shipping_line_id","city_id")
);
--> statement-breakpoint
CREATE TABLE "shipping_line_prices" (
	"version_id" uuid NOT NULL,
	"city_id" text DEFAULT '' NOT NULL,
	"city_name" text,
	"city_zh_name" text,
	"province_id" text,
	"province_name" text,
	"currency" text DEFAULT 'CNY' NOT NULL,
	"base_price" numeric(12, 2) NOT NULL,
	"unit" numeric(2, 1) NOT NULL,
	"additional_weight_price" numeric(12, 2) NOT NULL,
	"per_unit" text NOT NULL,
	"volumetric_divisor" numeric(12, 2) NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "shipping_line_prices_version_id_city_id_pk" PRIMARY KEY("version_id","city_id")
);
--> statement-breakpoint
CREATE TABLE "shipping_line_pricing_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shipping_line_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	"effective_from" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipping_line_provinces" (
	"shipping_line_id" uuid NOT NULL,
	"province_id" text NOT NULL,
	"province_name" text NOT NULL,
	"province_zh_name" text NOT NULL,
	"all_cities" boolean DEFAULT false NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "shipping_line_provinces_shipping_line_id_province_id_pk" PRIMARY KEY("shipping_line_id","province_id")
);
--> statement-breakpoint
CREATE TABLE "shipping_line_size_constraints" (
	"shipping_line_id" uuid PRIMARY KEY NOT NULL,
	"min_weight" numeric(15, 3) NOT NULL,
	"max_weight" numeric(15, 3) NOT NULL,
	"max_volume" numeric(15, 3) NOT NULL,
	"max_volume_unit" text NOT NULL,
	"max_single_length" numeric(15, 3) NOT NULL,
	"max_single_length_unit" text NOT NULL,
	"max_sum_three_side" numeric(15, 3) NOT NULL,
	"max_sum_three_side_unit" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Lines stored before route times existed (only demo lines did) get 3 to 7 days; new lines always send theirs.
ALTER TABLE "shipping_lines" ADD COLUMN "min_working_days" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "shipping_lines" ADD COLUMN "min_days_unit" text DEFAULT 'days' NOT NULL;--> statement-breakpoint
ALTER TABLE "shipping_lines" ADD COLUMN "max_working_days" integer DEFAULT 7 NOT NULL;--> statement-breakpoint
ALTER TABLE "shipping_lines" ADD COLUMN "max_days_unit" text DEFAULT 'days' NOT NULL;--> statement-breakpoint
ALTER TABLE "shipping_lines" ALTER COLUMN "min_working_days" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "shipping_lines" ALTER COLUMN "min_days_unit" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "shipping_lines" ALTER COLUMN "max_working_days" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "shipping_lines" ALTER COLUMN "max_days_unit" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "shipping_lines" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
UPDATE "shipping_lines" SET "deleted_at" = "updated_at" WHERE "status" = 'deleted';--> statement-breakpoint
ALTER TABLE "deposit_claims" ADD CONSTRAINT "deposit_claims_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_claims" ADD CONSTRAINT "deposit_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_line_cities" ADD CONSTRAINT "shipping_line_cities_shipping_line_id_shipping_lines_id_fk" FOREIGN KEY ("shipping_line_id") REFERENCES "public"."shipping_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_line_prices" ADD CONSTRAINT "shipping_line_prices_version_id_shipping_line_pricing_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."shipping_line_pricing_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_line_pricing_versions" ADD CONSTRAINT "shipping_line_pricing_versions_shipping_line_id_shipping_lines_id_fk" FOREIGN KEY ("shipping_line_id") REFERENCES "public"."shipping_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_line_provinces" ADD CONSTRAINT "shipping_line_provinces_shipping_line_id_shipping_lines_id_fk" FOREIGN KEY ("shipping_line_id") REFERENCES "public"."shipping_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_line_size_constraints" ADD CONSTRAINT "shipping_line_size_constraints_shipping_line_id_shipping_lines_id_fk" FOREIGN KEY ("shipping_line_id") REFERENCES "public"."shipping_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deposit_claims_merchant_claimed_idx" ON "deposit_claims" USING btree ("merchant_id","claimed_at");--> statement-breakpoint
CREATE INDEX "deposit_claims_status_claimed_idx" ON "deposit_claims" USING btree ("status","claimed_at");--> statement-breakpoint
CREATE INDEX "route_options_enabled_idx" ON "route_options" USING btree ("enabled","origin_country");--> statement-breakpoint
CREATE INDEX "shipping_line_pricing_versions_line_kind_idx" ON "shipping_line_pricing_versions" USING btree ("shipping_line_id","kind","effective_from");--> statement-breakpoint
CREATE INDEX "shipping_lines_merchant_status_created_idx" ON "shipping_lines" USING btree ("merchant_id","status","created_at");--> statement-breakpoint
-- Route options and deposits: data the platform changes. Seeded once here: China to each of the 22
-- other supported countries; sea freight except to the landlocked AT, CH and LU; general and
-- sensitive goods both ways. Deposits are 1500 USD with a first-line discount of 0 to 300 USD.
INSERT INTO "route_options" ("origin_country", "destination_country", "transport_type", "goods_type") VALUES
('CN', 'AT', 'air', 'general'),
('CN', 'AT', 'air', 'sensitive'),
('CN', 'AU', 'air', 'general'),
('CN', 'AU', 'air', 'sensitive'),
('CN', 'AU', 'sea', 'general'),
('CN', 'AU', 'sea', 'sensitive'),
('CN', 'BE', 'air', 'general'),
('CN', 'BE', 'air', 'sensitive'),
('CN', 'BE', 'sea', 'general'),
('CN', 'BE', 'sea', 'sensitive'),
('CN', 'CA', 'air', 'general'),
('CN', 'CA', 'air', 'sensitive'),
('CN', 'CA', 'sea', 'general'),
('CN', 'CA', 'sea', 'sensitive'),
('CN', 'CH', 'air', 'general'),
('CN', 'CH', 'air', 'sensitive'),
('CN', 'DE', 'air', 'general'),
('CN', 'DE', 'air', 'sensitive'),
('CN', 'DE', 'sea', 'general'),
('CN', 'DE', 'sea', 'sensitive'),
('CN', 'DK', 'air', 'general'),
('CN', 'DK', 'air', 'sensitive'),
('CN', 'DK', 'sea', 'general'),
('CN', 'DK', 'sea', 'sensitive'),
('CN', 'ES', 'air', 'general'),
('CN', 'ES', 'air', 'sensitive'),
('CN', 'ES', 'sea', 'general'),
('CN', 'ES', 'sea', 'sensitive'),
('CN', 'FI', 'air', 'general'),
('CN', 'FI', 'air', 'sensitive'),
('CN', 'FI', 'sea', 'general'),
('CN', 'FI', 'sea', 'sensitive'),
('CN', 'FR', 'air', 'general'),
('CN', 'FR', 'air', 'sensitive'),
('CN', 'FR', 'sea', 'general'),
('CN', 'FR', 'sea', 'sensitive'),
('CN', 'GB', 'air', 'general'),
('CN', 'GB', 'air', 'sensitive'),
('CN', 'GB', 'sea', 'general'),
('CN', 'GB', 'sea', 'sensitive'),
('CN', 'IE', 'air', 'general'),
('CN', 'IE', 'air', 'sensitive'),
('CN', 'IE', 'sea', 'general'),
('CN', 'IE', 'sea', 'sensitive'),
('CN', 'IS', 'air', 'general'),
('CN', 'IS', 'air', 'sensitive'),
('CN', 'IS', 'sea', 'general'),
('CN', 'IS', 'sea', 'sensitive'),
('CN', 'IT', 'air', 'general'),
('CN', 'IT', 'air', 'sensitive'),
('CN', 'IT', 'sea', 'general'),
('CN', 'IT', 'sea', 'sensitive'),
('CN', 'LU', 'air', 'general'),
('CN', 'LU', 'air', 'sensitive'),
('CN', 'MX', 'air', 'general'),
('CN', 'MX', 'air', 'sensitive'),
('CN', 'MX', 'sea', 'general'),
('CN', 'MX', 'sea', 'sensitive'),
('CN', 'NL', 'air', 'general'),
('CN', 'NL', 'air', 'sensitive'),
('CN', 'NL', 'sea', 'general'),
('CN', 'NL', 'sea', 'sensitive'),
('CN', 'NO', 'air', 'general'),
('CN', 'NO', 'air', 'sensitive'),
('CN', 'NO', 'sea', 'general'),
('CN', 'NO', 'sea', 'sensitive'),
('CN', 'NZ', 'air', 'general'),
('CN', 'NZ', 'air', 'sensitive'),
('CN', 'NZ', 'sea', 'general'),
('CN', 'NZ', 'sea', 'sensitive'),
('CN', 'PT', 'air', 'general'),
('CN', 'PT', 'air', 'sensitive'),
('CN', 'PT', 'sea', 'general'),
('CN', 'PT', 'sea', 'sensitive'),
('CN', 'SE', 'air', 'general'),
('CN', 'SE', 'air', 'sensitive'),
('CN', 'SE', 'sea', 'general'),
('CN', 'SE', 'sea', 'sensitive'),
('CN', 'US', 'air', 'general'),
('CN', 'US', 'air', 'sensitive'),
('CN', 'US', 'sea', 'general'),
('CN', 'US', 'sea', 'sensitive')
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "route_deposits" ("departing_country", "arriving_country", "amount_cents") VALUES
('CN', 'AT', 150000),
('CN', 'AU', 150000),
('CN', 'BE', 150000),
('CN', 'CA', 150000),
('CN', 'CH', 150000),
('CN', 'DE', 150000),
('CN', 'DK', 150000),
('CN', 'ES', 150000),
('CN', 'FI', 150000),
('CN', 'FR', 150000),
('CN', 'GB', 150000),
('CN', 'IE', 150000),
('CN', 'IS', 150000),
('CN', 'IT', 150000),
('CN', 'LU', 150000),
('CN', 'MX', 150000),
('CN', 'NL', 150000),
('CN', 'NO', 150000),
('CN', 'NZ', 150000),
('CN', 'PT', 150000),
('CN', 'SE', 150000),
('CN', 'US', 150000)
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "route_deposit_discounts" ("departing_country", "arriving_country", "position", "amount_cents", "description", "zh_description") VALUES
('CN', 'AT', 0, 10000, 'First shipping line discount', '首条线路优惠'),
('CN', 'AU', 0, 30000, 'First shipping line discount', '首条线路优惠'),
('CN', 'BE', 0, 10000, 'First shipping line discount', '首条线路优惠'),
('CN', 'CA', 0, 30000, 'First shipping line discount', '首条线路优惠'),
('CN', 'CH', 0, 10000, 'First shipping line discount', '首条线路优惠'),
('CN', 'DE', 0, 20000, 'First shipping line discount', '首条线路优惠'),
('CN', 'DK', 0, 10000, 'First shipping line discount', '首条线路优惠'),
('CN', 'ES', 0, 20000, 'First shipping line discount', '首条线路优惠'),
('CN', 'FI', 0, 10000, 'First shipping line discount', '首条线路优惠'),
('CN', 'FR', 0, 20000, 'First shipping line discount', '首条线路优惠'),
('CN', 'GB', 0, 30000, 'First shipping line discount', '首条线路优惠'),
('CN', 'IE', 0, 10000, 'First shipping line discount', '首条线路优惠'),
('CN', 'IS', 0, 0, 'First shipping line discount', '首条线路优惠'),
('CN', 'IT', 0, 20000, 'First shipping line discount', '首条线路优惠'),
('CN', 'LU', 0, 0, 'First shipping line discount', '首条线路优惠'),
('CN', 'MX', 0, 10000, 'First shipping line discount', '首条线路优惠'),
('CN', 'NL', 0, 20000, 'First shipping line discount', '首条线路优惠'),
('CN', 'NO', 0, 10000, 'First shipping line discount', '首条线路优惠'),
('CN', 'NZ', 0, 20000, 'First shipping line discount', '首条线路优惠'),
('CN', 'PT', 0, 10000, 'First shipping line discount', '首条线路优惠'),
('CN', 'SE', 0, 10000, 'First shipping line discount', '首条线路优惠'),
('CN', 'US', 0, 30000, 'First shipping line discount', '首条线路优惠')
ON CONFLICT DO NOTHING;