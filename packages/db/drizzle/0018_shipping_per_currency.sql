ALTER TABLE "pricing_parameters" DROP CONSTRAINT "pricing_parameters_shipping_non_negative";--> statement-breakpoint
-- Shipping fees are whole rupees and dollars from now on (decision 018): a fee in paise rounds half up.
UPDATE "pricing_parameters" SET "shipping_cost" = (("shipping_cost" + 50) / 100) * 100;--> statement-breakpoint
ALTER TABLE "pricing_parameters" ADD COLUMN "shipping_cost_usd" integer DEFAULT 2500 NOT NULL;--> statement-breakpoint
ALTER TABLE "pricing_parameters" ADD COLUMN "free_shipping_from_inr" integer DEFAULT 2500000 NOT NULL;--> statement-breakpoint
ALTER TABLE "pricing_parameters" ADD COLUMN "free_shipping_from_usd" integer DEFAULT 30000 NOT NULL;--> statement-breakpoint
ALTER TABLE "pricing_parameters" ADD CONSTRAINT "pricing_parameters_shipping_cost_whole" CHECK ("pricing_parameters"."shipping_cost" >= 0 and "pricing_parameters"."shipping_cost" % 100 = 0);--> statement-breakpoint
ALTER TABLE "pricing_parameters" ADD CONSTRAINT "pricing_parameters_shipping_cost_usd_whole" CHECK ("pricing_parameters"."shipping_cost_usd" >= 0 and "pricing_parameters"."shipping_cost_usd" % 100 = 0);--> statement-breakpoint
ALTER TABLE "pricing_parameters" ADD CONSTRAINT "pricing_parameters_free_shipping_from_inr_whole" CHECK ("pricing_parameters"."free_shipping_from_inr" >= 0 and "pricing_parameters"."free_shipping_from_inr" % 100 = 0);--> statement-breakpoint
ALTER TABLE "pricing_parameters" ADD CONSTRAINT "pricing_parameters_free_shipping_from_usd_whole" CHECK ("pricing_parameters"."free_shipping_from_usd" >= 0 and "pricing_parameters"."free_shipping_from_usd" % 100 = 0);