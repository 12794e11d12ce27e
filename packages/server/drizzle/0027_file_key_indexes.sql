CREATE INDEX "merchant_updates_avatar_idx" ON "merchant_updates" USING btree ("avatar_url") WHERE "merchant_updates"."avatar_url" is not null;--> statement-breakpoint
CREATE INDEX "merchants_avatar_idx" ON "merchants" USING btree ("avatar_url") WHERE "merchants"."avatar_url" is not null;--> statement-breakpoint
CREATE INDEX "order_photos_file_idx" ON "order_photos" USING btree ("file_key");--> statement-breakpoint
CREATE INDEX "return_order_photos_file_idx" ON "return_order_photos" USING btree ("file_key");--> statement-breakpoint
CREATE INDEX "settlement_documents_file_idx" ON "settlement_documents" USING btree ("file_key");--> statement-breakpoint
CREATE INDEX "shipping_lines_image_idx" ON "shipping_lines" USING btree ("image") WHERE "shipping_lines"."image" is not null;--> statement-breakpoint
CREATE INDEX "users_avatar_idx" ON "users" USING btree ("avatar_url") WHERE "users"."avatar_url" is not null;--> statement-breakpoint
CREATE INDEX "warehouses_image_idx" ON "warehouses" USING btree ("image") WHERE "warehouses"."image" is not null;