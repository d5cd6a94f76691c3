CREATE TABLE "game_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"iid" integer NOT NULL,
	"game_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"name" text NOT NULL,
	"id_hash" text NOT NULL,
	"id_masked" text NOT NULL,
	"mobile" text NOT NULL,
	"form" jsonb NOT NULL,
	"team_id" integer,
	"captain" boolean DEFAULT false NOT NULL,
	"status" integer NOT NULL,
	"bib" text,
	"checked_in_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_groups" (
	"id" integer PRIMARY KEY NOT NULL,
	"game_id" integer NOT NULL,
	"name" text NOT NULL,
	"quota" integer NOT NULL,
	"taken" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_results" (
	"id" serial PRIMARY KEY NOT NULL,
	"game_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"name" text NOT NULL,
	"id_hash" text NOT NULL,
	"bib" text NOT NULL,
	"time_ms" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_teams" (
	"id" serial PRIMARY KEY NOT NULL,
	"iid" integer NOT NULL,
	"game_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"captain_name" text NOT NULL,
	CONSTRAINT "game_teams_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" integer PRIMARY KEY NOT NULL,
	"iid" integer NOT NULL,
	"title" text NOT NULL,
	"cover" text NOT NULL,
	"intro" text NOT NULL,
	"rules" text NOT NULL,
	"disclaimer" text NOT NULL,
	"place" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"game_day" text NOT NULL,
	"enroll_start" timestamp with time zone NOT NULL,
	"enroll_end" timestamp with time zone NOT NULL,
	"fee" integer NOT NULL,
	"team_mode" boolean NOT NULL,
	"team_size" integer NOT NULL,
	"form" jsonb NOT NULL,
	"next_bib" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "game_entries" ADD CONSTRAINT "game_entries_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_entries" ADD CONSTRAINT "game_entries_group_id_game_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."game_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_entries" ADD CONSTRAINT "game_entries_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_entries" ADD CONSTRAINT "game_entries_team_id_game_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."game_teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_groups" ADD CONSTRAINT "game_groups_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_results" ADD CONSTRAINT "game_results_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_results" ADD CONSTRAINT "game_results_group_id_game_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."game_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_teams" ADD CONSTRAINT "game_teams_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_teams" ADD CONSTRAINT "game_teams_group_id_game_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."game_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "game_entries_once" ON "game_entries" USING btree ("game_id","member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "game_results_bib" ON "game_results" USING btree ("game_id","bib");--> statement-breakpoint
CREATE UNIQUE INDEX "game_teams_name" ON "game_teams" USING btree ("game_id","name");