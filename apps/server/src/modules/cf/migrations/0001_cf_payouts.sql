CREATE TABLE "cf_payouts" (
	"project_id" integer PRIMARY KEY NOT NULL,
	"iid" integer NOT NULL,
	"member_id" integer NOT NULL,
	"paid_out_fen" integer NOT NULL,
	"settled_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cf_payouts" ADD CONSTRAINT "cf_payouts_project_id_cf_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."cf_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cf_payouts" ADD CONSTRAINT "cf_payouts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;