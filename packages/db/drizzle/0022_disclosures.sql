ALTER TABLE "products" ADD COLUMN "country_of_origin" text DEFAULT 'India' NOT NULL;--> statement-breakpoint
ALTER TABLE "stone_import_rows" ADD COLUMN "growth_method" text;--> statement-breakpoint
ALTER TABLE "stones" ADD COLUMN "growth_method" text;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_country_of_origin_named" CHECK (length(btrim("products"."country_of_origin")) between 2 and 60);--> statement-breakpoint
ALTER TABLE "stones" ADD CONSTRAINT "stones_growth_method_valid" CHECK ("stones"."growth_method" is null or "stones"."growth_method" in ('CVD', 'HPHT', 'unknown'));--> statement-breakpoint
-- Laboratory-grown stones already in the shop were never asked how they were grown.
UPDATE "stones" s SET "growth_method" = 'unknown'
  FROM "stone_categories" sc
 WHERE sc."id" = s."stone_category_id" AND sc."name" = 'Lab Grown Diamond' AND s."growth_method" IS NULL;--> statement-breakpoint
-- A check cannot read the category's name: this trigger refuses a growth method on a natural
-- diamond or a moissanite as a check would (SQLSTATE 23514, under its own name), and writes
-- `unknown` for a laboratory-grown stone given none, so every one of them reads a method.
CREATE FUNCTION "stones_growth_method_fits_category"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM "stone_categories" WHERE "id" = NEW."stone_category_id" AND "name" = 'Lab Grown Diamond') THEN
    NEW."growth_method" := coalesce(NEW."growth_method", 'unknown');
  ELSIF NEW."growth_method" IS NOT NULL THEN
    RAISE EXCEPTION 'only laboratory-grown diamonds have a growth method'
      USING ERRCODE = 'check_violation', CONSTRAINT = 'stones_growth_method_fits_category';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "stones_growth_method_fits_category" BEFORE INSERT OR UPDATE OF "growth_method", "stone_category_id"
  ON "stones" FOR EACH ROW EXECUTE FUNCTION "stones_growth_method_fits_category"();
