CREATE TABLE "staff_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"iid" integer,
	"mobile" text NOT NULL,
	"name" text NOT NULL,
	"password_hash" text NOT NULL,
	"roles" jsonb NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_sign_in_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "staff_audit" (
	"id" serial PRIMARY KEY NOT NULL,
	"iid" integer,
	"staff_id" integer,
	"staff_name" text NOT NULL,
	"action" text NOT NULL,
	"target" text DEFAULT '' NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"reason" text DEFAULT '' NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_devices" (
	"staff_id" integer NOT NULL,
	"device_hash" text NOT NULL,
	"trusted_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"staff_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_tenant_profiles" (
	"iid" integer PRIMARY KEY NOT NULL,
	"short_name" text DEFAULT '' NOT NULL,
	"logo" text DEFAULT '' NOT NULL,
	"theme_color" text DEFAULT '#1677ff' NOT NULL,
	"channels" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"modules" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"secrets" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "staff_devices" ADD CONSTRAINT "staff_devices_staff_id_staff_accounts_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_sessions" ADD CONSTRAINT "staff_sessions_staff_id_staff_accounts_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "staff_accounts_mobile" ON "staff_accounts" USING btree ("mobile");--> statement-breakpoint
CREATE INDEX "staff_accounts_tenant" ON "staff_accounts" USING btree ("iid");--> statement-breakpoint
CREATE INDEX "staff_audit_tenant_time" ON "staff_audit" USING btree ("iid","at");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_devices_key" ON "staff_devices" USING btree ("staff_id","device_hash");--> statement-breakpoint
CREATE INDEX "staff_sessions_staff" ON "staff_sessions" USING btree ("staff_id");