CREATE TABLE "after_sale_policy" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"return_days" integer DEFAULT 30 NOT NULL,
	"engraved_returnable" boolean DEFAULT false NOT NULL,
	"custom_returnable" boolean DEFAULT false NOT NULL,
	"resized_returnable" boolean DEFAULT false NOT NULL,
	"free_resizes" integer DEFAULT 1 NOT NULL,
	"free_resize_days" integer DEFAULT 60 NOT NULL,
	"return_pickup" boolean DEFAULT true NOT NULL,
	"return_pickup_inr" integer DEFAULT 0 NOT NULL,
	"return_pickup_usd" integer DEFAULT 0 NOT NULL,
	"buyback_metal_deduction" integer DEFAULT 1000 NOT NULL,
	"buyback_set_natural" integer DEFAULT 7000 NOT NULL,
	"buyback_set_lab_grown" integer DEFAULT 0 NOT NULL,
	"buyback_loose_natural" integer DEFAULT 7000 NOT NULL,
	"buyback_loose_lab_grown" integer DEFAULT 0 NOT NULL,
	"buyback_moissanite" integer DEFAULT 0 NOT NULL,
	"exchange_metal_deduction" integer DEFAULT 0 NOT NULL,
	"exchange_set_natural" integer DEFAULT 9000 NOT NULL,
	"exchange_set_lab_grown" integer DEFAULT 2500 NOT NULL,
	"exchange_loose_natural" integer DEFAULT 9000 NOT NULL,
	"exchange_loose_lab_grown" integer DEFAULT 2500 NOT NULL,
	"exchange_moissanite" integer DEFAULT 2500 NOT NULL,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "after_sale_policy_single_row" CHECK ("after_sale_policy"."id" = 1),
	CONSTRAINT "after_sale_policy_days_range" CHECK ("after_sale_policy"."return_days" between 0 and 3650 and "after_sale_policy"."free_resize_days" between 0 and 3650),
	CONSTRAINT "after_sale_policy_free_resizes_range" CHECK ("after_sale_policy"."free_resizes" between 0 and 10),
	CONSTRAINT "after_sale_policy_pickup_whole" CHECK ("after_sale_policy"."return_pickup_inr" >= 0 and "after_sale_policy"."return_pickup_inr" % 100 = 0 and "after_sale_policy"."return_pickup_usd" >= 0 and "after_sale_policy"."return_pickup_usd" % 100 = 0),
	CONSTRAINT "after_sale_policy_buyback_metal_deduction_range" CHECK ("after_sale_policy"."buyback_metal_deduction" between 0 and 10000),
	CONSTRAINT "after_sale_policy_buyback_set_natural_range" CHECK ("after_sale_policy"."buyback_set_natural" between 0 and 10000),
	CONSTRAINT "after_sale_policy_buyback_set_lab_grown_range" CHECK ("after_sale_policy"."buyback_set_lab_grown" between 0 and 10000),
	CONSTRAINT "after_sale_policy_buyback_loose_natural_range" CHECK ("after_sale_policy"."buyback_loose_natural" between 0 and 10000),
	CONSTRAINT "after_sale_policy_buyback_loose_lab_grown_range" CHECK ("after_sale_policy"."buyback_loose_lab_grown" between 0 and 10000),
	CONSTRAINT "after_sale_policy_buyback_moissanite_range" CHECK ("after_sale_policy"."buyback_moissanite" between 0 and 10000),
	CONSTRAINT "after_sale_policy_exchange_metal_deduction_range" CHECK ("after_sale_policy"."exchange_metal_deduction" between 0 and 10000),
	CONSTRAINT "after_sale_policy_exchange_set_natural_range" CHECK ("after_sale_policy"."exchange_set_natural" between 0 and 10000),
	CONSTRAINT "after_sale_policy_exchange_set_lab_grown_range" CHECK ("after_sale_policy"."exchange_set_lab_grown" between 0 and 10000),
	CONSTRAINT "after_sale_policy_exchange_loose_natural_range" CHECK ("after_sale_policy"."exchange_loose_natural" between 0 and 10000),
	CONSTRAINT "after_sale_policy_exchange_loose_lab_grown_range" CHECK ("after_sale_policy"."exchange_loose_lab_grown" between 0 and 10000),
	CONSTRAINT "after_sale_policy_exchange_moissanite_range" CHECK ("after_sale_policy"."exchange_moissanite" between 0 and 10000)
);
--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "metal_id" integer;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "metal_fineness" integer;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "net_metal_mg" integer;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "stone_kind" text;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "stones_paid" bigint;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_metal_id_metals_id_fk" FOREIGN KEY ("metal_id") REFERENCES "public"."metals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_metal_fineness_range" CHECK ("order_lines"."metal_fineness" between 1 and 1000);--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_net_metal_positive" CHECK ("order_lines"."net_metal_mg" > 0);--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_stone_kind_valid" CHECK ("order_lines"."stone_kind" in ('natural', 'lab-grown', 'moissanite'));--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_stones_paid_non_negative" CHECK ("order_lines"."stones_paid" >= 0);--> statement-breakpoint
-- The one row, at a new shop's terms (decision 030); the Admin changes it from the After-sale page.
INSERT INTO "after_sale_policy" ("id") VALUES (1) ON CONFLICT DO NOTHING;--> statement-breakpoint
-- Lines written without their buyback basis (placed before this migration; the demo orders,
-- which the seed writes as rows): a piece's metal, fineness and net weight from its line facts or
-- else its variant, its stones' kind from the product's category, and the stones' share of what
-- was paid (one unit, in rupees at the order's conversion) in the proportion of the variant's
-- stone cost to its whole cost at today's metal rate — the nearest such rows can tell. A loose
-- stone's kind from its category and all of what was paid. Checkout writes new lines' itself.
CREATE FUNCTION "fill_after_sale_basis"() RETURNS void LANGUAGE sql AS $$
UPDATE "order_lines" ol
   SET "metal_id" = v."metal_id",
       "metal_fineness" = coalesce((ol."facts" ->> 'fineness')::int,
                                   CASE m."name" WHEN 'Platinum' THEN 950 WHEN '925 Sterling Silver' THEN 925
                                                 WHEN 'White Gold' THEN 750 WHEN 'Yellow Gold' THEN 750
                                                 WHEN 'Rose Gold' THEN 750 END),
       "net_metal_mg" = nullif(coalesce((ol."facts" ->> 'netMetalMg')::int, v."weight"), 0),
       "stone_kind" = CASE sc."name" WHEN 'Natural Diamond' THEN 'natural' WHEN 'Lab Grown Diamond' THEN 'lab-grown'
                                     WHEN 'Moissanite' THEN 'moissanite' END,
       "stones_paid" = round(
         (ol."amount"::numeric / ol."quantity")
           * CASE o."currency" WHEN 'USD' THEN o."conversion"::numeric / 10000 ELSE 1 END
           * v."stone_cost"::numeric
           / nullif(v."weight"::numeric * (m."price_per_unit" + m."labour") / 1000 + v."stone_cost"::numeric, 0))
  FROM "product_variants" v
  JOIN "metals" m ON m."id" = v."metal_id"
  JOIN "products" p ON p."id" = v."product_id"
  LEFT JOIN "stone_categories" sc ON sc."id" = p."stone_category_id",
       "orders" o
 WHERE ol."product_variant_id" = v."id" AND o."id" = ol."order_id" AND ol."stones_paid" IS NULL;
UPDATE "order_lines" ol
   SET "stone_kind" = CASE sc."name" WHEN 'Natural Diamond' THEN 'natural' WHEN 'Lab Grown Diamond' THEN 'lab-grown'
                                     WHEN 'Moissanite' THEN 'moissanite' END,
       "stones_paid" = round((ol."amount"::numeric / ol."quantity")
                             * CASE o."currency" WHEN 'USD' THEN o."conversion"::numeric / 10000 ELSE 1 END)
  FROM "stones" s
  JOIN "stone_categories" sc ON sc."id" = s."stone_category_id",
       "orders" o
 WHERE ol."stone_id" = s."id" AND o."id" = ol."order_id" AND ol."stones_paid" IS NULL;
$$;--> statement-breakpoint
SELECT "fill_after_sale_basis"();
