ALTER TABLE "variant_cards" ADD COLUMN "first_place" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "product_cards_first_max_price_inr_idx" ON "product_cards" USING btree ("max_price_inr","product_id","metal_position") WHERE "product_cards"."is_first_metal";--> statement-breakpoint
CREATE INDEX "product_cards_first_max_price_usd_idx" ON "product_cards" USING btree ("max_price_usd","product_id","metal_position") WHERE "product_cards"."is_first_metal";--> statement-breakpoint
CREATE INDEX "variant_cards_first_place_price_inr_idx" ON "variant_cards" USING btree ("price_inr","product_id","variant_id","price_inr_before","metal_id","metal_position") WHERE "variant_cards"."first_place";--> statement-breakpoint
CREATE INDEX "variant_cards_first_place_price_usd_idx" ON "variant_cards" USING btree ("price_usd","product_id","variant_id","price_usd_before","price_inr","metal_id","metal_position") WHERE "variant_cards"."first_place";
--> statement-breakpoint
-- hand-written below
-- Decision 037, "2026-12-01, later": the rebuilds write each variant row's "first place" mark (its
-- metal holds the product's first place in the shop's order, the place of its first card), the
-- metal rebuild rewriting the other metals' rows only for the products whose first place moved.
CREATE OR REPLACE FUNCTION "refresh_product_cards"("ids" integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(cardinality("ids"), 0) = 0 THEN
    RETURN;
  END IF;
  -- One rebuild at a time (lock key: see migrate.ts), until the transaction ends: two transactions rebuilding the same
  -- product's cards could otherwise leave the one computed from the older snapshot.
  PERFORM pg_advisory_xact_lock(720261124);
  DELETE FROM "product_cards" WHERE "product_id" = ANY ("ids");
  DELETE FROM "variant_cards" WHERE "product_id" = ANY ("ids");
  INSERT INTO "product_cards" (
    "product_id", "metal_id", "metal_position", "is_first_metal", "variant_id", "sku",
    "price_inr", "list_price_inr", "price_usd", "list_price_usd", "discount", "has_centre_stone", "center_stone_shape_id",
    "sub_type_id", "jewellery_type_id", "gender_id", "stone_category_id", "stone_color",
    "stone_clarity", "stone_cut", "has_attached_stone", "create_date",
    "max_carat", "max_price_inr", "max_price_usd")
  SELECT c."product_id", c."metal_id", c."metal_position",
         row_number() OVER (PARTITION BY c."product_id"
                            ORDER BY c."metal_position", c."price_inr", c."variant_id") = 1,
         c."variant_id", c."sku", c."price_inr", c."list_price_inr", c."price_usd", c."list_price_usd",
         c."discount", c."has_centre_stone", c."center_stone_shape_id", c."sub_type_id", c."jewellery_type_id", c."gender_id",
         c."stone_category_id", c."stone_color", c."stone_clarity", c."stone_cut",
         c."has_attached_stone", c."create_date",
         c."max_carat", c."max_price_inr", c."max_price_usd"
    FROM (
      SELECT DISTINCT ON (v."product_id", v."metal_id")
             v."product_id", v."metal_id", m."position" AS "metal_position", v."id" AS "variant_id", v."sku",
             v."price_inr", v."list_price_inr", v."price_usd", v."list_price_usd", v."discount",
             v."center_stone_shape_id" IS NOT NULL AS "has_centre_stone", v."center_stone_shape_id",
             p."sub_type_id", st."jewellery_type_id", p."gender_id", p."stone_category_id",
             p."stone_color", p."stone_clarity", p."stone_cut", p."has_attached_stone", p."create_date",
             max(coalesce(v."center_stone_carat", v."total_carat")) OVER pm AS "max_carat",
             max(v."price_inr") OVER pm AS "max_price_inr", max(v."price_usd") OVER pm AS "max_price_usd"
        FROM "product_variants" v
        JOIN "products" p ON p."id" = v."product_id"
        JOIN "metals" m ON m."id" = v."metal_id"
        JOIN "jewellery_sub_types" st ON st."id" = p."sub_type_id"
       WHERE v."product_id" = ANY ("ids") AND v."is_active" AND p."is_listed"
      WINDOW pm AS (PARTITION BY v."product_id", v."metal_id")
       ORDER BY v."product_id", v."metal_id", v."price_inr", v."id"
    ) c;
  INSERT INTO "variant_cards" (
    "product_id", "metal_id", "variant_id", "metal_position", "price_inr", "price_usd", "carat",
    "carat_before", "price_inr_before", "price_usd_before", "sub_type_id", "jewellery_type_id", "gender_id",
    "stone_category_id", "stone_color", "stone_clarity", "stone_cut", "has_attached_stone", "create_date",
    "carat_seen_earlier", "first_place")
  SELECT x."product_id", x."metal_id", x."variant_id", x."metal_position", x."price_inr", x."price_usd", x."carat",
         max(x."carat") OVER w, max(x."price_inr") OVER w, max(x."price_usd") OVER w,
         x."sub_type_id", x."jewellery_type_id", x."gender_id", x."stone_category_id", x."stone_color",
         x."stone_clarity", x."stone_cut", x."has_attached_stone", x."create_date", x."carat_seen_earlier",
         x."first_place"
    FROM (
      SELECT v."product_id", v."metal_id", v."id" AS "variant_id", m."position" AS "metal_position",
             v."price_inr", v."price_usd", coalesce(v."center_stone_carat", v."total_carat") AS "carat",
             p."sub_type_id", st."jewellery_type_id", p."gender_id", p."stone_category_id", p."stone_color",
             p."stone_clarity", p."stone_cut", p."has_attached_stone", p."create_date",
             -- A variant of a metal placed earlier weighs the same (read from the variants: the
             -- cards of another metal rebuilt by the same call are not there yet).
             coalesce(f."first_position" < m."position", false) AS "carat_seen_earlier",
             -- The metal holds the product's first place: its first card's (the cards are written above).
             coalesce(fc."metal_position" = m."position", false) AS "first_place"
        FROM "product_variants" v
        JOIN "products" p ON p."id" = v."product_id"
        JOIN "metals" m ON m."id" = v."metal_id"
        JOIN "jewellery_sub_types" st ON st."id" = p."sub_type_id"
        -- Each weight's first place among the product's active variants, in one pass over them.
        LEFT JOIN (SELECT a."product_id", coalesce(a."center_stone_carat", a."total_carat") AS "carat",
                          min(am."position") AS "first_position"
                     FROM "product_variants" a JOIN "metals" am ON am."id" = a."metal_id"
                    WHERE a."product_id" = ANY ("ids") AND a."is_active"
                    GROUP BY 1, 2) f
               ON f."product_id" = v."product_id" AND f."carat" = coalesce(v."center_stone_carat", v."total_carat")
        LEFT JOIN "product_cards" fc ON fc."product_id" = v."product_id" AND fc."is_first_metal"
       WHERE v."product_id" = ANY ("ids") AND v."is_active" AND p."is_listed"
    ) x
  -- The variants of the same product and metal before this one, cheapest first.
  WINDOW w AS (PARTITION BY x."product_id", x."metal_id" ORDER BY x."price_inr", x."variant_id"
               ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING);
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "refresh_product_metal_cards"("product_ids" integer[], "metal_ids" integer[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  "old_products" integer[];
  "old_metals" integer[];
  "old_carats" integer[];
  "old_first_products" integer[];
  "old_first_positions" integer[];
BEGIN
  -- The cards of some (product, metal) pairs only: a repricing touches one metal's variants,
  -- and reading those alone is what keeps a rate change quick on products with many variants.
  IF coalesce(cardinality("product_ids"), 0) = 0 THEN
    RETURN;
  END IF;
  PERFORM pg_advisory_xact_lock(720261124);
  -- The products' first places before: where one moves (a metal's last variant dropped, or its
  -- first added), the other metals' rows change their "first place" mark too.
  SELECT array_agg(c."product_id"), array_agg(c."metal_position")
    INTO "old_first_products", "old_first_positions"
    FROM "product_cards" c WHERE c."product_id" = ANY ("product_ids") AND c."is_first_metal";
  DELETE FROM "product_cards" c
   USING unnest("product_ids", "metal_ids") AS x("product_id", "metal_id")
   WHERE c."product_id" = x."product_id" AND c."metal_id" = x."metal_id";
  -- The weights the rebuilt metals had: where they change, the other metals' "seen earlier" marks may too.
  WITH "gone" AS (
    DELETE FROM "variant_cards" c
     USING unnest("product_ids", "metal_ids") AS x("product_id", "metal_id")
     WHERE c."product_id" = x."product_id" AND c."metal_id" = x."metal_id"
    RETURNING c."product_id", c."metal_id", c."carat")
  SELECT array_agg(g."product_id"), array_agg(g."metal_id"), array_agg(g."carat")
    INTO "old_products", "old_metals", "old_carats" FROM "gone" g;
  INSERT INTO "product_cards" (
    "product_id", "metal_id", "metal_position", "is_first_metal", "variant_id", "sku",
    "price_inr", "list_price_inr", "price_usd", "list_price_usd", "discount", "has_centre_stone", "center_stone_shape_id",
    "sub_type_id", "jewellery_type_id", "gender_id", "stone_category_id", "stone_color",
    "stone_clarity", "stone_cut", "has_attached_stone", "create_date",
    "max_carat", "max_price_inr", "max_price_usd")
  SELECT DISTINCT ON (v."product_id", v."metal_id")
         v."product_id", v."metal_id", m."position", false, v."id", v."sku",
         v."price_inr", v."list_price_inr", v."price_usd", v."list_price_usd", v."discount",
         v."center_stone_shape_id" IS NOT NULL, v."center_stone_shape_id",
         p."sub_type_id", st."jewellery_type_id", p."gender_id", p."stone_category_id",
         p."stone_color", p."stone_clarity", p."stone_cut", p."has_attached_stone", p."create_date",
         max(coalesce(v."center_stone_carat", v."total_carat")) OVER pm, max(v."price_inr") OVER pm,
         max(v."price_usd") OVER pm
    FROM unnest("product_ids", "metal_ids") AS x("product_id", "metal_id")
    JOIN "product_variants" v ON v."product_id" = x."product_id" AND v."metal_id" = x."metal_id"
    JOIN "products" p ON p."id" = v."product_id"
    JOIN "metals" m ON m."id" = v."metal_id"
    JOIN "jewellery_sub_types" st ON st."id" = p."sub_type_id"
   WHERE v."is_active" AND p."is_listed"
  WINDOW pm AS (PARTITION BY v."product_id", v."metal_id")
   ORDER BY v."product_id", v."metal_id", v."price_inr", v."id";
  UPDATE "product_cards" c SET "is_first_metal" = f."first"
    FROM (SELECT "product_id", "metal_id",
                 row_number() OVER (PARTITION BY "product_id"
                                    ORDER BY "metal_position", "price_inr", "variant_id") = 1 AS "first"
            FROM "product_cards" WHERE "product_id" = ANY ("product_ids")) f
   WHERE c."product_id" = f."product_id" AND c."metal_id" = f."metal_id" AND c."is_first_metal" <> f."first";
  INSERT INTO "variant_cards" (
    "product_id", "metal_id", "variant_id", "metal_position", "price_inr", "price_usd", "carat",
    "carat_before", "price_inr_before", "price_usd_before", "sub_type_id", "jewellery_type_id", "gender_id",
    "stone_category_id", "stone_color", "stone_clarity", "stone_cut", "has_attached_stone", "create_date",
    "carat_seen_earlier", "first_place")
  SELECT x."product_id", x."metal_id", x."variant_id", x."metal_position", x."price_inr", x."price_usd", x."carat",
         max(x."carat") OVER w, max(x."price_inr") OVER w, max(x."price_usd") OVER w,
         x."sub_type_id", x."jewellery_type_id", x."gender_id", x."stone_category_id", x."stone_color",
         x."stone_clarity", x."stone_cut", x."has_attached_stone", x."create_date", x."carat_seen_earlier",
         x."first_place"
    FROM (
      SELECT v."product_id", v."metal_id", v."id" AS "variant_id", m."position" AS "metal_position",
             v."price_inr", v."price_usd", coalesce(v."center_stone_carat", v."total_carat") AS "carat",
             p."sub_type_id", st."jewellery_type_id", p."gender_id", p."stone_category_id", p."stone_color",
             p."stone_clarity", p."stone_cut", p."has_attached_stone", p."create_date",
             -- A variant of a metal placed earlier weighs the same (read from the variants: the
             -- cards of another metal rebuilt by the same call are not there yet).
             coalesce(f."first_position" < m."position", false) AS "carat_seen_earlier",
             -- The metal holds the product's first place: its first card's (the cards are written above).
             coalesce(fc."metal_position" = m."position", false) AS "first_place"
        FROM unnest("product_ids", "metal_ids") AS y("product_id", "metal_id")
        JOIN "product_variants" v ON v."product_id" = y."product_id" AND v."metal_id" = y."metal_id"
        JOIN "products" p ON p."id" = v."product_id"
        JOIN "metals" m ON m."id" = v."metal_id"
        JOIN "jewellery_sub_types" st ON st."id" = p."sub_type_id"
        -- Each weight's first place among the product's active variants, in one pass over them.
        LEFT JOIN (SELECT a."product_id", coalesce(a."center_stone_carat", a."total_carat") AS "carat",
                          min(am."position") AS "first_position"
                     FROM "product_variants" a JOIN "metals" am ON am."id" = a."metal_id"
                    WHERE a."product_id" = ANY ("product_ids") AND a."is_active"
                    GROUP BY 1, 2) f
               ON f."product_id" = v."product_id" AND f."carat" = coalesce(v."center_stone_carat", v."total_carat")
        LEFT JOIN "product_cards" fc ON fc."product_id" = v."product_id" AND fc."is_first_metal"
       WHERE v."is_active" AND p."is_listed"
    ) x
  -- The variants of the same product and metal before this one, cheapest first.
  WINDOW w AS (PARTITION BY x."product_id", x."metal_id" ORDER BY x."price_inr", x."variant_id"
               ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING);
  -- A repricing leaves every first place as it was: the other metals' rows are looked at only for
  -- the products whose first card's place moved.
  UPDATE "variant_cards" t SET "first_place" = (t."metal_position" = n."metal_position")
    FROM ((SELECT c."product_id", c."metal_position" FROM "product_cards" c
            WHERE c."product_id" = ANY ("product_ids") AND c."is_first_metal")
          EXCEPT
          SELECT o."product_id", o."metal_position"
            FROM unnest("old_first_products", "old_first_positions") AS o("product_id", "metal_position")) n
   WHERE t."product_id" = n."product_id" AND t."first_place" <> (t."metal_position" = n."metal_position");
  -- A repricing leaves every weight as it was: the other metals' rows are looked at only for the
  -- products whose rebuilt metals now weigh differently (a variant re-weighed, added or dropped).
  PERFORM "refresh_variant_cards_carat_seen"(ARRAY(
    SELECT DISTINCT d."product_id" FROM (
      (SELECT o."product_id", o."metal_id", o."carat"
         FROM unnest("old_products", "old_metals", "old_carats") AS o("product_id", "metal_id", "carat")
       EXCEPT
       SELECT c."product_id", c."metal_id", c."carat"
         FROM unnest("product_ids", "metal_ids") AS y("product_id", "metal_id")
         JOIN "variant_cards" c ON c."product_id" = y."product_id" AND c."metal_id" = y."metal_id")
      UNION ALL
      (SELECT c."product_id", c."metal_id", c."carat"
         FROM unnest("product_ids", "metal_ids") AS y("product_id", "metal_id")
         JOIN "variant_cards" c ON c."product_id" = y."product_id" AND c."metal_id" = y."metal_id"
       EXCEPT
       SELECT o."product_id", o."metal_id", o."carat"
         FROM unnest("old_products", "old_metals", "old_carats") AS o("product_id", "metal_id", "carat"))) d));
END $$;
--> statement-breakpoint
ALTER FUNCTION "refresh_product_cards"(integer[]) SET plan_cache_mode = auto;
--> statement-breakpoint
ALTER FUNCTION "refresh_product_metal_cards"(integer[], integer[]) SET plan_cache_mode = auto;
--> statement-breakpoint
UPDATE "variant_cards" t SET "first_place" = true
  FROM "product_cards" c
 WHERE c."product_id" = t."product_id" AND c."is_first_metal" AND c."metal_position" = t."metal_position";
