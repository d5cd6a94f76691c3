CREATE TABLE "order_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"iid" integer NOT NULL,
	"order_id" text NOT NULL,
	"member_id" integer NOT NULL,
	"target_rec" integer NOT NULL,
	"target_id" text NOT NULL,
	"score1" integer NOT NULL,
	"score2" integer NOT NULL,
	"score3" integer NOT NULL,
	"content" text NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_promo_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"iid" integer NOT NULL,
	"code" text NOT NULL,
	"title" text NOT NULL,
	"minus_fen" integer NOT NULL,
	"threshold_fen" integer DEFAULT 0 NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"remaining" integer
);
--> statement-breakpoint
ALTER TABLE "member_orders" ADD COLUMN "pay_fen" integer;--> statement-breakpoint
ALTER TABLE "member_orders" ADD COLUMN "keys" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "member_orders" ADD COLUMN "property" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "member_orders" ADD COLUMN "property2" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "member_orders" ADD COLUMN "items" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "member_orders" ADD COLUMN "snapshot" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "member_orders" ADD COLUMN "fee_fen" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "member_orders" ADD COLUMN "insur_fen" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "member_orders" ADD COLUMN "coupon_ids" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "member_orders" ADD COLUMN "coupon_fen" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "member_orders" ADD COLUMN "points_used" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "member_orders" ADD COLUMN "points_fen" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "member_orders" ADD COLUMN "promo_code" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "member_orders" ADD COLUMN "promo_fen" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "member_orders" ADD COLUMN "sale_iid" integer;--> statement-breakpoint
ALTER TABLE "member_orders" ADD COLUMN "sale_r" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "member_orders" ADD COLUMN "sale_user_id" integer;--> statement-breakpoint
ALTER TABLE "member_orders" ADD COLUMN "op_sales_id" integer;--> statement-breakpoint
ALTER TABLE "member_orders" ADD COLUMN "rid_secret" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "member_orders" ADD COLUMN "multi_dis_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "member_orders" ADD COLUMN "payload_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "member_orders" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "member_orders" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "member_orders" ADD COLUMN "pay_route" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "member_orders" ADD COLUMN "received_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "member_orders" ADD COLUMN "refund_fen" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "member_orders" ADD COLUMN "refund_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "member_orders" ADD COLUMN "refund_no" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "member_orders" ADD COLUMN "refund_applied_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "member_orders" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "member_orders" ADD COLUMN "use_code" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "member_orders" ADD COLUMN "used_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "member_orders" ADD COLUMN "commented_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_comments" ADD CONSTRAINT "order_comments_order_id_member_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."member_orders"("order_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_comments" ADD CONSTRAINT "order_comments_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_comments_once" ON "order_comments" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_promo_codes_code" ON "order_promo_codes" USING btree ("iid","code");--> statement-breakpoint
CREATE INDEX "member_orders_due" ON "member_orders" USING btree ("expires_at") WHERE "member_orders"."status" = 1;