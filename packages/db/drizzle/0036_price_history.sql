CREATE TABLE "metal_rate_history" (
	"metal_id" integer NOT NULL,
	"day" integer NOT NULL,
	"price_per_unit" integer NOT NULL,
	CONSTRAINT "metal_rate_history_metal_id_day_pk" PRIMARY KEY("metal_id","day")
);
--> statement-breakpoint
CREATE TABLE "pricing_parameter_history" (
	"day" integer PRIMARY KEY NOT NULL,
	"conversion" integer NOT NULL,
	"charge" integer NOT NULL,
	"shop_discount" integer NOT NULL,
	"profit_rate" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stone_price_history" (
	"stone_id" integer NOT NULL,
	"day" integer NOT NULL,
	"cost" bigint NOT NULL,
	CONSTRAINT "stone_price_history_stone_id_day_pk" PRIMARY KEY("stone_id","day"),
	CONSTRAINT "stone_price_history_cost_positive" CHECK ("stone_price_history"."cost" > 0)
);
--> statement-breakpoint
CREATE TABLE "variant_price_history" (
	"variant_id" integer NOT NULL,
	"day" integer NOT NULL,
	"price_inr" bigint NOT NULL,
	"price_usd" bigint NOT NULL,
	CONSTRAINT "variant_price_history_variant_id_day_pk" PRIMARY KEY("variant_id","day")
);
--> statement-breakpoint
ALTER TABLE "metal_rate_history" ADD CONSTRAINT "metal_rate_history_metal_id_metals_id_fk" FOREIGN KEY ("metal_id") REFERENCES "public"."metals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stone_price_history" ADD CONSTRAINT "stone_price_history_stone_id_stones_id_fk" FOREIGN KEY ("stone_id") REFERENCES "public"."stones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variant_price_history" ADD CONSTRAINT "variant_price_history_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- hand-written below: the shop's day and the triggers that keep price history (decision 040).
-- A day is India's calendar day, as days since 1970-01-01. Statement triggers with transition
-- tables, so a repricing or an import of many rows records them in one insert; a second change
-- on the same day overwrites that day's row (its closing value).
CREATE FUNCTION "price_history_day"() RETURNS integer LANGUAGE sql STABLE AS $$
  SELECT ((now() AT TIME ZONE 'Asia/Kolkata')::date - DATE '1970-01-01')
$$;--> statement-breakpoint
CREATE FUNCTION "stones_record_price_history"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "stone_price_history" ("stone_id", "day", "cost")
    SELECT n."id", "price_history_day"(), n."cost" FROM "new_rows" n
    ON CONFLICT ("stone_id", "day") DO UPDATE SET "cost" = EXCLUDED."cost";
  ELSE
    INSERT INTO "stone_price_history" ("stone_id", "day", "cost")
    SELECT n."id", "price_history_day"(), n."cost" FROM "new_rows" n JOIN "old_rows" o ON o."id" = n."id"
     WHERE o."cost" IS DISTINCT FROM n."cost"
    ON CONFLICT ("stone_id", "day") DO UPDATE SET "cost" = EXCLUDED."cost";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "stones_price_history_insert" AFTER INSERT ON "stones"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "stones_record_price_history"();--> statement-breakpoint
CREATE TRIGGER "stones_price_history_update" AFTER UPDATE ON "stones"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "stones_record_price_history"();--> statement-breakpoint
CREATE FUNCTION "product_variants_record_price_history"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "variant_price_history" ("variant_id", "day", "price_inr", "price_usd")
    SELECT n."id", "price_history_day"(), n."price_inr", n."price_usd" FROM "new_rows" n
    ON CONFLICT ("variant_id", "day") DO UPDATE SET "price_inr" = EXCLUDED."price_inr", "price_usd" = EXCLUDED."price_usd";
  ELSE
    INSERT INTO "variant_price_history" ("variant_id", "day", "price_inr", "price_usd")
    SELECT n."id", "price_history_day"(), n."price_inr", n."price_usd"
      FROM "new_rows" n JOIN "old_rows" o ON o."id" = n."id"
     WHERE (o."price_inr", o."price_usd") IS DISTINCT FROM (n."price_inr", n."price_usd")
    ON CONFLICT ("variant_id", "day") DO UPDATE SET "price_inr" = EXCLUDED."price_inr", "price_usd" = EXCLUDED."price_usd";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "product_variants_price_history_insert" AFTER INSERT ON "product_variants"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "product_variants_record_price_history"();--> statement-breakpoint
CREATE TRIGGER "product_variants_price_history_update" AFTER UPDATE ON "product_variants"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "product_variants_record_price_history"();--> statement-breakpoint
CREATE FUNCTION "metals_record_rate_history"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "metal_rate_history" ("metal_id", "day", "price_per_unit")
  VALUES (NEW."id", "price_history_day"(), NEW."price_per_unit")
  ON CONFLICT ("metal_id", "day") DO UPDATE SET "price_per_unit" = EXCLUDED."price_per_unit";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "metals_rate_history_insert" AFTER INSERT ON "metals"
  FOR EACH ROW EXECUTE FUNCTION "metals_record_rate_history"();--> statement-breakpoint
CREATE TRIGGER "metals_rate_history_update" AFTER UPDATE OF "price_per_unit" ON "metals"
  FOR EACH ROW WHEN (OLD."price_per_unit" IS DISTINCT FROM NEW."price_per_unit")
  EXECUTE FUNCTION "metals_record_rate_history"();--> statement-breakpoint
CREATE FUNCTION "pricing_parameters_record_history"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "pricing_parameter_history" ("day", "conversion", "charge", "shop_discount", "profit_rate")
  VALUES ("price_history_day"(), NEW."conversion", NEW."charge", NEW."shop_discount", NEW."profit_rate")
  ON CONFLICT ("day") DO UPDATE SET "conversion" = EXCLUDED."conversion", "charge" = EXCLUDED."charge",
    "shop_discount" = EXCLUDED."shop_discount", "profit_rate" = EXCLUDED."profit_rate";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "pricing_parameters_history_insert" AFTER INSERT ON "pricing_parameters"
  FOR EACH ROW EXECUTE FUNCTION "pricing_parameters_record_history"();--> statement-breakpoint
CREATE TRIGGER "pricing_parameters_history_update" AFTER UPDATE ON "pricing_parameters"
  FOR EACH ROW WHEN ((OLD."conversion", OLD."charge", OLD."shop_discount", OLD."profit_rate")
                     IS DISTINCT FROM (NEW."conversion", NEW."charge", NEW."shop_discount", NEW."profit_rate"))
  EXECUTE FUNCTION "pricing_parameters_record_history"();--> statement-breakpoint
-- What is priced today is where every history starts.
INSERT INTO "stone_price_history" ("stone_id", "day", "cost") SELECT "id", "price_history_day"(), "cost" FROM "stones";--> statement-breakpoint
INSERT INTO "variant_price_history" ("variant_id", "day", "price_inr", "price_usd")
  SELECT "id", "price_history_day"(), "price_inr", "price_usd" FROM "product_variants";--> statement-breakpoint
INSERT INTO "metal_rate_history" ("metal_id", "day", "price_per_unit") SELECT "id", "price_history_day"(), "price_per_unit" FROM "metals";--> statement-breakpoint
INSERT INTO "pricing_parameter_history" ("day", "conversion", "charge", "shop_discount", "profit_rate")
  SELECT "price_history_day"(), "conversion", "charge", "shop_discount", "profit_rate" FROM "pricing_parameters";
