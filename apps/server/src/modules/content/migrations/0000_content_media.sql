CREATE TABLE "cloud_albums" (
	"id" serial PRIMARY KEY NOT NULL,
	"iid" integer NOT NULL,
	"name" text NOT NULL,
	"cover" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cloud_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"album_id" integer NOT NULL,
	"member_id" integer,
	"url" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"author" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL,
	"member_id" integer,
	"author" text NOT NULL,
	"avatar" text DEFAULT '' NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"iid" integer NOT NULL,
	"module_type" text NOT NULL,
	"tag" text DEFAULT '' NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"author" text DEFAULT '' NOT NULL,
	"author_avatar" text DEFAULT '' NOT NULL,
	"author_member_id" integer,
	"source" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"intro" text DEFAULT '' NOT NULL,
	"price" integer DEFAULT 0 NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"likes" integer DEFAULT 0 NOT NULL,
	"comments" integer DEFAULT 0 NOT NULL,
	"draft" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_likes" (
	"item_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_parts" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"title" text NOT NULL,
	"kind" text NOT NULL,
	"duration" integer DEFAULT 0 NOT NULL,
	"free" boolean DEFAULT false NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"media" text DEFAULT '' NOT NULL,
	"hls" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_posters" (
	"id" serial PRIMARY KEY NOT NULL,
	"iid" integer NOT NULL,
	"member_id" integer NOT NULL,
	"title" text NOT NULL,
	"dst_url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_progress" (
	"part_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"position" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_purchases" (
	"id" serial PRIMARY KEY NOT NULL,
	"iid" integer NOT NULL,
	"member_id" integer NOT NULL,
	"kind" text NOT NULL,
	"target_id" integer NOT NULL,
	"title" text NOT NULL,
	"amount_fen" integer NOT NULL,
	"status" integer NOT NULL,
	"trade_no" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "live_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"room_id" integer NOT NULL,
	"member_id" integer,
	"kind" text NOT NULL,
	"author" text NOT NULL,
	"content" text NOT NULL,
	"amount_fen" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_rooms" (
	"id" serial PRIMARY KEY NOT NULL,
	"iid" integer NOT NULL,
	"title" text NOT NULL,
	"host" text NOT NULL,
	"cover" text DEFAULT '' NOT NULL,
	"intro" text DEFAULT '' NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"price" integer DEFAULT 0 NOT NULL,
	"muted" boolean DEFAULT false NOT NULL,
	"looping" boolean DEFAULT false NOT NULL,
	"tips_fen" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_uploads" (
	"key" text PRIMARY KEY NOT NULL,
	"iid" integer NOT NULL,
	"member_id" integer NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cloud_photos" ADD CONSTRAINT "cloud_photos_album_id_cloud_albums_id_fk" FOREIGN KEY ("album_id") REFERENCES "public"."cloud_albums"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_comments" ADD CONSTRAINT "content_comments_item_id_content_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."content_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_likes" ADD CONSTRAINT "content_likes_item_id_content_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."content_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_likes" ADD CONSTRAINT "content_likes_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_parts" ADD CONSTRAINT "content_parts_item_id_content_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."content_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_posters" ADD CONSTRAINT "content_posters_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_progress" ADD CONSTRAINT "content_progress_part_id_content_parts_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."content_parts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_progress" ADD CONSTRAINT "content_progress_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_purchases" ADD CONSTRAINT "content_purchases_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_messages" ADD CONSTRAINT "live_messages_room_id_live_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."live_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_uploads" ADD CONSTRAINT "member_uploads_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cloud_photos_album" ON "cloud_photos" USING btree ("album_id","created_at");--> statement-breakpoint
CREATE INDEX "content_comments_item" ON "content_comments" USING btree ("item_id","created_at");--> statement-breakpoint
CREATE INDEX "content_items_list" ON "content_items" USING btree ("iid","module_type","published_at");--> statement-breakpoint
CREATE UNIQUE INDEX "content_likes_once" ON "content_likes" USING btree ("item_id","member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "content_parts_seq" ON "content_parts" USING btree ("item_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "content_progress_once" ON "content_progress" USING btree ("part_id","member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "content_purchases_trade" ON "content_purchases" USING btree ("trade_no");--> statement-breakpoint
CREATE INDEX "content_purchases_member" ON "content_purchases" USING btree ("member_id","kind","target_id");--> statement-breakpoint
CREATE INDEX "live_messages_room" ON "live_messages" USING btree ("room_id","id");