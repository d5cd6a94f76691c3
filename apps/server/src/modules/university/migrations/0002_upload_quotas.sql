ALTER TABLE "uploads" ADD COLUMN "policy" text;--> statement-breakpoint
CREATE INDEX "uploads_rid_created" ON "uploads" USING btree ("rid","created_at");--> statement-breakpoint
CREATE INDEX "uploads_policy" ON "uploads" USING btree ("policy");