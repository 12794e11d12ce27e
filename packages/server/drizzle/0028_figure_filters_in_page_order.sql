DROP INDEX "parcels_warehouse_created_status_idx";--> statement-breakpoint
DROP INDEX "parcels_warehouse_problem_idx";--> statement-breakpoint
CREATE INDEX "parcels_warehouse_created_status_idx" ON "parcels" USING btree ("warehouse_id","created_at","id","status","inbound_date");--> statement-breakpoint
CREATE INDEX "parcels_warehouse_problem_idx" ON "parcels" USING btree ("warehouse_id","created_at","id","status") WHERE "parcels"."is_problem";