ALTER TABLE "orders" DROP CONSTRAINT "orders_export_untaxed";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "gift_message" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "gift_wrapped" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "gift_wrap" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "gift_wrap_tax" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "pricing_parameters" ADD COLUMN "gift_wrap_inr" integer DEFAULT 25000 NOT NULL;--> statement-breakpoint
ALTER TABLE "pricing_parameters" ADD COLUMN "gift_wrap_usd" integer DEFAULT 500 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_gift_wrap_only_wrapped" CHECK ("orders"."gift_wrapped" or "orders"."gift_wrap" = 0);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_gift_wrap_tax_range" CHECK ("orders"."gift_wrap_tax" >= 0 and "orders"."gift_wrap_tax" <= "orders"."gift_wrap");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_gift_message_length" CHECK ("orders"."gift_message" is null or char_length("orders"."gift_message") between 1 and 300);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_export_untaxed" CHECK ("orders"."delivery" = 'india' or ("orders"."tax" = 0 and "orders"."shipping_tax" = 0 and "orders"."gift_wrap_tax" = 0));--> statement-breakpoint
ALTER TABLE "pricing_parameters" ADD CONSTRAINT "pricing_parameters_gift_wrap_inr_whole" CHECK ("pricing_parameters"."gift_wrap_inr" >= 0 and "pricing_parameters"."gift_wrap_inr" % 100 = 0);--> statement-breakpoint
ALTER TABLE "pricing_parameters" ADD CONSTRAINT "pricing_parameters_gift_wrap_usd_whole" CHECK ("pricing_parameters"."gift_wrap_usd" >= 0 and "pricing_parameters"."gift_wrap_usd" % 100 = 0);