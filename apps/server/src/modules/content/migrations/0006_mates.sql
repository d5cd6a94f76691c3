CREATE TABLE "content_mate_joins" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_mates" (
	"item_id" integer PRIMARY KEY NOT NULL,
	"wanted" integer NOT NULL,
	"joined" integer DEFAULT 0 NOT NULL,
	"contact" text DEFAULT '' NOT NULL,
	"act_id" integer
);
--> statement-breakpoint
ALTER TABLE "content_mate_joins" ADD CONSTRAINT "content_mate_joins_item_id_content_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."content_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_mate_joins" ADD CONSTRAINT "content_mate_joins_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_mates" ADD CONSTRAINT "content_mates_item_id_content_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."content_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "content_mate_joins_member" ON "content_mate_joins" USING btree ("item_id","member_id");