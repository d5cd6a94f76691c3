ALTER TABLE "coin_conf" DROP COLUMN "description";--> statement-breakpoint
-- The share rule's text promised five a day: that promise is now the rule's data.
UPDATE "coin_conf" SET "daily_limit" = 5 WHERE "code" = 'share';