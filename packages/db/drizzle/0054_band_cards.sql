CREATE TABLE "band_cards" (
	"band_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"metal_id" integer NOT NULL,
	"variant_id" integer NOT NULL,
	"price_inr" bigint NOT NULL,
	"price_usd" bigint NOT NULL,
	"sub_type_id" integer NOT NULL,
	"jewellery_type_id" integer NOT NULL,
	"gender_id" integer NOT NULL,
	"stone_category_id" integer,
	"stone_color" text,
	"stone_clarity" text,
	"stone_cut" text,
	"has_attached_stone" boolean NOT NULL,
	"create_date" timestamp with time zone NOT NULL,
	CONSTRAINT "band_cards_band_id_product_id_pk" PRIMARY KEY("band_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "listing_bands" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"low" bigint NOT NULL,
	"high" bigint NOT NULL,
	CONSTRAINT "listing_bands_kind_low_high_unique" UNIQUE("kind","low","high"),
	CONSTRAINT "listing_bands_kind_check" CHECK ("listing_bands"."kind" in ('carat', 'INR', 'USD'))
);
--> statement-breakpoint
CREATE INDEX "band_cards_price_inr_idx" ON "band_cards" USING btree ("band_id","price_inr","product_id","variant_id");--> statement-breakpoint
CREATE INDEX "band_cards_price_usd_idx" ON "band_cards" USING btree ("band_id","price_usd","product_id","variant_id");--> statement-breakpoint
CREATE INDEX "band_cards_newest_idx" ON "band_cards" USING btree ("band_id","create_date","product_id","variant_id");--> statement-breakpoint
CREATE INDEX "band_cards_product_idx" ON "band_cards" USING btree ("product_id");--> statement-breakpoint
ALTER TABLE "band_cards" SET (parallel_workers = 0, autovacuum_vacuum_scale_factor = 0.05,
                              autovacuum_vacuum_insert_scale_factor = 0.05);
--> statement-breakpoint
-- The storefront's bands kept as cards: the contracts' keptBands() (listing-bands.ts), in
-- hundredths of a carat and minor units; a test holds the two equal.
INSERT INTO "listing_bands" ("kind", "low", "high") VALUES
  ('carat', 0, 49),
  ('carat', 50, 99),
  ('carat', 100, 149),
  ('carat', 150, 199),
  ('INR', 0, 5000000),
  ('INR', 5000000, 10000000),
  ('INR', 10000000, 25000000),
  ('INR', 25000000, 50000000),
  ('USD', 0, 50000),
  ('USD', 50000, 100000),
  ('USD', 100000, 250000),
  ('USD', 250000, 500000);
--> statement-breakpoint
CREATE FUNCTION "refresh_band_cards"("ids" integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  -- For each kept band, each product's first variant inside it in the order the listing shows a
  -- product's variants with no metal asked for: its metals' places, the INR price, the id (decision
  -- 048). Read from the variants' cards, which the caller has just rebuilt. Only the rows that
  -- change are written: a rate change moves the rows whose shown variant is of the repriced metal,
  -- and the products that enter or leave a band, not every row of every product it touches.
  IF coalesce(cardinality("ids"), 0) = 0 THEN
    RETURN;
  END IF;
  WITH "fresh" AS (
    -- Product by product (a few dozen rows each, sorted in memory), not one sort of every product's.
    SELECT x.* FROM unnest("ids") AS p("id")
    CROSS JOIN LATERAL (
      SELECT DISTINCT ON (b."id")
             b."id" AS "band_id", t."product_id", t."metal_id", t."variant_id", t."price_inr", t."price_usd",
             t."sub_type_id", t."jewellery_type_id", t."gender_id", t."stone_category_id", t."stone_color",
             t."stone_clarity", t."stone_cut", t."has_attached_stone", t."create_date"
        FROM "variant_cards" t
        JOIN "listing_bands" b
          ON (CASE b."kind" WHEN 'carat' THEN t."carat" WHEN 'INR' THEN t."price_inr" ELSE t."price_usd" END)
             BETWEEN b."low" AND b."high"
       WHERE t."product_id" = p."id"
       ORDER BY b."id", t."metal_position", t."price_inr", t."variant_id") x),
  "old" AS (SELECT * FROM "band_cards" WHERE "product_id" = ANY ("ids")),
  -- The rows of products no longer inside a band (never one the insert below writes).
  "gone" AS (
    DELETE FROM "band_cards" c
     USING "old" o LEFT JOIN "fresh" f ON f."band_id" = o."band_id" AND f."product_id" = o."product_id"
     WHERE f."product_id" IS NULL AND c."band_id" = o."band_id" AND c."product_id" = o."product_id")
  INSERT INTO "band_cards" (
    "band_id", "product_id", "metal_id", "variant_id", "price_inr", "price_usd", "sub_type_id",
    "jewellery_type_id", "gender_id", "stone_category_id", "stone_color", "stone_clarity", "stone_cut",
    "has_attached_stone", "create_date")
  SELECT f.* FROM "fresh" f
    LEFT JOIN "old" o ON o."band_id" = f."band_id" AND o."product_id" = f."product_id"
   WHERE o."product_id" IS NULL OR (o.*) IS DISTINCT FROM (f.*)
      ON CONFLICT ("band_id", "product_id") DO UPDATE
     SET "metal_id" = excluded."metal_id", "variant_id" = excluded."variant_id",
         "price_inr" = excluded."price_inr", "price_usd" = excluded."price_usd",
         "sub_type_id" = excluded."sub_type_id", "jewellery_type_id" = excluded."jewellery_type_id",
         "gender_id" = excluded."gender_id", "stone_category_id" = excluded."stone_category_id",
         "stone_color" = excluded."stone_color", "stone_clarity" = excluded."stone_clarity",
         "stone_cut" = excluded."stone_cut", "has_attached_stone" = excluded."has_attached_stone",
         "create_date" = excluded."create_date";
END $$;
--> statement-breakpoint
ALTER FUNCTION "refresh_band_cards"(integer[]) SET plan_cache_mode = auto;
--> statement-breakpoint
-- The cards' rebuilds keep their names (the triggers call them) and now also rebuild the band
-- cards: the product and variant cards' rebuilds, as they were, under names of their own.
ALTER FUNCTION "refresh_product_cards"(integer[]) RENAME TO "rebuild_product_and_variant_cards";
--> statement-breakpoint
ALTER FUNCTION "refresh_product_metal_cards"(integer[], integer[]) RENAME TO "rebuild_product_metal_and_variant_cards";
--> statement-breakpoint
CREATE FUNCTION "refresh_product_cards"("ids" integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "rebuild_product_and_variant_cards"("ids");
  PERFORM "refresh_band_cards"("ids");
END $$;
--> statement-breakpoint
CREATE FUNCTION "refresh_product_metal_cards"("product_ids" integer[], "metal_ids" integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "rebuild_product_metal_and_variant_cards"("product_ids", "metal_ids");
  PERFORM "refresh_band_cards"(ARRAY(SELECT DISTINCT x FROM unnest("product_ids") AS x));
END $$;
--> statement-breakpoint
SELECT "refresh_band_cards"(ARRAY(SELECT "id" FROM "products"));
