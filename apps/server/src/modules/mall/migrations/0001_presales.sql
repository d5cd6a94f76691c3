CREATE TABLE "mall_presale_bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"iid" integer NOT NULL,
	"member_id" integer NOT NULL,
	"presale_id" integer NOT NULL,
	"hold_key" text NOT NULL,
	"state" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mall_presales" (
	"id" integer PRIMARY KEY NOT NULL,
	"iid" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"title" text NOT NULL,
	"deposit_fen" integer NOT NULL,
	"balance_fen" integer NOT NULL,
	"stock" integer NOT NULL,
	"balance_start" timestamp with time zone NOT NULL,
	"balance_end" timestamp with time zone NOT NULL,
	"rules" text DEFAULT '' NOT NULL,
	CONSTRAINT "mall_presales_stock_not_negative" CHECK ("mall_presales"."stock" >= 0)
);
--> statement-breakpoint
ALTER TABLE "mall_presale_bookings" ADD CONSTRAINT "mall_presale_bookings_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mall_presale_bookings" ADD CONSTRAINT "mall_presale_bookings_presale_id_mall_presales_id_fk" FOREIGN KEY ("presale_id") REFERENCES "public"."mall_presales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mall_presales" ADD CONSTRAINT "mall_presales_goods_id_mall_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."mall_goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mall_presale_bookings_hold" ON "mall_presale_bookings" USING btree ("hold_key");--> statement-breakpoint
CREATE UNIQUE INDEX "mall_presale_bookings_live" ON "mall_presale_bookings" USING btree ("member_id","presale_id") WHERE "mall_presale_bookings"."state" <> 'released';