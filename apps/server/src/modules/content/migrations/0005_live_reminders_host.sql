CREATE TABLE "live_reminders" (
	"id" serial PRIMARY KEY NOT NULL,
	"room_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seen_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "live_rooms" ADD COLUMN "host_mobile" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "live_reminders" ADD CONSTRAINT "live_reminders_room_id_live_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."live_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_reminders" ADD CONSTRAINT "live_reminders_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "live_reminders_once" ON "live_reminders" USING btree ("room_id","member_id");--> statement-breakpoint
CREATE INDEX "live_reminders_member" ON "live_reminders" USING btree ("member_id");