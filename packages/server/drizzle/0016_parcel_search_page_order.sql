DROP INDEX "parcels_warehouse_weight_idx";--> statement-breakpoint
DROP INDEX "parcels_warehouse_inbound_idx";--> statement-breakpoint
CREATE INDEX "parcels_warehouse_weight_idx" ON "parcels" USING btree ("warehouse_id","weight","created_at","id");--> statement-breakpoint
CREATE INDEX "parcels_warehouse_inbound_idx" ON "parcels" USING btree ("warehouse_id","inbound_date","created_at","id");