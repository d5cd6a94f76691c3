CREATE TABLE "sms_sends" (
	"id" serial PRIMARY KEY NOT NULL,
	"iid" integer,
	"kind" text NOT NULL,
	"purpose" text NOT NULL,
	"mobile_masked" text NOT NULL,
	"ok" boolean NOT NULL,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sms_sends_tenant_time" ON "sms_sends" USING btree ("iid","sent_at");