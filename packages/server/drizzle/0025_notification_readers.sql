CREATE TABLE "notification_unread" (
	"user_id" uuid NOT NULL,
	"notification_id" uuid NOT NULL,
	CONSTRAINT "notification_unread_user_id_notification_id_pk" PRIMARY KEY("user_id","notification_id")
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "area" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "area_warehouse_id" uuid;--> statement-breakpoint
ALTER TABLE "notification_unread" ADD CONSTRAINT "notification_unread_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_unread" ADD CONSTRAINT "notification_unread_notification_id_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notification_unread_notification_idx" ON "notification_unread" USING btree ("notification_id");--> statement-breakpoint
-- hand-written (issue 39.7, decision A46): each notification says who may read it, from its
-- subject as `notificationArea` does; subject-less deposit and profile news by their titles.
UPDATE "notifications" SET
  "area" = CASE "subject_type"
    WHEN 'settlement' THEN 'billing'
    WHEN 'order' THEN 'orders'
    WHEN 'return' THEN 'orders'
    WHEN 'shipping_line' THEN 'shipping_lines'
    WHEN 'warehouse' THEN 'warehouse'
    WHEN 'parcel' THEN 'warehouse'
    ELSE CASE
      WHEN "title_en" LIKE 'Deposit payment%' THEN 'shipping_lines'
      WHEN "title_en" LIKE 'Display information%' THEN 'admin'
    END
  END,
  "area_warehouse_id" = CASE "subject_type"
    WHEN 'parcel' THEN "subject_warehouse_id"
    WHEN 'warehouse' THEN "subject_id"::uuid
  END;--> statement-breakpoint
-- hand-written: the company's shared unread mark becomes one per reader; what someone already
-- read stays read for everyone.
INSERT INTO "notification_unread" ("user_id", "notification_id")
SELECT u."id", n."id"
FROM "notifications" n JOIN "users" u ON u."merchant_id" = n."merchant_id"
WHERE n."read_at" IS NULL AND (
  u."type" = 'root' OR n."area" IS NULL OR (
    EXISTS (SELECT 1 FROM "user_permissions" p WHERE p."user_id" = u."id" AND p."permission" = n."area")
    AND (
      n."area" <> 'warehouse'
      OR EXISTS (SELECT 1 FROM "user_permissions" p WHERE p."user_id" = u."id" AND p."permission" = 'admin')
      OR EXISTS (SELECT 1 FROM "warehouse_operators" o WHERE o."user_id" = u."id" AND o."warehouse_id" = n."area_warehouse_id")
    )
  )
);
