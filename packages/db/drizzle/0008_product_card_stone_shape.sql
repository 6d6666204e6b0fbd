-- A listing card shows its variant's centre-stone shape in its pictures, as the product page does:
-- the cards keep the shape, and the two rebuild functions fill it.
ALTER TABLE "product_cards" ADD COLUMN "center_stone_shape_id" integer;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "refresh_product_cards"("ids" integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(cardinality("ids"), 0) = 0 THEN
    RETURN;
  END IF;
  -- One rebuild at a time (lock key: see migrate.ts), until the transaction ends: two transactions rebuilding the same
  -- product's cards could otherwise leave the one computed from the older snapshot.
  PERFORM pg_advisory_xact_lock(720261124);
  DELETE FROM "product_cards" WHERE "product_id" = ANY ("ids");
  INSERT INTO "product_cards" (
    "product_id", "metal_id", "metal_position", "is_first_metal", "variant_id", "sku",
    "price_inr", "list_price_inr", "price_usd", "list_price_usd", "discount", "has_centre_stone", "center_stone_shape_id",
    "sub_type_id", "jewellery_type_id", "gender_id", "stone_category_id", "stone_color",
    "stone_clarity", "stone_cut", "has_attached_stone", "create_date")
  SELECT c."product_id", c."metal_id", c."metal_position",
         row_number() OVER (PARTITION BY c."product_id"
                            ORDER BY c."metal_position", c."price_inr", c."variant_id") = 1,
         c."variant_id", c."sku", c."price_inr", c."list_price_inr", c."price_usd", c."list_price_usd",
         c."discount", c."has_centre_stone", c."center_stone_shape_id", c."sub_type_id", c."jewellery_type_id", c."gender_id",
         c."stone_category_id", c."stone_color", c."stone_clarity", c."stone_cut",
         c."has_attached_stone", c."create_date"
    FROM (
      SELECT DISTINCT ON (v."product_id", v."metal_id")
             v."product_id", v."metal_id", m."position" AS "metal_position", v."id" AS "variant_id", v."sku",
             v."price_inr", v."list_price_inr", v."price_usd", v."list_price_usd", v."discount",
             v."center_stone_shape_id" IS NOT NULL AS "has_centre_stone", v."center_stone_shape_id",
             p."sub_type_id", st."jewellery_type_id", p."gender_id", p."stone_category_id",
             p."stone_color", p."stone_clarity", p."stone_cut", p."has_attached_stone", p."create_date"
        FROM "product_variants" v
        JOIN "products" p ON p."id" = v."product_id"
        JOIN "metals" m ON m."id" = v."metal_id"
        JOIN "jewellery_sub_types" st ON st."id" = p."sub_type_id"
       WHERE v."product_id" = ANY ("ids") AND v."is_active" AND p."is_listed"
       ORDER BY v."product_id", v."metal_id", v."price_inr", v."id"
    ) c;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "refresh_product_metal_cards"("product_ids" integer[], "metal_ids" integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  -- The cards of some (product, metal) pairs only: a repricing touches one metal's variants,
  -- and reading those alone is what keeps a rate change quick on products with many variants.
  IF coalesce(cardinality("product_ids"), 0) = 0 THEN
    RETURN;
  END IF;
  PERFORM pg_advisory_xact_lock(720261124);
  DELETE FROM "product_cards" c
   USING unnest("product_ids", "metal_ids") AS x("product_id", "metal_id")
   WHERE c."product_id" = x."product_id" AND c."metal_id" = x."metal_id";
  INSERT INTO "product_cards" (
    "product_id", "metal_id", "metal_position", "is_first_metal", "variant_id", "sku",
    "price_inr", "list_price_inr", "price_usd", "list_price_usd", "discount", "has_centre_stone", "center_stone_shape_id",
    "sub_type_id", "jewellery_type_id", "gender_id", "stone_category_id", "stone_color",
    "stone_clarity", "stone_cut", "has_attached_stone", "create_date")
  SELECT DISTINCT ON (v."product_id", v."metal_id")
         v."product_id", v."metal_id", m."position", false, v."id", v."sku",
         v."price_inr", v."list_price_inr", v."price_usd", v."list_price_usd", v."discount",
         v."center_stone_shape_id" IS NOT NULL, v."center_stone_shape_id",
         p."sub_type_id", st."jewellery_type_id", p."gender_id", p."stone_category_id",
         p."stone_color", p."stone_clarity", p."stone_cut", p."has_attached_stone", p."create_date"
    FROM unnest("product_ids", "metal_ids") AS x("product_id", "metal_id")
    JOIN "product_variants" v ON v."product_id" = x."product_id" AND v."metal_id" = x."metal_id"
    JOIN "products" p ON p."id" = v."product_id"
    JOIN "metals" m ON m."id" = v."metal_id"
    JOIN "jewellery_sub_types" st ON st."id" = p."sub_type_id"
   WHERE v."is_active" AND p."is_listed"
   ORDER BY v."product_id", v."metal_id", v."price_inr", v."id";
  UPDATE "product_cards" c SET "is_first_metal" = f."first"
    FROM (SELECT "product_id", "metal_id",
                 row_number() OVER (PARTITION BY "product_id"
                                    ORDER BY "metal_position", "price_inr", "variant_id") = 1 AS "first"
            FROM "product_cards" WHERE "product_id" = ANY ("product_ids")) f
   WHERE c."product_id" = f."product_id" AND c."metal_id" = f."metal_id" AND c."is_first_metal" <> f."first";
END $$;
--> statement-breakpoint
-- The rebuilds plan their statements for the ids they are given, whatever the session prefers.
ALTER FUNCTION "refresh_product_cards"(integer[]) SET plan_cache_mode = auto;
--> statement-breakpoint
ALTER FUNCTION "refresh_product_metal_cards"(integer[], integer[]) SET plan_cache_mode = auto;
--> statement-breakpoint
SELECT "refresh_product_cards"(ARRAY(SELECT "id" FROM "products"));
