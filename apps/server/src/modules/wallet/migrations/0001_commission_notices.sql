CREATE TABLE "wallet_notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"iid" integer NOT NULL,
	"member_id" integer NOT NULL,
	"credit_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount_fen" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "wallet_notices" ADD CONSTRAINT "wallet_notices_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wallet_notices_member" ON "wallet_notices" USING btree ("member_id","id");