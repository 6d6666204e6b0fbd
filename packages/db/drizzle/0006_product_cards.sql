CREATE TABLE "product_cards" (
	"product_id" integer NOT NULL,
	"metal_id" integer NOT NULL,
	"metal_position" integer NOT NULL,
	"is_first_metal" boolean NOT NULL,
	"variant_id" integer NOT NULL,
	"sku" text NOT NULL,
	"price_inr" bigint NOT NULL,
	"list_price_inr" bigint NOT NULL,
	"price_usd" bigint NOT NULL,
	"list_price_usd" bigint NOT NULL,
	"discount" integer NOT NULL,
	"has_centre_stone" boolean NOT NULL,
	"sub_type_id" integer NOT NULL,
	"jewellery_type_id" integer NOT NULL,
	"gender_id" integer NOT NULL,
	"stone_category_id" integer,
	"stone_color" text,
	"stone_clarity" text,
	"stone_cut" text,
	"has_attached_stone" boolean NOT NULL,
	"create_date" timestamp with time zone NOT NULL,
	CONSTRAINT "product_cards_product_id_metal_id_pk" PRIMARY KEY("product_id","metal_id")
);
--> statement-breakpoint
ALTER TABLE "product_cards" ADD CONSTRAINT "product_cards_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_cards_metal_price_inr_idx" ON "product_cards" USING btree ("metal_id","price_inr","product_id");--> statement-breakpoint
CREATE INDEX "product_cards_metal_price_usd_idx" ON "product_cards" USING btree ("metal_id","price_usd","product_id");--> statement-breakpoint
CREATE INDEX "product_cards_metal_newest_idx" ON "product_cards" USING btree ("metal_id","create_date","product_id");--> statement-breakpoint
CREATE INDEX "product_cards_first_price_inr_idx" ON "product_cards" USING btree ("price_inr","product_id") WHERE "product_cards"."is_first_metal";--> statement-breakpoint
CREATE INDEX "product_cards_first_price_usd_idx" ON "product_cards" USING btree ("price_usd","product_id") WHERE "product_cards"."is_first_metal";--> statement-breakpoint
CREATE INDEX "product_cards_first_newest_idx" ON "product_cards" USING btree ("create_date","product_id") WHERE "product_cards"."is_first_metal";--> statement-breakpoint
CREATE FUNCTION "refresh_product_cards"("ids" integer[]) RETURNS void LANGUAGE plpgsql AS $$
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
    "price_inr", "list_price_inr", "price_usd", "list_price_usd", "discount", "has_centre_stone",
    "sub_type_id", "jewellery_type_id", "gender_id", "stone_category_id", "stone_color",
    "stone_clarity", "stone_cut", "has_attached_stone", "create_date")
  SELECT c."product_id", c."metal_id", c."metal_position",
         row_number() OVER (PARTITION BY c."product_id"
                            ORDER BY c."metal_position", c."price_inr", c."variant_id") = 1,
         c."variant_id", c."sku", c."price_inr", c."list_price_inr", c."price_usd", c."list_price_usd",
         c."discount", c."has_centre_stone", c."sub_type_id", c."jewellery_type_id", c."gender_id",
         c."stone_category_id", c."stone_color", c."stone_clarity", c."stone_cut",
         c."has_attached_stone", c."create_date"
    FROM (
      SELECT DISTINCT ON (v."product_id", v."metal_id")
             v."product_id", v."metal_id", m."position" AS "metal_position", v."id" AS "variant_id", v."sku",
             v."price_inr", v."list_price_inr", v."price_usd", v."list_price_usd", v."discount",
             v."center_stone_shape_id" IS NOT NULL AS "has_centre_stone",
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
CREATE FUNCTION "refresh_product_metal_cards"("product_ids" integer[], "metal_ids" integer[]) RETURNS void LANGUAGE plpgsql AS $$
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
    "price_inr", "list_price_inr", "price_usd", "list_price_usd", "discount", "has_centre_stone",
    "sub_type_id", "jewellery_type_id", "gender_id", "stone_category_id", "stone_color",
    "stone_clarity", "stone_cut", "has_attached_stone", "create_date")
  SELECT DISTINCT ON (v."product_id", v."metal_id")
         v."product_id", v."metal_id", m."position", false, v."id", v."sku",
         v."price_inr", v."list_price_inr", v."price_usd", v."list_price_usd", v."discount",
         v."center_stone_shape_id" IS NOT NULL,
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
CREATE FUNCTION "product_cards_after_variants_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "refresh_product_cards"(ARRAY(SELECT DISTINCT "product_id" FROM "new_rows"));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM "refresh_product_metal_cards"(array_agg(x."product_id"), array_agg(x."metal_id"))
       FROM (SELECT "product_id", "metal_id" FROM "new_rows"
             UNION SELECT "product_id", "metal_id" FROM "old_rows") x;
  ELSE
    PERFORM "refresh_product_cards"(ARRAY(SELECT DISTINCT "product_id" FROM "old_rows"));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "product_cards_variants_inserted" AFTER INSERT ON "product_variants"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "product_cards_after_variants_change"();
--> statement-breakpoint
CREATE TRIGGER "product_cards_variants_updated" AFTER UPDATE ON "product_variants"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "product_cards_after_variants_change"();
--> statement-breakpoint
CREATE TRIGGER "product_cards_variants_deleted" AFTER DELETE ON "product_variants"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "product_cards_after_variants_change"();
--> statement-breakpoint
CREATE FUNCTION "product_cards_after_products_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "refresh_product_cards"(ARRAY(
    SELECT n."id" FROM "new_rows" n JOIN "old_rows" o ON o."id" = n."id"
     WHERE (n."is_listed", n."sub_type_id", n."gender_id", n."stone_category_id", n."stone_color",
            n."stone_clarity", n."stone_cut", n."has_attached_stone", n."create_date")
           IS DISTINCT FROM
           (o."is_listed", o."sub_type_id", o."gender_id", o."stone_category_id", o."stone_color",
            o."stone_clarity", o."stone_cut", o."has_attached_stone", o."create_date")));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "product_cards_products_updated" AFTER UPDATE ON "products"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "product_cards_after_products_change"();
--> statement-breakpoint
CREATE FUNCTION "product_cards_after_metals_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM "new_rows" n JOIN "old_rows" o ON o."id" = n."id" WHERE n."position" IS DISTINCT FROM o."position") THEN
    PERFORM "refresh_product_cards"(ARRAY(SELECT "id" FROM "products"));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "product_cards_metals_updated" AFTER UPDATE ON "metals"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "product_cards_after_metals_change"();
--> statement-breakpoint
CREATE FUNCTION "product_cards_after_sub_types_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM "new_rows" n JOIN "old_rows" o ON o."id" = n."id"
              WHERE n."jewellery_type_id" IS DISTINCT FROM o."jewellery_type_id") THEN
    PERFORM "refresh_product_cards"(ARRAY(SELECT "id" FROM "products"));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "product_cards_sub_types_updated" AFTER UPDATE ON "jewellery_sub_types"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "product_cards_after_sub_types_change"();
--> statement-breakpoint
SELECT "refresh_product_cards"(ARRAY(SELECT "id" FROM "products"));
