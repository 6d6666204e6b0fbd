CREATE TABLE "order_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"from_state" text,
	"to_state" text NOT NULL,
	"mover" text NOT NULL,
	"actor_id" uuid,
	"note" text DEFAULT '' NOT NULL,
	"tracking_number" text,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_events_note_length" CHECK (char_length("order_events"."note") <= 1000),
	CONSTRAINT "order_events_mover_valid" CHECK ("order_events"."mover" in ('customer', 'payment', 'staff', 'job'))
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"position" integer NOT NULL,
	"product_variant_id" integer,
	"stone_id" integer,
	"pair_id" uuid,
	"sku" text NOT NULL,
	"name" text NOT NULL,
	"details" text NOT NULL,
	"ring_size" text,
	"engraving" text,
	"quantity" integer NOT NULL,
	"unit_price" bigint NOT NULL,
	"list_price" bigint NOT NULL,
	"line_total" bigint NOT NULL,
	"picture_url" text,
	CONSTRAINT "order_lines_one_thing" CHECK (num_nonnulls("order_lines"."product_variant_id", "order_lines"."stone_id") = 1),
	CONSTRAINT "order_lines_quantity_range" CHECK ("order_lines"."quantity" between 1 and 10),
	CONSTRAINT "order_lines_figures" CHECK ("order_lines"."unit_price" >= 0 and "order_lines"."list_price" >= "order_lines"."unit_price" and "order_lines"."line_total" >= 0)
);
--> statement-breakpoint
CREATE TABLE "order_payments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"provider" text NOT NULL,
	"status" text DEFAULT 'creating' NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"provider_order_id" text,
	"checkout" jsonb,
	"provider_payment_id" text,
	"provider_refund_id" text,
	"captured_amount" bigint,
	"failure" text,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_payments_status_valid" CHECK ("order_payments"."status" in ('creating', 'created', 'captured', 'failed', 'refunded')),
	CONSTRAINT "order_payments_created_has_id" CHECK ("order_payments"."status" in ('creating', 'failed') or "order_payments"."provider_order_id" is not null),
	CONSTRAINT "order_payments_captured_has_id" CHECK ("order_payments"."status" not in ('captured', 'refunded') or "order_payments"."provider_payment_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"number" text GENERATED ALWAYS AS ('FCT-' || lpad(id::text, 6, '0')) STORED NOT NULL,
	"user_id" uuid NOT NULL,
	"state" text DEFAULT 'PendingPayment' NOT NULL,
	"provider" text NOT NULL,
	"currency" text NOT NULL,
	"delivery" text NOT NULL,
	"email" text NOT NULL,
	"address" jsonb NOT NULL,
	"subtotal" bigint NOT NULL,
	"item_discount" bigint NOT NULL,
	"coupon_discount" bigint NOT NULL,
	"shipping" bigint NOT NULL,
	"tax" bigint NOT NULL,
	"tax_removed" bigint NOT NULL,
	"tax_rate" integer NOT NULL,
	"total" bigint NOT NULL,
	"discount_coupon_id" integer,
	"coupon_code" text,
	"coupon_percent" integer,
	"idempotency_key" text NOT NULL,
	"hold_until" timestamp with time zone NOT NULL,
	"tracking_number" text,
	"paid_at" timestamp with time zone,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_number_unique" UNIQUE("number"),
	CONSTRAINT "orders_state_valid" CHECK ("orders"."state" in ('PendingPayment', 'Paid', 'Processing', 'Shipped', 'Delivered', 'Cancelled', 'Refunded')),
	CONSTRAINT "orders_provider_valid" CHECK ("orders"."provider" in ('test-payment', 'razorpay', 'paypal')),
	CONSTRAINT "orders_currency_valid" CHECK ("orders"."currency" in ('INR', 'USD')),
	CONSTRAINT "orders_delivery_valid" CHECK ("orders"."delivery" in ('india', 'export')),
	CONSTRAINT "orders_figures_non_negative" CHECK ("orders"."subtotal" >= 0 and "orders"."item_discount" >= 0 and "orders"."coupon_discount" >= 0 and "orders"."shipping" >= 0
          and "orders"."tax" >= 0 and "orders"."tax_removed" >= 0 and "orders"."total" > 0),
	CONSTRAINT "orders_export_untaxed" CHECK ("orders"."delivery" = 'india' or "orders"."tax" = 0),
	CONSTRAINT "orders_idempotency_key_length" CHECK (char_length("orders"."idempotency_key") between 8 and 100),
	CONSTRAINT "orders_shipped_tracked" CHECK ("orders"."state" not in ('Shipped', 'Delivered') or "orders"."tracking_number" is not null)
);
--> statement-breakpoint
CREATE TABLE "payment_webhook_events" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"kind" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_webhook_events_provider_valid" CHECK ("payment_webhook_events"."provider" in ('test-payment', 'razorpay', 'paypal'))
);
--> statement-breakpoint
ALTER TABLE "coupon_uses" ADD COLUMN "order_id" integer;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_product_variant_id_product_variants_id_fk" FOREIGN KEY ("product_variant_id") REFERENCES "public"."product_variants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_stone_id_stones_id_fk" FOREIGN KEY ("stone_id") REFERENCES "public"."stones"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_discount_coupon_id_discount_coupons_id_fk" FOREIGN KEY ("discount_coupon_id") REFERENCES "public"."discount_coupons"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_lines_position_unique" ON "order_lines" USING btree ("order_id","position");--> statement-breakpoint
CREATE INDEX "order_lines_stone_idx" ON "order_lines" USING btree ("stone_id") WHERE "order_lines"."stone_id" is not null;--> statement-breakpoint
CREATE INDEX "order_lines_variant_idx" ON "order_lines" USING btree ("product_variant_id") WHERE "order_lines"."product_variant_id" is not null;--> statement-breakpoint
CREATE INDEX "order_lines_sku_idx" ON "order_lines" USING btree (lower("sku"));--> statement-breakpoint
CREATE UNIQUE INDEX "order_payments_provider_order_unique" ON "order_payments" USING btree ("provider","provider_order_id") WHERE "order_payments"."provider_order_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "order_payments_one_open" ON "order_payments" USING btree ("order_id","provider") WHERE "order_payments"."status" in ('creating', 'created');--> statement-breakpoint
CREATE INDEX "order_payments_order_idx" ON "order_payments" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_idempotency_unique" ON "orders" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id","create_date");--> statement-breakpoint
CREATE INDEX "orders_state_idx" ON "orders" USING btree ("state","create_date");--> statement-breakpoint
CREATE INDEX "orders_create_date_idx" ON "orders" USING btree ("create_date");--> statement-breakpoint
CREATE INDEX "orders_pending_hold_idx" ON "orders" USING btree ("hold_until") WHERE "orders"."state" = 'PendingPayment';--> statement-breakpoint
CREATE UNIQUE INDEX "payment_webhook_events_unique" ON "payment_webhook_events" USING btree ("provider","event_id");--> statement-breakpoint
ALTER TABLE "coupon_uses" ADD CONSTRAINT "coupon_uses_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_uses_order_unique" ON "coupon_uses" USING btree ("order_id") WHERE "coupon_uses"."order_id" is not null;