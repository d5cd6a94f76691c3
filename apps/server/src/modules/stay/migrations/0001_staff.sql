CREATE TABLE "stay_staff" (
	"id" serial PRIMARY KEY NOT NULL,
	"iid" integer NOT NULL,
	"place_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"removed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "stay_staff" ADD CONSTRAINT "stay_staff_place_id_stay_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."stay_places"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stay_staff" ADD CONSTRAINT "stay_staff_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stay_staff_place_member" ON "stay_staff" USING btree ("place_id","member_id");--> statement-breakpoint
CREATE INDEX "stay_staff_member" ON "stay_staff" USING btree ("member_id");