CREATE TABLE "relation_companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"iid" integer NOT NULL,
	"member_id" integer NOT NULL,
	"name" text NOT NULL,
	"position" text DEFAULT '' NOT NULL,
	"start_date" text DEFAULT '' NOT NULL,
	"end_date" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "relation_honors" (
	"id" serial PRIMARY KEY NOT NULL,
	"iid" integer NOT NULL,
	"member_id" integer NOT NULL,
	"title" text NOT NULL,
	"date" text DEFAULT '' NOT NULL,
	"image" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "relation_impressions" (
	"id" serial PRIMARY KEY NOT NULL,
	"iid" integer NOT NULL,
	"member_id" integer NOT NULL,
	"from_member_id" integer NOT NULL,
	"tag" text NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "relation_opinions" (
	"id" serial PRIMARY KEY NOT NULL,
	"iid" integer NOT NULL,
	"member_id" integer NOT NULL,
	"content" text NOT NULL,
	"contact" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "relation_praises" (
	"id" serial PRIMARY KEY NOT NULL,
	"iid" integer NOT NULL,
	"member_id" integer NOT NULL,
	"from_member_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "relation_profiles" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"iid" integer NOT NULL,
	"real_name" text DEFAULT '' NOT NULL,
	"gender" integer DEFAULT 0 NOT NULL,
	"birthday" text DEFAULT '' NOT NULL,
	"wechat" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"intro" text DEFAULT '' NOT NULL,
	"extra" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"auth_status" integer DEFAULT 0 NOT NULL,
	"auth_name" text DEFAULT '' NOT NULL,
	"auth_id_number" text DEFAULT '' NOT NULL,
	"auth_id_masked" text DEFAULT '' NOT NULL,
	"auth_id_hash" text,
	"auth_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "relation_companies" ADD CONSTRAINT "relation_companies_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "relation_honors" ADD CONSTRAINT "relation_honors_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "relation_impressions" ADD CONSTRAINT "relation_impressions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "relation_impressions" ADD CONSTRAINT "relation_impressions_from_member_id_members_id_fk" FOREIGN KEY ("from_member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "relation_opinions" ADD CONSTRAINT "relation_opinions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "relation_praises" ADD CONSTRAINT "relation_praises_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "relation_praises" ADD CONSTRAINT "relation_praises_from_member_id_members_id_fk" FOREIGN KEY ("from_member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "relation_profiles" ADD CONSTRAINT "relation_profiles_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "relation_companies_member" ON "relation_companies" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "relation_honors_member" ON "relation_honors" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "relation_impressions_once" ON "relation_impressions" USING btree ("member_id","from_member_id");--> statement-breakpoint
CREATE INDEX "relation_opinions_member" ON "relation_opinions" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "relation_praises_once" ON "relation_praises" USING btree ("member_id","from_member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "relation_profiles_id_once" ON "relation_profiles" USING btree ("iid","auth_id_hash");