CREATE TABLE "coupon_purchases" (
	"id" serial PRIMARY KEY NOT NULL,
	"iid" integer NOT NULL,
	"member_id" integer NOT NULL,
	"coupon_id" integer NOT NULL,
	"hold_key" text NOT NULL,
	"state" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "coupon_templates" ADD COLUMN "price_fen" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "coupon_templates" ADD COLUMN "stock" integer;--> statement-breakpoint
ALTER TABLE "coupon_templates" ADD COLUMN "rules" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "coupon_purchases" ADD CONSTRAINT "coupon_purchases_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_purchases" ADD CONSTRAINT "coupon_purchases_coupon_id_coupon_templates_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupon_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_purchases_hold" ON "coupon_purchases" USING btree ("hold_key");--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_purchases_live" ON "coupon_purchases" USING btree ("member_id","coupon_id") WHERE "coupon_purchases"."state" <> 'released';