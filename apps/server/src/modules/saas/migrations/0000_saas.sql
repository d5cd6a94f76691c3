CREATE TABLE "saas_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"iid" integer NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"features" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"price_fen" integer NOT NULL,
	"days" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tenant_plans" (
	"iid" integer PRIMARY KEY NOT NULL,
	"plan_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tenant_plans" ADD CONSTRAINT "tenant_plans_plan_id_saas_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."saas_plans"("id") ON DELETE no action ON UPDATE no action;