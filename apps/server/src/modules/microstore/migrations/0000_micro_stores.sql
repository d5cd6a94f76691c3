CREATE TABLE "micro_store_contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"wechat" text DEFAULT '' NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "micro_store_sales" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"order_id" text NOT NULL,
	"pay_fen" integer NOT NULL,
	"refunded" boolean DEFAULT false NOT NULL,
	"paid_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "micro_stores" (
	"id" serial PRIMARY KEY NOT NULL,
	"iid" integer NOT NULL,
	"member_id" integer NOT NULL,
	"name" text NOT NULL,
	"logo" text DEFAULT '' NOT NULL,
	"intro" text DEFAULT '' NOT NULL,
	"key" text NOT NULL,
	"goods_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "micro_store_contacts" ADD CONSTRAINT "micro_store_contacts_store_id_micro_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."micro_stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "micro_store_sales" ADD CONSTRAINT "micro_store_sales_store_id_micro_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."micro_stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "micro_stores" ADD CONSTRAINT "micro_stores_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "micro_store_contacts_store" ON "micro_store_contacts" USING btree ("store_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "micro_store_sales_order" ON "micro_store_sales" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "micro_stores_member" ON "micro_stores" USING btree ("iid","member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "micro_stores_key" ON "micro_stores" USING btree ("key");