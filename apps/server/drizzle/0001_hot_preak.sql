CREATE TABLE "applicants" (
	"rid" serial PRIMARY KEY NOT NULL,
	"iid" integer NOT NULL,
	"mobile" text NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"rid" integer NOT NULL,
	"reg_id" integer NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"values" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"refill_reason" text DEFAULT '' NOT NULL,
	"submitted_at" timestamp with time zone,
	"reviewed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupon_claims" (
	"coupon_id" integer NOT NULL,
	"rid" integer NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupon_claims_coupon_id_rid_pk" PRIMARY KEY("coupon_id","rid")
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"iid" integer NOT NULL,
	"name" text NOT NULL,
	"discount_type" integer NOT NULL,
	"minus_price" integer NOT NULL,
	"full_price" integer DEFAULT 0 NOT NULL,
	"end_time" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "download_infos" (
	"iid" integer PRIMARY KEY NOT NULL,
	"info" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "form_components" (
	"id" integer PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"name" text NOT NULL,
	"type" integer NOT NULL,
	"must" boolean NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"placeholder" text DEFAULT '' NOT NULL,
	"value" text DEFAULT '' NOT NULL,
	"is_show" boolean DEFAULT true NOT NULL,
	"show_if" jsonb,
	"role" text,
	"sort" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "form_groups" (
	"id" integer PRIMARY KEY NOT NULL,
	"reg_id" integer NOT NULL,
	"group_name" text NOT NULL,
	"group_desc" text NOT NULL,
	"sort" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"gid" serial PRIMARY KEY NOT NULL,
	"iid" integer NOT NULL,
	"rid" integer NOT NULL,
	"order_type" integer NOT NULL,
	"application_id" integer NOT NULL,
	"amount_fen" integer NOT NULL,
	"title" text NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"trade_no" text NOT NULL,
	"prepay_id" text,
	"transaction_id" text,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pages" (
	"iid" integer NOT NULL,
	"type" integer NOT NULL,
	"blocks" jsonb NOT NULL,
	CONSTRAINT "pages_iid_type_pk" PRIMARY KEY("iid","type")
);
--> statement-breakpoint
CREATE TABLE "payment_notifications" (
	"transaction_id" text PRIMARY KEY NOT NULL,
	"trade_no" text NOT NULL,
	"amount_fen" integer NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "registrations" (
	"id" integer PRIMARY KEY NOT NULL,
	"iid" integer NOT NULL,
	"name" text NOT NULL,
	"summary" text NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"status_images" jsonb NOT NULL,
	"fee_fen" integer
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"rid" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_codes" (
	"mobile" text PRIMARY KEY NOT NULL,
	"code_hash" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"key" text PRIMARY KEY NOT NULL,
	"iid" integer NOT NULL,
	"rid" integer NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "applicants" ADD CONSTRAINT "applicants_iid_tenants_iid_fk" FOREIGN KEY ("iid") REFERENCES "public"."tenants"("iid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_rid_applicants_rid_fk" FOREIGN KEY ("rid") REFERENCES "public"."applicants"("rid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_reg_id_registrations_id_fk" FOREIGN KEY ("reg_id") REFERENCES "public"."registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_claims" ADD CONSTRAINT "coupon_claims_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_claims" ADD CONSTRAINT "coupon_claims_rid_applicants_rid_fk" FOREIGN KEY ("rid") REFERENCES "public"."applicants"("rid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_iid_tenants_iid_fk" FOREIGN KEY ("iid") REFERENCES "public"."tenants"("iid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "download_infos" ADD CONSTRAINT "download_infos_iid_tenants_iid_fk" FOREIGN KEY ("iid") REFERENCES "public"."tenants"("iid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_components" ADD CONSTRAINT "form_components_group_id_form_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."form_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_groups" ADD CONSTRAINT "form_groups_reg_id_registrations_id_fk" FOREIGN KEY ("reg_id") REFERENCES "public"."registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_rid_applicants_rid_fk" FOREIGN KEY ("rid") REFERENCES "public"."applicants"("rid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pages" ADD CONSTRAINT "pages_iid_tenants_iid_fk" FOREIGN KEY ("iid") REFERENCES "public"."tenants"("iid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_iid_tenants_iid_fk" FOREIGN KEY ("iid") REFERENCES "public"."tenants"("iid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_rid_applicants_rid_fk" FOREIGN KEY ("rid") REFERENCES "public"."applicants"("rid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_rid_applicants_rid_fk" FOREIGN KEY ("rid") REFERENCES "public"."applicants"("rid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "applicants_iid_mobile" ON "applicants" USING btree ("iid","mobile");--> statement-breakpoint
CREATE UNIQUE INDEX "applications_rid_reg" ON "applications" USING btree ("rid","reg_id");--> statement-breakpoint
CREATE INDEX "applications_status" ON "applications" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_application_type" ON "orders" USING btree ("application_id","order_type");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_trade_no" ON "orders" USING btree ("trade_no");--> statement-breakpoint
CREATE INDEX "sessions_rid" ON "sessions" USING btree ("rid");