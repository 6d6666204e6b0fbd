-- Decision 037: the listing under a carat or budget floor reads `variant_cards`, every active
-- variant of a listed product with what a floor asks of it, and counts from the maxima the cards
-- now keep. The cards are rebuilt at the end of this migration, so they are emptied first (their
-- new columns have no value to take until then).
TRUNCATE "product_cards";
--> statement-breakpoint
CREATE TABLE "variant_cards" (
	"product_id" integer NOT NULL,
	"metal_id" integer NOT NULL,
	"variant_id" integer NOT NULL,
	"metal_position" integer NOT NULL,
	"price_inr" bigint NOT NULL,
	"price_usd" bigint NOT NULL,
	"carat" integer,
	"carat_before" integer,
	"price_inr_before" bigint,
	"price_usd_before" bigint,
	"sub_type_id" integer NOT NULL,
	"jewellery_type_id" integer NOT NULL,
	"gender_id" integer NOT NULL,
	"stone_category_id" integer,
	"stone_color" text,
	"stone_clarity" text,
	"stone_cut" text,
	"has_attached_stone" boolean NOT NULL,
	"create_date" timestamp with time zone NOT NULL,
	CONSTRAINT "variant_cards_product_id_metal_id_variant_id_pk" PRIMARY KEY("product_id","metal_id","variant_id")
);
--> statement-breakpoint
ALTER TABLE "product_cards" ADD COLUMN "max_carat" integer;--> statement-breakpoint
ALTER TABLE "product_cards" ADD COLUMN "max_price_inr" bigint NOT NULL;--> statement-breakpoint
ALTER TABLE "product_cards" ADD COLUMN "max_price_usd" bigint NOT NULL;--> statement-breakpoint
CREATE INDEX "variant_cards_metal_price_inr_idx" ON "variant_cards" USING btree ("metal_id","price_inr","product_id","variant_id","carat","carat_before","price_inr_before");--> statement-breakpoint
CREATE INDEX "variant_cards_metal_price_usd_idx" ON "variant_cards" USING btree ("metal_id","price_usd","product_id","variant_id","carat","carat_before","price_usd_before");--> statement-breakpoint
CREATE INDEX "variant_cards_metal_newest_idx" ON "variant_cards" USING btree ("metal_id","create_date","product_id");--> statement-breakpoint
CREATE INDEX "product_cards_metal_max_carat_idx" ON "product_cards" USING btree ("metal_id","max_carat");--> statement-breakpoint
CREATE INDEX "product_cards_metal_max_price_inr_idx" ON "product_cards" USING btree ("metal_id","max_price_inr");--> statement-breakpoint
CREATE INDEX "product_cards_metal_max_price_usd_idx" ON "product_cards" USING btree ("metal_id","max_price_usd");
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
    "stone_category_id", "stone_color", "stone_clarity", "stone_cut", "has_attached_stone", "create_date")
  SELECT x."product_id", x."metal_id", x."variant_id", x."metal_position", x."price_inr", x."price_usd", x."carat",
         max(x."carat") OVER w, max(x."price_inr") OVER w, max(x."price_usd") OVER w,
         x."sub_type_id", x."jewellery_type_id", x."gender_id", x."stone_category_id", x."stone_color",
         x."stone_clarity", x."stone_cut", x."has_attached_stone", x."create_date"
    FROM (
      SELECT v."product_id", v."metal_id", v."id" AS "variant_id", m."position" AS "metal_position",
             v."price_inr", v."price_usd", coalesce(v."center_stone_carat", v."total_carat") AS "carat",
             p."sub_type_id", st."jewellery_type_id", p."gender_id", p."stone_category_id", p."stone_color",
             p."stone_clarity", p."stone_cut", p."has_attached_stone", p."create_date"
        FROM "product_variants" v
        JOIN "products" p ON p."id" = v."product_id"
        JOIN "metals" m ON m."id" = v."metal_id"
        JOIN "jewellery_sub_types" st ON st."id" = p."sub_type_id"
       WHERE v."product_id" = ANY ("ids") AND v."is_active" AND p."is_listed"
    ) x
  -- The variants of the same product and metal before this one, cheapest first.
  WINDOW w AS (PARTITION BY x."product_id", x."metal_id" ORDER BY x."price_inr", x."variant_id"
               ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING);
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
  DELETE FROM "variant_cards" c
   USING unnest("product_ids", "metal_ids") AS x("product_id", "metal_id")
   WHERE c."product_id" = x."product_id" AND c."metal_id" = x."metal_id";
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
    "stone_category_id", "stone_color", "stone_clarity", "stone_cut", "has_attached_stone", "create_date")
  SELECT x."product_id", x."metal_id", x."variant_id", x."metal_position", x."price_inr", x."price_usd", x."carat",
         max(x."carat") OVER w, max(x."price_inr") OVER w, max(x."price_usd") OVER w,
         x."sub_type_id", x."jewellery_type_id", x."gender_id", x."stone_category_id", x."stone_color",
         x."stone_clarity", x."stone_cut", x."has_attached_stone", x."create_date"
    FROM (
      SELECT v."product_id", v."metal_id", v."id" AS "variant_id", m."position" AS "metal_position",
             v."price_inr", v."price_usd", coalesce(v."center_stone_carat", v."total_carat") AS "carat",
             p."sub_type_id", st."jewellery_type_id", p."gender_id", p."stone_category_id", p."stone_color",
             p."stone_clarity", p."stone_cut", p."has_attached_stone", p."create_date"
        FROM unnest("product_ids", "metal_ids") AS y("product_id", "metal_id")
        JOIN "product_variants" v ON v."product_id" = y."product_id" AND v."metal_id" = y."metal_id"
        JOIN "products" p ON p."id" = v."product_id"
        JOIN "metals" m ON m."id" = v."metal_id"
        JOIN "jewellery_sub_types" st ON st."id" = p."sub_type_id"
       WHERE v."is_active" AND p."is_listed"
    ) x
  -- The variants of the same product and metal before this one, cheapest first.
  WINDOW w AS (PARTITION BY x."product_id", x."metal_id" ORDER BY x."price_inr", x."variant_id"
               ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING);
END $$;
--> statement-breakpoint
-- A replaced function loses its settings: the rebuilds plan for the ids they are given, as in 0008.
ALTER FUNCTION "refresh_product_cards"(integer[]) SET plan_cache_mode = auto;
--> statement-breakpoint
ALTER FUNCTION "refresh_product_metal_cards"(integer[], integer[]) SET plan_cache_mode = auto;
--> statement-breakpoint
-- The listing's walks are short and many run at once: workers would add their start to every one.
-- A walk reads the index alone only on pages vacuumed since they were rewritten (a repricing
-- rewrites a metal's rows): vacuum after a twentieth of the table has changed, not a fifth.
ALTER TABLE "variant_cards" SET (parallel_workers = 0, autovacuum_vacuum_scale_factor = 0.05,
                                 autovacuum_vacuum_insert_scale_factor = 0.05);
--> statement-breakpoint
SELECT "refresh_product_cards"(ARRAY(SELECT "id" FROM "products"));
