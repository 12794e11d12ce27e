DROP INDEX "parcels_warehouse_tracking_idx";--> statement-breakpoint
DROP INDEX "parcels_warehouse_personal_idx";--> statement-breakpoint
DROP INDEX "parcels_warehouse_shelf_idx";--> statement-breakpoint
CREATE INDEX "parcels_warehouse_tracking_idx" ON "parcels" USING btree ("warehouse_id",upper("tracking_id") text_pattern_ops,"tracking_id","created_at","id");--> statement-breakpoint
CREATE INDEX "parcels_warehouse_personal_idx" ON "parcels" USING btree ("warehouse_id",upper("personal_id") text_pattern_ops,"personal_id","created_at","id");--> statement-breakpoint
CREATE INDEX "parcels_warehouse_shelf_idx" ON "parcels" USING btree ("warehouse_id",upper("shelf_location") text_pattern_ops,"shelf_location","created_at","id");