CREATE TABLE "act_activities" (
	"id" integer PRIMARY KEY NOT NULL,
	"iid" integer NOT NULL,
	"title" text NOT NULL,
	"images" jsonb NOT NULL,
	"tags" jsonb NOT NULL,
	"difficulty" text DEFAULT '' NOT NULL,
	"province" text NOT NULL,
	"origin_city" text NOT NULL,
	"destination" text NOT NULL,
	"series" text DEFAULT '' NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"days" integer NOT NULL,
	"gather_at" timestamp with time zone NOT NULL,
	"gather_place" text NOT NULL,
	"enroll_start" timestamp with time zone NOT NULL,
	"enroll_end" timestamp with time zone NOT NULL,
	"quota" integer NOT NULL,
	"minimum" integer DEFAULT 1 NOT NULL,
	"taken" integer DEFAULT 0 NOT NULL,
	"price" integer NOT NULL,
	"insurance_price" integer DEFAULT 0 NOT NULL,
	"insurance_mode" integer DEFAULT 0 NOT NULL,
	"commission_rate" integer DEFAULT 0 NOT NULL,
	"leader_name" text NOT NULL,
	"leader_bio" text DEFAULT '' NOT NULL,
	"leader_mobile" text DEFAULT '' NOT NULL,
	"organiser" text NOT NULL,
	"schedule" jsonb NOT NULL,
	"fee_included" text DEFAULT '' NOT NULL,
	"fee_excluded" text DEFAULT '' NOT NULL,
	"equipment" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"refund_rules" text DEFAULT '' NOT NULL,
	"distance_km" double precision DEFAULT 0 NOT NULL,
	"climb_m" integer DEFAULT 0 NOT NULL,
	"track" jsonb NOT NULL,
	"form" jsonb NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	CONSTRAINT "act_activities_taken_range" CHECK ("act_activities"."taken" >= 0 AND "act_activities"."taken" <= "act_activities"."quota")
);
--> statement-breakpoint
CREATE TABLE "act_checkins" (
	"id" serial PRIMARY KEY NOT NULL,
	"place_id" integer NOT NULL,
	"participant_id" integer NOT NULL,
	"way" integer NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "act_companions" (
	"id" serial PRIMARY KEY NOT NULL,
	"iid" integer NOT NULL,
	"member_id" integer NOT NULL,
	"name" text NOT NULL,
	"gender" integer NOT NULL,
	"mobile" text NOT NULL,
	"id_type" integer NOT NULL,
	"id_number" text NOT NULL,
	"birth_date" text NOT NULL,
	"emergency_name" text NOT NULL,
	"emergency_phone" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "act_enrolments" (
	"order_id" text PRIMARY KEY NOT NULL,
	"iid" integer NOT NULL,
	"activity_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"nick_name" text NOT NULL,
	"status" integer NOT NULL,
	"num" integer NOT NULL,
	"unit_price" integer NOT NULL,
	"insurance_price" integer NOT NULL,
	"insured" boolean NOT NULL,
	"total" integer NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"info" jsonb NOT NULL,
	"trade_no" text DEFAULT '' NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "act_participants" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"name" text NOT NULL,
	"gender" integer NOT NULL,
	"mobile" text NOT NULL,
	"id_type" integer NOT NULL,
	"id_number" text NOT NULL,
	"birth_date" text NOT NULL,
	"emergency_name" text NOT NULL,
	"emergency_phone" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "act_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"nick_name" text NOT NULL,
	"score1" integer NOT NULL,
	"score2" integer NOT NULL,
	"score3" integer NOT NULL,
	"content" text NOT NULL,
	"images" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "act_sign_places" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"radius" integer NOT NULL,
	"qr" text NOT NULL,
	"time" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "act_team_members" (
	"team_id" integer NOT NULL,
	"activity_id" integer NOT NULL,
	"member_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "act_teams" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"name" text NOT NULL,
	"leader" text NOT NULL,
	"capacity" integer NOT NULL,
	"code" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "act_checkins" ADD CONSTRAINT "act_checkins_place_id_act_sign_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."act_sign_places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "act_checkins" ADD CONSTRAINT "act_checkins_participant_id_act_participants_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."act_participants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "act_companions" ADD CONSTRAINT "act_companions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "act_enrolments" ADD CONSTRAINT "act_enrolments_activity_id_act_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."act_activities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "act_enrolments" ADD CONSTRAINT "act_enrolments_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "act_participants" ADD CONSTRAINT "act_participants_order_id_act_enrolments_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."act_enrolments"("order_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "act_reviews" ADD CONSTRAINT "act_reviews_activity_id_act_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."act_activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "act_reviews" ADD CONSTRAINT "act_reviews_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "act_sign_places" ADD CONSTRAINT "act_sign_places_activity_id_act_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."act_activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "act_team_members" ADD CONSTRAINT "act_team_members_team_id_act_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."act_teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "act_team_members" ADD CONSTRAINT "act_team_members_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "act_teams" ADD CONSTRAINT "act_teams_activity_id_act_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."act_activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "act_activities_tenant" ON "act_activities" USING btree ("iid","start_at");--> statement-breakpoint
CREATE INDEX "act_activities_series" ON "act_activities" USING btree ("iid","series");--> statement-breakpoint
CREATE UNIQUE INDEX "act_checkins_once" ON "act_checkins" USING btree ("participant_id","place_id");--> statement-breakpoint
CREATE UNIQUE INDEX "act_companions_once" ON "act_companions" USING btree ("member_id","id_number");--> statement-breakpoint
CREATE INDEX "act_enrolments_member" ON "act_enrolments" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "act_enrolments_activity" ON "act_enrolments" USING btree ("activity_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "act_enrolments_trade_no" ON "act_enrolments" USING btree ("trade_no") WHERE "act_enrolments"."trade_no" <> '';--> statement-breakpoint
CREATE UNIQUE INDEX "act_enrolments_code" ON "act_enrolments" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "act_enrolments_live" ON "act_enrolments" USING btree ("activity_id","member_id") WHERE "act_enrolments"."status" in (1, 11);--> statement-breakpoint
CREATE UNIQUE INDEX "act_reviews_once" ON "act_reviews" USING btree ("activity_id","member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "act_team_members_once" ON "act_team_members" USING btree ("activity_id","member_id");