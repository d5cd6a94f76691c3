-- Money in fen (issue 11): a card's price was yuan (9.9), it is fen (990).
ALTER TABLE "vip_plans" ALTER COLUMN "price" SET DATA TYPE integer USING round("price" * 100)::integer;
