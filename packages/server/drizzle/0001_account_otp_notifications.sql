CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"type" text NOT NULL,
	"title_en" text NOT NULL,
	"title_zh" text NOT NULL,
	"body_en" text NOT NULL,
	"body_zh" text NOT NULL,
	"main_content_en" text,
	"main_content_zh" text,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "otp_sends" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"phone" text NOT NULL,
	"client_address" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "otp_flows" ADD COLUMN "user_id" uuid;--> statement-breakpoint
ALTER TABLE "otp_flows" ADD COLUMN "reset_token_hash" text;--> statement-breakpoint
ALTER TABLE "otp_flows" ADD COLUMN "reset_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "otp_flows" ADD COLUMN "reset_used_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_merchant_created_idx" ON "notifications" USING btree ("merchant_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "otp_sends_phone_created_idx" ON "otp_sends" USING btree ("phone","created_at");--> statement-breakpoint
CREATE INDEX "otp_sends_address_created_idx" ON "otp_sends" USING btree ("client_address","created_at");--> statement-breakpoint
CREATE INDEX "otp_sends_created_idx" ON "otp_sends" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "otp_flows" ADD CONSTRAINT "otp_flows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "otp_flows_user_idx" ON "otp_flows" USING btree ("user_id","purpose");--> statement-breakpoint
CREATE UNIQUE INDEX "otp_flows_reset_token_unique" ON "otp_flows" USING btree ("reset_token_hash");--> statement-breakpoint
CREATE INDEX "users_email_lower_idx" ON "users" USING btree (lower("email"));