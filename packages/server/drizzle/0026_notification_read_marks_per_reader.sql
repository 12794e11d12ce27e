DROP INDEX "notifications_merchant_unread_idx";--> statement-breakpoint
ALTER TABLE "notifications" DROP COLUMN "read_at";