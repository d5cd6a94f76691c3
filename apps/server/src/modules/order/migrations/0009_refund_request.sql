ALTER TABLE "member_orders" ADD COLUMN "refund_type" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "member_orders" ADD COLUMN "refund_images" jsonb DEFAULT '[]'::jsonb NOT NULL;