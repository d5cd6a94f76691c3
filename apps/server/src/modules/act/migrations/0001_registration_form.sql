CREATE TABLE "act_form_drafts" (
	"id" serial PRIMARY KEY NOT NULL,
	"iid" integer NOT NULL,
	"activity_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"values" jsonb NOT NULL,
	"status" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "act_form_drafts" ADD CONSTRAINT "act_form_drafts_activity_id_act_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."act_activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "act_form_drafts" ADD CONSTRAINT "act_form_drafts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "act_form_drafts_once" ON "act_form_drafts" USING btree ("activity_id","member_id");