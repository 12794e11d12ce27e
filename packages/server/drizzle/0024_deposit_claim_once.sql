-- hand-written: claims a double click or a second tab made before this index are one payment
-- claimed twice (issue 39): the oldest waiting claim of each route stays, the others are refused.
UPDATE "deposit_claims" SET "status" = 'refused', "decided_at" = now()
WHERE "status" = 'claimed' AND "id" NOT IN (
  SELECT DISTINCT ON ("merchant_id", "departing_country", "arriving_country") "id"
  FROM "deposit_claims"
  WHERE "status" = 'claimed'
  ORDER BY "merchant_id", "departing_country", "arriving_country", "claimed_at", "id"
);--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_claims_one_open_per_route_idx" ON "deposit_claims" USING btree ("merchant_id","departing_country","arriving_country") WHERE "deposit_claims"."status" = 'claimed';
