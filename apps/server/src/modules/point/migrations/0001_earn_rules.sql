ALTER TABLE "coin_conf" ADD COLUMN "daily_limit" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "coin_trans" ADD COLUMN "kind" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "coin_trans" ADD COLUMN "order_id" text;--> statement-breakpoint
CREATE INDEX "coin_trans_order" ON "coin_trans" USING btree ("order_id");