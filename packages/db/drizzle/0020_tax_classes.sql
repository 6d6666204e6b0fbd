CREATE TABLE "stone_category_tax_classes" (
	"stone_category_id" integer PRIMARY KEY NOT NULL,
	"tax_class_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sub_type_tax_classes" (
	"sub_type_id" integer PRIMARY KEY NOT NULL,
	"tax_class_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tax_classes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tax_classes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"key" text NOT NULL,
	"hsn" text NOT NULL,
	"description" text NOT NULL,
	"rate" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_classes_key_unique" UNIQUE("key"),
	CONSTRAINT "tax_classes_key_shape" CHECK ("tax_classes"."key" ~ '^[a-z][a-z0-9-]{1,39}$'),
	CONSTRAINT "tax_classes_hsn_shape" CHECK ("tax_classes"."hsn" ~ '^[0-9]{4}([0-9]{2}){0,2}$'),
	CONSTRAINT "tax_classes_description_length" CHECK (char_length("tax_classes"."description") between 1 and 120),
	CONSTRAINT "tax_classes_rate_range" CHECK ("tax_classes"."rate" between 0 and 2800)
);
--> statement-breakpoint
CREATE TABLE "tax_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"pan_above" bigint DEFAULT 20000000 NOT NULL,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_settings_single_row" CHECK ("tax_settings"."id" = 1),
	CONSTRAINT "tax_settings_pan_above_whole" CHECK ("tax_settings"."pan_above" >= 0 and "tax_settings"."pan_above" % 100 = 0)
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_export_untaxed";--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "tax_class" text;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "hsn" text;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "tax_rate" integer;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "amount" bigint;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "tax" bigint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "conversion" integer;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "tax_rate" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_tax" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_tax_rate" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_hsn" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "buyer_gstin" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "buyer_business_name" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pan" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "form60" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- The classes the shop starts with (decision 023): the rates are the Admin's to confirm; the
-- jewellery class is the pricing chain's `charge`, so it starts at the stored one.
INSERT INTO "tax_classes" ("key", "hsn", "description", "rate", "position") VALUES
  ('jewellery', '7113', 'Jewellery of gold, silver or platinum, set or not',
   coalesce((SELECT "charge" FROM "pricing_parameters" WHERE "id" = 1), 300), 0),
  ('natural-diamond', '7102', 'Natural diamonds, cut and polished, not set', 300, 1),
  ('laboratory-grown', '7104', 'Laboratory-grown diamonds and moissanite, cut and polished, not set', 300, 2);--> statement-breakpoint
INSERT INTO "tax_settings" ("id") VALUES (1);--> statement-breakpoint
INSERT INTO "stone_category_tax_classes" ("stone_category_id", "tax_class_id")
  SELECT c."id", t."id" FROM "stone_categories" c
    JOIN "tax_classes" t ON t."key" = CASE WHEN c."name" = 'Natural Diamond' THEN 'natural-diamond' ELSE 'laboratory-grown' END;--> statement-breakpoint
-- Orders placed before: reckoned at the conversion of today, each line's share of the coupon in
-- proportion to its total, taxed at the order's one rate as it was charged.
UPDATE "orders" SET "conversion" = coalesce((SELECT "conversion" FROM "pricing_parameters" WHERE "id" = 1), 850000);--> statement-breakpoint
UPDATE "order_lines" l SET "tax_class" = 'jewellery', "hsn" = '7113',
    "tax_rate" = CASE WHEN o."delivery" = 'india' THEN o."tax_rate" ELSE 0 END,
    "amount" = l."line_total" - (o."coupon_discount" * l."line_total"
                 / greatest(1, (SELECT sum(x."line_total") FROM "order_lines" x WHERE x."order_id" = l."order_id")))
  FROM "orders" o
 WHERE o."id" = l."order_id";--> statement-breakpoint
UPDATE "order_lines" l SET
    "tax_class" = CASE WHEN l."pair_id" IS NOT NULL THEN 'jewellery'
                       WHEN c."name" = 'Natural Diamond' THEN 'natural-diamond' ELSE 'laboratory-grown' END,
    "hsn" = CASE WHEN l."pair_id" IS NOT NULL THEN '7113' WHEN c."name" = 'Natural Diamond' THEN '7102' ELSE '7104' END
  FROM "stones" s JOIN "stone_categories" c ON c."id" = s."stone_category_id"
 WHERE s."id" = l."stone_id";--> statement-breakpoint
UPDATE "order_lines" SET "tax" = 2 * round("amount" * ("tax_rate" / 2.0) / (10000 + "tax_rate"));--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "conversion" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ALTER COLUMN "tax_class" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ALTER COLUMN "hsn" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ALTER COLUMN "tax_rate" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ALTER COLUMN "amount" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ALTER COLUMN "tax" SET NOT NULL;--> statement-breakpoint
-- The jewellery class is the pricing chain's `charge`: a change of its rate is a change of the
-- parameter, in the same statement's transaction.
CREATE FUNCTION "tax_classes_jewellery_is_charge"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "pricing_parameters" SET "charge" = NEW."rate", "update_date" = now()
   WHERE "id" = 1 AND "charge" IS DISTINCT FROM NEW."rate";
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "tax_classes_jewellery_is_charge" AFTER INSERT OR UPDATE OF "rate" ON "tax_classes"
  FOR EACH ROW WHEN (NEW."key" = 'jewellery') EXECUTE FUNCTION "tax_classes_jewellery_is_charge"();--> statement-breakpoint
-- And the other way: `charge` set as a pricing parameter is the jewellery class's rate.
CREATE FUNCTION "pricing_parameters_charge_is_jewellery"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "tax_classes" SET "rate" = NEW."charge", "update_date" = now()
   WHERE "key" = 'jewellery' AND "rate" IS DISTINCT FROM NEW."charge";
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "pricing_parameters_charge_is_jewellery" AFTER INSERT OR UPDATE OF "charge" ON "pricing_parameters"
  FOR EACH ROW EXECUTE FUNCTION "pricing_parameters_charge_is_jewellery"();--> statement-breakpoint
ALTER TABLE "stone_category_tax_classes" ADD CONSTRAINT "stone_category_tax_classes_stone_category_id_stone_categories_id_fk" FOREIGN KEY ("stone_category_id") REFERENCES "public"."stone_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stone_category_tax_classes" ADD CONSTRAINT "stone_category_tax_classes_tax_class_id_tax_classes_id_fk" FOREIGN KEY ("tax_class_id") REFERENCES "public"."tax_classes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_type_tax_classes" ADD CONSTRAINT "sub_type_tax_classes_sub_type_id_jewellery_sub_types_id_fk" FOREIGN KEY ("sub_type_id") REFERENCES "public"."jewellery_sub_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_type_tax_classes" ADD CONSTRAINT "sub_type_tax_classes_tax_class_id_tax_classes_id_fk" FOREIGN KEY ("tax_class_id") REFERENCES "public"."tax_classes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_tax_figures" CHECK ("order_lines"."amount" between 0 and "order_lines"."line_total" and "order_lines"."tax" between 0 and "order_lines"."amount");--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_tax_rate_range" CHECK ("order_lines"."tax_rate" between 0 and 2800);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_conversion_positive" CHECK ("orders"."conversion" > 0);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_shipping_tax_range" CHECK ("orders"."shipping_tax" >= 0 and "orders"."shipping_tax" <= "orders"."shipping");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_pan_shape" CHECK ("orders"."pan" is null or "orders"."pan" ~ '^[A-Z]{5}[0-9]{4}[A-Z]$');--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_pan_or_form60" CHECK (not ("orders"."pan" is not null and "orders"."form60"));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_buyer_gstin_shape" CHECK ("orders"."buyer_gstin" is null or "orders"."buyer_gstin" ~ '^[0-9]{2}[A-Z0-9]{13}$');--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_export_untaxed" CHECK ("orders"."delivery" = 'india' or ("orders"."tax" = 0 and "orders"."shipping_tax" = 0));