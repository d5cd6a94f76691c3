CREATE TABLE "writeoff_benefits" (
	"id" serial PRIMARY KEY NOT NULL,
	"iid" integer NOT NULL,
	"merchant_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"uses" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "writeoff_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"iid" integer NOT NULL,
	"member_id" integer NOT NULL,
	"card_no" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "writeoff_merchants" (
	"id" serial PRIMARY KEY NOT NULL,
	"iid" integer NOT NULL,
	"member_id" integer NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "writeoff_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"iid" integer NOT NULL,
	"benefit_id" integer NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"card_no" text NOT NULL,
	"used_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "writeoff_uses" (
	"card_no" text NOT NULL,
	"benefit_id" integer NOT NULL,
	"used" integer NOT NULL,
	CONSTRAINT "writeoff_uses_card_no_benefit_id_pk" PRIMARY KEY("card_no","benefit_id")
);
--> statement-breakpoint
ALTER TABLE "writeoff_benefits" ADD CONSTRAINT "writeoff_benefits_merchant_id_writeoff_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."writeoff_merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "writeoff_codes" ADD CONSTRAINT "writeoff_codes_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "writeoff_merchants" ADD CONSTRAINT "writeoff_merchants_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "writeoff_records" ADD CONSTRAINT "writeoff_records_benefit_id_writeoff_benefits_id_fk" FOREIGN KEY ("benefit_id") REFERENCES "public"."writeoff_benefits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "writeoff_records" ADD CONSTRAINT "writeoff_records_merchant_id_writeoff_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."writeoff_merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "writeoff_records" ADD CONSTRAINT "writeoff_records_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "writeoff_uses" ADD CONSTRAINT "writeoff_uses_benefit_id_writeoff_benefits_id_fk" FOREIGN KEY ("benefit_id") REFERENCES "public"."writeoff_benefits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "writeoff_merchants_member" ON "writeoff_merchants" USING btree ("iid","member_id");--> statement-breakpoint
CREATE INDEX "writeoff_records_merchant" ON "writeoff_records" USING btree ("merchant_id","used_at");--> statement-breakpoint
CREATE INDEX "writeoff_records_member" ON "writeoff_records" USING btree ("member_id","used_at");