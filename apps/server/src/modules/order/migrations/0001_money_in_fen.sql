-- Money in fen, so no amount is ever a decimal: an order's unit price was yuan (29.9), it is fen (2990).
ALTER TABLE "member_orders" ALTER COLUMN "price" SET DATA TYPE integer USING round("price" * 100)::integer;--> statement-breakpoint
-- One list of business types (the catalogue's order.BUSINESS_TYPE): a vip card's order was listed
-- with 4 and created with order type 30; both are 30 now.
UPDATE "member_orders" SET "business_type" = 30 WHERE "business_type" = 4;
