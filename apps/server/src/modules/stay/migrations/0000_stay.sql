CREATE TABLE "stay_bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"iid" integer NOT NULL,
	"member_id" integer NOT NULL,
	"ref" text NOT NULL,
	"order_id" text DEFAULT '' NOT NULL,
	"room_id" integer NOT NULL,
	"check_in" text NOT NULL,
	"check_out" text NOT NULL,
	"rooms" integer NOT NULL,
	"guests" integer NOT NULL,
	"amount" integer NOT NULL,
	"contact_name" text NOT NULL,
	"contact_phone" text NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"status" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "stay_bookings_ref_unique" UNIQUE("ref")
);
--> statement-breakpoint
CREATE TABLE "stay_nights" (
	"room_id" integer NOT NULL,
	"day" text NOT NULL,
	"remaining" integer NOT NULL,
	"price" integer,
	"closed" boolean DEFAULT false NOT NULL,
	CONSTRAINT "stay_nights_room_id_day_pk" PRIMARY KEY("room_id","day")
);
--> statement-breakpoint
CREATE TABLE "stay_packages" (
	"id" integer PRIMARY KEY NOT NULL,
	"iid" integer NOT NULL,
	"place_id" integer NOT NULL,
	"title" text NOT NULL,
	"image" text NOT NULL,
	"intro" text NOT NULL,
	"includes" jsonb NOT NULL,
	"price" integer NOT NULL,
	"stock" integer NOT NULL,
	"valid_from" text NOT NULL,
	"valid_to" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stay_places" (
	"id" integer PRIMARY KEY NOT NULL,
	"iid" integer NOT NULL,
	"type" integer NOT NULL,
	"name" text NOT NULL,
	"cover" text NOT NULL,
	"images" jsonb NOT NULL,
	"region" text NOT NULL,
	"address" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"tags" jsonb NOT NULL,
	"facilities" jsonb NOT NULL,
	"notice" text NOT NULL,
	"intro" text NOT NULL,
	"phone" text NOT NULL,
	"rating" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stay_rooms" (
	"id" integer PRIMARY KEY NOT NULL,
	"iid" integer NOT NULL,
	"place_id" integer NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"image" text NOT NULL,
	"images" jsonb NOT NULL,
	"capacity" integer NOT NULL,
	"bed" text NOT NULL,
	"facilities" jsonb NOT NULL,
	"policy" text NOT NULL,
	"cancel_days" integer NOT NULL,
	"price" integer NOT NULL,
	"weekend_price" integer NOT NULL,
	"stock" integer NOT NULL,
	"on_sale" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stay_bookings" ADD CONSTRAINT "stay_bookings_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stay_bookings" ADD CONSTRAINT "stay_bookings_room_id_stay_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."stay_rooms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stay_nights" ADD CONSTRAINT "stay_nights_room_id_stay_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."stay_rooms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stay_packages" ADD CONSTRAINT "stay_packages_place_id_stay_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."stay_places"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stay_rooms" ADD CONSTRAINT "stay_rooms_place_id_stay_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."stay_places"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stay_bookings_member" ON "stay_bookings" USING btree ("member_id","created_at");