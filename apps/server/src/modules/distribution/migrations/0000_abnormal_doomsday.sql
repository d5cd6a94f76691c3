CREATE TABLE "dist_fans" (
	"id" serial PRIMARY KEY NOT NULL,
	"iid" integer NOT NULL,
	"member_id" integer NOT NULL,
	"role_id" integer NOT NULL,
	"bound_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dist_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"iid" integer NOT NULL,
	"business_type" integer NOT NULL,
	"keys" text NOT NULL,
	"title" text NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"price_fen" integer NOT NULL,
	"rate1_bp" integer,
	"rate2_bp" integer,
	"link" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dist_modules" (
	"id" serial PRIMARY KEY NOT NULL,
	"iid" integer NOT NULL,
	"business_type" integer NOT NULL,
	"name" text NOT NULL,
	"rate1_bp" integer NOT NULL,
	"rate2_bp" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dist_orders" (
	"order_id" text PRIMARY KEY NOT NULL,
	"iid" integer NOT NULL,
	"member_id" integer NOT NULL,
	"role_id" integer NOT NULL,
	"parent_role_id" integer,
	"title" text NOT NULL,
	"pay_fen" integer NOT NULL,
	"commission1_fen" integer NOT NULL,
	"commission2_fen" integer NOT NULL,
	"refund_fen" integer DEFAULT 0 NOT NULL,
	"paid_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dist_roles" (
	"id" serial PRIMARY KEY NOT NULL,
	"iid" integer NOT NULL,
	"member_id" integer NOT NULL,
	"parent_id" integer,
	"status" integer DEFAULT 0 NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"approve_id" integer,
	"dis_key" text NOT NULL,
	"real_name" text NOT NULL,
	"mobile" text NOT NULL,
	"region" text DEFAULT '' NOT NULL,
	"apply_reason" text DEFAULT '' NOT NULL,
	"op_name" text DEFAULT '' NOT NULL,
	"op_mobile" text DEFAULT '' NOT NULL,
	"wechat_id" text DEFAULT '' NOT NULL,
	"intro" text DEFAULT '' NOT NULL,
	"poster_title" text DEFAULT '' NOT NULL,
	"applied_at" timestamp with time zone NOT NULL,
	"reviewed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "dist_settings" (
	"iid" integer PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"text" text NOT NULL,
	"rate1_bp" integer NOT NULL,
	"rate2_bp" integer NOT NULL,
	"fan_lock_days" integer NOT NULL,
	"ask_region" boolean DEFAULT true NOT NULL,
	"ask_reason" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dist_fans" ADD CONSTRAINT "dist_fans_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dist_orders" ADD CONSTRAINT "dist_orders_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dist_roles" ADD CONSTRAINT "dist_roles_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dist_fans_member" ON "dist_fans" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "dist_fans_role" ON "dist_fans" USING btree ("role_id");--> statement-breakpoint
CREATE UNIQUE INDEX "dist_items_iid_type_keys" ON "dist_items" USING btree ("iid","business_type","keys");--> statement-breakpoint
CREATE UNIQUE INDEX "dist_modules_iid_type" ON "dist_modules" USING btree ("iid","business_type");--> statement-breakpoint
CREATE INDEX "dist_orders_role" ON "dist_orders" USING btree ("role_id");--> statement-breakpoint
CREATE INDEX "dist_orders_parent" ON "dist_orders" USING btree ("parent_role_id");--> statement-breakpoint
CREATE UNIQUE INDEX "dist_roles_member" ON "dist_roles" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "dist_roles_key" ON "dist_roles" USING btree ("dis_key");--> statement-breakpoint
CREATE INDEX "dist_roles_parent" ON "dist_roles" USING btree ("parent_id");