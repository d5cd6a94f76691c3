CREATE TABLE "sport_challenges" (
	"iid" integer PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"daily_goal" integer NOT NULL,
	"target" integer NOT NULL,
	"start_day" text NOT NULL,
	"end_day" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sport_papers" (
	"id" integer PRIMARY KEY NOT NULL,
	"iid" integer NOT NULL,
	"title" text NOT NULL,
	"intro" text NOT NULL,
	"time_limit" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sport_questions" (
	"id" integer PRIMARY KEY NOT NULL,
	"paper_id" integer NOT NULL,
	"text" text NOT NULL,
	"options" jsonb NOT NULL,
	"answer" jsonb NOT NULL,
	"score" integer NOT NULL,
	"sort" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sport_sheets" (
	"id" serial PRIMARY KEY NOT NULL,
	"iid" integer NOT NULL,
	"paper_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"answers" jsonb NOT NULL,
	"score" integer NOT NULL,
	"correct_count" integer NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sport_steps" (
	"member_id" integer NOT NULL,
	"day" text NOT NULL,
	"iid" integer NOT NULL,
	"steps" integer NOT NULL,
	"city" text NOT NULL,
	"nick" text NOT NULL,
	"avatar" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sport_steps_member_id_day_pk" PRIMARY KEY("member_id","day")
);
--> statement-breakpoint
CREATE TABLE "sport_team_members" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"team_id" integer NOT NULL,
	"iid" integer NOT NULL,
	"joined_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sport_teams" (
	"id" serial PRIMARY KEY NOT NULL,
	"iid" integer NOT NULL,
	"name" text NOT NULL,
	"member_id" integer NOT NULL,
	"captain_name" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sport_questions" ADD CONSTRAINT "sport_questions_paper_id_sport_papers_id_fk" FOREIGN KEY ("paper_id") REFERENCES "public"."sport_papers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sport_sheets" ADD CONSTRAINT "sport_sheets_paper_id_sport_papers_id_fk" FOREIGN KEY ("paper_id") REFERENCES "public"."sport_papers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sport_sheets" ADD CONSTRAINT "sport_sheets_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sport_steps" ADD CONSTRAINT "sport_steps_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sport_team_members" ADD CONSTRAINT "sport_team_members_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sport_team_members" ADD CONSTRAINT "sport_team_members_team_id_sport_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."sport_teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sport_teams" ADD CONSTRAINT "sport_teams_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sport_sheets_once" ON "sport_sheets" USING btree ("paper_id","member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sport_teams_name" ON "sport_teams" USING btree ("iid","name");