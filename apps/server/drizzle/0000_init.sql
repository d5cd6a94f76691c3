CREATE TABLE "domains" (
	"host" text PRIMARY KEY NOT NULL,
	"iid" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tenants" (
	"iid" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"kind" text DEFAULT 'community' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "domains" ADD CONSTRAINT "domains_iid_tenants_iid_fk" FOREIGN KEY ("iid") REFERENCES "public"."tenants"("iid") ON DELETE cascade ON UPDATE no action;