ALTER TABLE "member_uploads" ADD COLUMN "policy" text;--> statement-breakpoint
CREATE INDEX "member_uploads_member_created" ON "member_uploads" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "member_uploads_policy" ON "member_uploads" USING btree ("policy");