-- Money in fen, so no amount is ever a decimal, inside the popups' JSON content (spec §3 adsList): the coupons of a
-- coupon list (type 4) and a coupon pack (type 5) as the coupon module keeps them now (an amount
-- off and a threshold in fen, a discount as the share still paid in per cent), and a product
-- card's (type 2) price and costV2 in fen. Content that is not JSON, or not of that shape, is left
-- as it is (the popup shows nothing of it either way).
DO $$
DECLARE
  ad record;
  doc jsonb;
  items jsonb;
  item jsonb;
  converted jsonb;
BEGIN
  FOR ad IN SELECT "id", "type", "content" FROM "community_ads" WHERE "type" IN (2, 4, 5) LOOP
    BEGIN
      doc := ad."content"::jsonb;
    EXCEPTION WHEN others THEN
      CONTINUE;
    END;
    IF ad."type" = 2 THEN
      items := CASE jsonb_typeof(doc -> 'contents') WHEN 'array' THEN doc -> 'contents' WHEN 'object' THEN jsonb_build_array(doc -> 'contents') END;
    ELSE
      items := CASE WHEN jsonb_typeof(doc) = 'array' THEN doc WHEN jsonb_typeof(doc -> 'coupons') = 'array' THEN doc -> 'coupons' END;
    END IF;
    CONTINUE WHEN items IS NULL;
    converted := '[]'::jsonb;
    FOR item IN SELECT value FROM jsonb_array_elements(items) LOOP
      IF jsonb_typeof(item) = 'object' AND ad."type" = 2 THEN
        IF item ->> 'price' ~ '^[0-9]+(\.[0-9]+)?$' THEN
          item := item || jsonb_build_object('price', round((item ->> 'price')::numeric * 100));
        END IF;
        IF item ->> 'costV2' ~ '^[0-9]+(\.[0-9]+)?$' THEN
          item := item || jsonb_build_object('costV2', round((item ->> 'costV2')::numeric * 100));
        END IF;
      ELSIF jsonb_typeof(item) = 'object' THEN
        IF item ->> 'minusPrice' ~ '^[0-9]+(\.[0-9]+)?$' THEN
          item := item || jsonb_build_object('minusPrice', round((item ->> 'minusPrice')::numeric * CASE WHEN item ->> 'discountType' = '1' THEN 100 ELSE 10 END));
        END IF;
        IF item ->> 'fullPrice' ~ '^[0-9]+(\.[0-9]+)?$' THEN
          item := item || jsonb_build_object('fullPrice', round((item ->> 'fullPrice')::numeric * 100));
        END IF;
      END IF;
      converted := converted || jsonb_build_array(item);
    END LOOP;
    IF ad."type" = 2 THEN
      doc := jsonb_set(doc, '{contents}', CASE jsonb_typeof(doc -> 'contents') WHEN 'array' THEN converted ELSE converted -> 0 END);
    ELSIF jsonb_typeof(doc) = 'array' THEN
      doc := converted;
    ELSE
      doc := jsonb_set(doc, '{coupons}', converted);
    END IF;
    UPDATE "community_ads" SET "content" = doc::text WHERE "id" = ad."id";
  END LOOP;
END $$;
