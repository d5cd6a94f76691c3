-- Identities (sign-in without a password) and proven numbers (no one holds a number not theirs). Every existing member signed up with an SMS
-- code sent to their number, so their numbers count as proven since they joined.
CREATE TABLE "member_identities" (
	"id" serial PRIMARY KEY NOT NULL,
	"iid" integer NOT NULL,
	"provider" text NOT NULL,
	"subject" text NOT NULL,
	"member_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "members" ALTER COLUMN "mobile" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ALTER COLUMN "password_hash" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "mobile_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "member_identities" ADD CONSTRAINT "member_identities_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "member_identities_subject" ON "member_identities" USING btree ("iid","provider","subject");--> statement-breakpoint
CREATE INDEX "member_identities_member" ON "member_identities" USING btree ("member_id");--> statement-breakpoint
UPDATE "members" SET "mobile_verified_at" = "created_at" WHERE "mobile" IS NOT NULL;
