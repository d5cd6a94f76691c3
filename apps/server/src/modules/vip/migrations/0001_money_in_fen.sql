-- Money in fen, so no amount is ever a decimal: a card's price was yuan (9.9), it is fen (990).
ALTER TABLE "vip_plans" ALTER COLUMN "price" SET DATA TYPE integer USING round("price" * 100)::integer;
