-- Vip orders made before plan_id existed carried their card in the order id, VIP{planId}T…:
-- copy it to the column (only a card of the order's own tenant), so those orders still activate
-- their card when the payment provider's notify arrives.
UPDATE "member_orders" AS o
SET "plan_id" = p."id"
FROM "vip_plans" AS p
WHERE o."plan_id" IS NULL
  AND o."order_id" ~ '^VIP[0-9]{1,9}T'
  AND p."id" = substring(o."order_id" from '^VIP([0-9]{1,9})T')::integer
  AND p."iid" = o."iid";
