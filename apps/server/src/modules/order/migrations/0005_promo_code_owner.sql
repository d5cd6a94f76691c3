ALTER TABLE "order_promo_codes" ADD COLUMN "member_id" integer;--> statement-breakpoint
CREATE INDEX "order_promo_codes_member" ON "order_promo_codes" USING btree ("member_id");