CREATE TABLE "coin_accounts" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"iid" integer NOT NULL,
	"balance" integer DEFAULT 0 NOT NULL,
	"last_sign_day" text,
	"sign_days" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coin_conf" (
	"id" serial PRIMARY KEY NOT NULL,
	"iid" integer NOT NULL,
	"code" text NOT NULL,
	"title" text NOT NULL,
	"coin" integer NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coin_trans" (
	"id" serial PRIMARY KEY NOT NULL,
	"iid" integer NOT NULL,
	"member_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"title" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupon_templates" (
	"id" integer PRIMARY KEY NOT NULL,
	"iid" integer NOT NULL,
	"name" text NOT NULL,
	"discount_type" integer NOT NULL,
	"minus_price" double precision NOT NULL,
	"full_price" double precision NOT NULL,
	"end_time" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"iid" integer NOT NULL,
	"member_id" integer NOT NULL,
	"name" text NOT NULL,
	"mobile" text NOT NULL,
	"province" text NOT NULL,
	"city" text NOT NULL,
	"district" text NOT NULL,
	"area_code" text NOT NULL,
	"address" text NOT NULL,
	"post_code" text DEFAULT '' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_collections" (
	"id" serial PRIMARY KEY NOT NULL,
	"iid" integer NOT NULL,
	"member_id" integer NOT NULL,
	"target_type" text NOT NULL,
	"target_id" integer NOT NULL,
	"title" text NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"link" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_contacts" (
	"iid" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"hours" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"iid" integer NOT NULL,
	"member_id" integer NOT NULL,
	"coupon_id" integer NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "member_orders" (
	"order_id" text PRIMARY KEY NOT NULL,
	"iid" integer NOT NULL,
	"member_id" integer NOT NULL,
	"status" integer NOT NULL,
	"business_type" integer NOT NULL,
	"title" text NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"price" double precision NOT NULL,
	"num" integer DEFAULT 1 NOT NULL,
	"trade_no" text DEFAULT '' NOT NULL,
	"company" text DEFAULT '' NOT NULL,
	"transport_number" text DEFAULT '' NOT NULL,
	"refund_ems" text DEFAULT '' NOT NULL,
	"refund_state" integer DEFAULT 0 NOT NULL,
	"chain_ids" text DEFAULT '' NOT NULL,
	"contact_name" text DEFAULT '' NOT NULL,
	"contact_phone" text DEFAULT '' NOT NULL,
	"delivery_address" text DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "member_sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "members" (
	"id" serial PRIMARY KEY NOT NULL,
	"iid" integer NOT NULL,
	"mobile" text NOT NULL,
	"password_hash" text NOT NULL,
	"nick_name" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"head_img" text DEFAULT '' NOT NULL,
	"signature" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_traces" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"text" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vip_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"iid" integer NOT NULL,
	"member_id" integer NOT NULL,
	"plan_id" integer NOT NULL,
	"card_no" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "vip_cards_card_no_unique" UNIQUE("card_no")
);
--> statement-breakpoint
CREATE TABLE "vip_plans" (
	"id" integer PRIMARY KEY NOT NULL,
	"iid" integer NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"image" text NOT NULL,
	"price" double precision NOT NULL,
	"days" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "coin_accounts" ADD CONSTRAINT "coin_accounts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coin_trans" ADD CONSTRAINT "coin_trans_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_addresses" ADD CONSTRAINT "member_addresses_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_collections" ADD CONSTRAINT "member_collections_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_coupons" ADD CONSTRAINT "member_coupons_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_coupons" ADD CONSTRAINT "member_coupons_coupon_id_coupon_templates_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupon_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_orders" ADD CONSTRAINT "member_orders_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_sessions" ADD CONSTRAINT "member_sessions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_traces" ADD CONSTRAINT "order_traces_order_id_member_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."member_orders"("order_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_cards" ADD CONSTRAINT "vip_cards_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_cards" ADD CONSTRAINT "vip_cards_plan_id_vip_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."vip_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "coin_conf_iid_code" ON "coin_conf" USING btree ("iid","code");--> statement-breakpoint
CREATE INDEX "coin_trans_member" ON "coin_trans" USING btree ("member_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "member_addresses_one_default" ON "member_addresses" USING btree ("member_id") WHERE "member_addresses"."is_default";--> statement-breakpoint
CREATE UNIQUE INDEX "member_collections_once" ON "member_collections" USING btree ("member_id","target_type","target_id");--> statement-breakpoint
CREATE UNIQUE INDEX "member_coupons_once" ON "member_coupons" USING btree ("member_id","coupon_id");--> statement-breakpoint
CREATE INDEX "member_orders_member" ON "member_orders" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "members_iid_mobile" ON "members" USING btree ("iid","mobile");--> statement-breakpoint
CREATE INDEX "order_traces_order" ON "order_traces" USING btree ("order_id","at");