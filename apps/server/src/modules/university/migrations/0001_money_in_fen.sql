-- Money in fen, so no amount is ever a decimal: the university's coupons kept yuan in integers (an amount off, a
-- threshold) and a discount in tenths (9 = 9折). Amounts become fen, a discount the share still
-- paid in per cent (90), as the coupon module's.
UPDATE "coupons" SET "minus_price" = CASE WHEN "discount_type" = 1 THEN "minus_price" * 100 ELSE "minus_price" * 10 END, "full_price" = "full_price" * 100;
