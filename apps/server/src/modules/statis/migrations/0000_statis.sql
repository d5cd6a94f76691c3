CREATE TABLE "tenant_roles" (
	"iid" integer NOT NULL,
	"member_id" integer NOT NULL,
	"role" text NOT NULL,
	"granted_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tenant_roles" ADD CONSTRAINT "tenant_roles_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tenant_roles_member" ON "tenant_roles" USING btree ("iid","member_id");