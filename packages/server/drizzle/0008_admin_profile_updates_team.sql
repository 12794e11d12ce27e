CREATE TABLE "merchant_updates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"display_name" text,
	"avatar_url" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"submitted_by" uuid,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"rejection_reason" text
);
--> statement-breakpoint
ALTER TABLE "merchant_updates" ADD CONSTRAINT "merchant_updates_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_updates" ADD CONSTRAINT "merchant_updates_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "merchant_updates_one_pending" ON "merchant_updates" USING btree ("merchant_id") WHERE "merchant_updates"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "merchant_updates_pending_idx" ON "merchant_updates" USING btree ("submitted_at","id") WHERE "merchant_updates"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "users_merchant_type_created_idx" ON "users" USING btree ("merchant_id","type","created_at","id");