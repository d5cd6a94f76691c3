CREATE TABLE "mall_cart_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"iid" integer NOT NULL,
	"member_id" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"num" integer NOT NULL,
	"selected" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mall_categories" (
	"id" integer PRIMARY KEY NOT NULL,
	"iid" integer NOT NULL,
	"name" text NOT NULL,
	"image" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mall_goods" (
	"id" integer PRIMARY KEY NOT NULL,
	"iid" integer NOT NULL,
	"store_id" integer,
	"category_id" integer NOT NULL,
	"title" text NOT NULL,
	"subtitle" text DEFAULT '' NOT NULL,
	"images" jsonb NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"spec_names" jsonb NOT NULL,
	"line_price" integer DEFAULT 0 NOT NULL,
	"sales" integer DEFAULT 0 NOT NULL,
	"purchase_limit" integer DEFAULT 0 NOT NULL,
	"commission" integer DEFAULT 0 NOT NULL,
	"on_sale" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mall_hot_words" (
	"id" serial PRIMARY KEY NOT NULL,
	"iid" integer NOT NULL,
	"word" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mall_reservations" (
	"id" serial PRIMARY KEY NOT NULL,
	"iid" integer NOT NULL,
	"member_id" integer NOT NULL,
	"hold_key" text NOT NULL,
	"goods_id" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"num" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"released_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "mall_skus" (
	"id" integer PRIMARY KEY NOT NULL,
	"goods_id" integer NOT NULL,
	"spec_values" jsonb NOT NULL,
	"price" integer NOT NULL,
	"stock" integer NOT NULL,
	CONSTRAINT "mall_skus_stock_not_negative" CHECK ("mall_skus"."stock" >= 0),
	CONSTRAINT "mall_skus_price_not_negative" CHECK ("mall_skus"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "mall_stores" (
	"id" integer PRIMARY KEY NOT NULL,
	"iid" integer NOT NULL,
	"name" text NOT NULL,
	"logo" text NOT NULL,
	"cover" text NOT NULL,
	"address" text NOT NULL,
	"phone" text NOT NULL,
	"hours" text NOT NULL,
	"intro" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mall_cart_lines" ADD CONSTRAINT "mall_cart_lines_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mall_cart_lines" ADD CONSTRAINT "mall_cart_lines_sku_id_mall_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."mall_skus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mall_goods" ADD CONSTRAINT "mall_goods_store_id_mall_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."mall_stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mall_goods" ADD CONSTRAINT "mall_goods_category_id_mall_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."mall_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mall_reservations" ADD CONSTRAINT "mall_reservations_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mall_reservations" ADD CONSTRAINT "mall_reservations_goods_id_mall_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."mall_goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mall_reservations" ADD CONSTRAINT "mall_reservations_sku_id_mall_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."mall_skus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mall_skus" ADD CONSTRAINT "mall_skus_goods_id_mall_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."mall_goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mall_cart_lines_once" ON "mall_cart_lines" USING btree ("member_id","sku_id");--> statement-breakpoint
CREATE INDEX "mall_goods_iid" ON "mall_goods" USING btree ("iid","category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "mall_reservations_once" ON "mall_reservations" USING btree ("hold_key","sku_id");--> statement-breakpoint
CREATE INDEX "mall_reservations_member" ON "mall_reservations" USING btree ("member_id","goods_id");--> statement-breakpoint
CREATE INDEX "mall_skus_goods" ON "mall_skus" USING btree ("goods_id");