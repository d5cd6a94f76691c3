CREATE TABLE "cf_projects" (
	"id" serial PRIMARY KEY NOT NULL,
	"iid" integer NOT NULL,
	"member_id" integer NOT NULL,
	"title" text NOT NULL,
	"digest" text DEFAULT '' NOT NULL,
	"story" text NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"risk" text DEFAULT '' NOT NULL,
	"contact_phone" text NOT NULL,
	"layout" text DEFAULT 'index' NOT NULL,
	"goal_fen" integer NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"reject_reason" text DEFAULT '' NOT NULL,
	"payout_holder" text DEFAULT '' NOT NULL,
	"payout_bank" text DEFAULT '' NOT NULL,
	"payout_account" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"reviewed_at" timestamp with time zone,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "cf_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"question" text NOT NULL,
	"answer" text DEFAULT '' NOT NULL,
	"asked_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "cf_supports" (
	"id" serial PRIMARY KEY NOT NULL,
	"iid" integer NOT NULL,
	"project_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"ref" text NOT NULL,
	"order_id" text DEFAULT '' NOT NULL,
	"tier_id" integer,
	"units" integer DEFAULT 1 NOT NULL,
	"amount_fen" integer NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "cf_tiers" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"amount_fen" integer NOT NULL,
	"limit" integer DEFAULT 0 NOT NULL,
	"taken" integer DEFAULT 0 NOT NULL,
	"needs_address" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cf_projects" ADD CONSTRAINT "cf_projects_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cf_questions" ADD CONSTRAINT "cf_questions_project_id_cf_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."cf_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cf_questions" ADD CONSTRAINT "cf_questions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cf_supports" ADD CONSTRAINT "cf_supports_project_id_cf_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."cf_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cf_supports" ADD CONSTRAINT "cf_supports_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cf_supports" ADD CONSTRAINT "cf_supports_tier_id_cf_tiers_id_fk" FOREIGN KEY ("tier_id") REFERENCES "public"."cf_tiers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cf_tiers" ADD CONSTRAINT "cf_tiers_project_id_cf_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."cf_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cf_projects_iid_status" ON "cf_projects" USING btree ("iid","status");--> statement-breakpoint
CREATE INDEX "cf_projects_launcher" ON "cf_projects" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cf_supports_ref" ON "cf_supports" USING btree ("ref");--> statement-breakpoint
CREATE INDEX "cf_supports_project_status" ON "cf_supports" USING btree ("project_id","status");