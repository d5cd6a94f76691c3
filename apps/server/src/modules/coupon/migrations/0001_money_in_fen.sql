-- Money in fen, so no amount is ever a decimal. An amount off and a threshold were yuan, a discount a decimal (8.5 =
-- 8.5折): amounts become fen, a discount the share still paid in per cent (85), rounded.
ALTER TABLE "coupon_templates" ALTER COLUMN "minus_price" SET DATA TYPE integer USING (CASE WHEN "discount_type" = 1 THEN round("minus_price" * 100) ELSE round("minus_price" * 10) END)::integer;--> statement-breakpoint
ALTER TABLE "coupon_templates" ALTER COLUMN "full_price" SET DATA TYPE integer USING round("full_price" * 100)::integer;
