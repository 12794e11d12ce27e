DROP INDEX "orders_merchant_tracking_idx";--> statement-breakpoint
DROP INDEX "orders_merchant_route_idx";--> statement-breakpoint
DROP INDEX "orders_merchant_username_idx";--> statement-breakpoint
DROP INDEX "return_orders_merchant_tracking_idx";--> statement-breakpoint
DROP INDEX "return_orders_merchant_username_idx";--> statement-breakpoint
DROP INDEX "return_orders_merchant_order_no_idx";--> statement-breakpoint
CREATE INDEX "orders_merchant_tracking_idx" ON "orders" USING btree ("merchant_id",upper("tracking_number") text_pattern_ops,"tracking_number","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_merchant_route_idx" ON "orders" USING btree ("merchant_id",upper("route_code") text_pattern_ops,"route_code","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_merchant_username_idx" ON "orders" USING btree ("merchant_id",upper("customer_username") text_pattern_ops,"customer_username","created_at","id");--> statement-breakpoint
CREATE INDEX "return_orders_merchant_tracking_idx" ON "return_orders" USING btree ("merchant_id",upper("tracking_number") text_pattern_ops,"tracking_number","created_at","id");--> statement-breakpoint
CREATE INDEX "return_orders_merchant_username_idx" ON "return_orders" USING btree ("merchant_id",upper("customer_username") text_pattern_ops,"customer_username","created_at","id");--> statement-breakpoint
CREATE INDEX "return_orders_merchant_order_no_idx" ON "return_orders" USING btree ("merchant_id",upper("original_order_no") text_pattern_ops,"original_order_no","created_at","id");