CREATE TABLE "order_shares" (
	"id" serial PRIMARY KEY NOT NULL,
	"iid" integer NOT NULL,
	"order_id" text NOT NULL,
	"key" text NOT NULL,
	"member_id" integer NOT NULL,
	"sharer_name" text NOT NULL,
	"supporter_id" integer,
	"supporter_name" text,
	"claimed_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_shares" ADD CONSTRAINT "order_shares_order_id_member_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."member_orders"("order_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_shares" ADD CONSTRAINT "order_shares_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_shares_order" ON "order_shares" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_shares_key" ON "order_shares" USING btree ("key");