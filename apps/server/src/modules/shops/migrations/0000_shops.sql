CREATE TABLE "shops_card_collects" (
	"id" serial PRIMARY KEY NOT NULL,
	"iid" integer NOT NULL,
	"member_id" integer NOT NULL,
	"card_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shops_card_visits" (
	"id" serial PRIMARY KEY NOT NULL,
	"card_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"day" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shops_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"iid" integer NOT NULL,
	"member_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"company" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"wechat" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"website" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"intro" text DEFAULT '' NOT NULL,
	"avatar" text DEFAULT '' NOT NULL,
	"theme" text DEFAULT '#1677ff' NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"videos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shops_settings" (
	"iid" integer PRIMARY KEY NOT NULL,
	"join_fee" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shops_shops" (
	"id" serial PRIMARY KEY NOT NULL,
	"iid" integer NOT NULL,
	"member_id" integer NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"contact" text NOT NULL,
	"phone" text NOT NULL,
	"region" text NOT NULL,
	"licence" text DEFAULT '' NOT NULL,
	"logo" text DEFAULT '' NOT NULL,
	"intro" text DEFAULT '' NOT NULL,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"order_id" text DEFAULT '' NOT NULL,
	"paid_fen" integer DEFAULT 0 NOT NULL,
	"reject_reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"approved_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "shops_card_collects" ADD CONSTRAINT "shops_card_collects_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shops_card_collects" ADD CONSTRAINT "shops_card_collects_card_id_shops_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."shops_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shops_card_visits" ADD CONSTRAINT "shops_card_visits_card_id_shops_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."shops_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shops_card_visits" ADD CONSTRAINT "shops_card_visits_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shops_cards" ADD CONSTRAINT "shops_cards_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shops_shops" ADD CONSTRAINT "shops_shops_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shops_card_collects_once" ON "shops_card_collects" USING btree ("member_id","card_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shops_card_visits_once" ON "shops_card_visits" USING btree ("card_id","member_id","day");--> statement-breakpoint
CREATE INDEX "shops_card_visits_card" ON "shops_card_visits" USING btree ("card_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "shops_cards_member" ON "shops_cards" USING btree ("iid","member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shops_cards_code" ON "shops_cards" USING btree ("code");--> statement-breakpoint
CREATE INDEX "shops_shops_directory" ON "shops_shops" USING btree ("iid","status","approved_at");--> statement-breakpoint
CREATE UNIQUE INDEX "shops_shops_open" ON "shops_shops" USING btree ("iid","member_id") WHERE "shops_shops"."status" in (0, 1, 2, 4);