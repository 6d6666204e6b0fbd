CREATE TABLE "ring_sizer_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ring_sizer_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"address" jsonb NOT NULL,
	"address_key" text NOT NULL,
	"state" text DEFAULT 'requested' NOT NULL,
	"sent_by" uuid,
	"sent_at" timestamp with time zone,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ring_sizer_requests_state_valid" CHECK ("ring_sizer_requests"."state" in ('requested', 'sent')),
	CONSTRAINT "ring_sizer_requests_sent_when" CHECK (("ring_sizer_requests"."state" = 'sent') = ("ring_sizer_requests"."sent_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_export_untaxed";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "gift_message" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "gift_wrapped" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "gift_wrap" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "gift_wrap_tax" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "pricing_parameters" ADD COLUMN "gift_wrap_inr" integer DEFAULT 25000 NOT NULL;--> statement-breakpoint
ALTER TABLE "pricing_parameters" ADD COLUMN "gift_wrap_usd" integer DEFAULT 500 NOT NULL;--> statement-breakpoint
ALTER TABLE "ring_sizer_requests" ADD CONSTRAINT "ring_sizer_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ring_sizer_requests" ADD CONSTRAINT "ring_sizer_requests_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ring_sizer_requests_one_waiting_per_user" ON "ring_sizer_requests" USING btree ("user_id") WHERE "ring_sizer_requests"."state" = 'requested';--> statement-breakpoint
CREATE UNIQUE INDEX "ring_sizer_requests_one_waiting_per_address" ON "ring_sizer_requests" USING btree ("address_key") WHERE "ring_sizer_requests"."state" = 'requested';--> statement-breakpoint
CREATE INDEX "ring_sizer_requests_state_idx" ON "ring_sizer_requests" USING btree ("state","create_date");--> statement-breakpoint
CREATE INDEX "ring_sizer_requests_user_idx" ON "ring_sizer_requests" USING btree ("user_id","create_date");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_gift_wrap_only_wrapped" CHECK ("orders"."gift_wrapped" or "orders"."gift_wrap" = 0);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_gift_wrap_tax_range" CHECK ("orders"."gift_wrap_tax" >= 0 and "orders"."gift_wrap_tax" <= "orders"."gift_wrap");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_gift_message_length" CHECK ("orders"."gift_message" is null or char_length("orders"."gift_message") between 1 and 300);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_export_untaxed" CHECK ("orders"."delivery" = 'india' or ("orders"."tax" = 0 and "orders"."shipping_tax" = 0 and "orders"."gift_wrap_tax" = 0));--> statement-breakpoint
ALTER TABLE "pricing_parameters" ADD CONSTRAINT "pricing_parameters_gift_wrap_inr_whole" CHECK ("pricing_parameters"."gift_wrap_inr" >= 0 and "pricing_parameters"."gift_wrap_inr" % 100 = 0);--> statement-breakpoint
ALTER TABLE "pricing_parameters" ADD CONSTRAINT "pricing_parameters_gift_wrap_usd_whole" CHECK ("pricing_parameters"."gift_wrap_usd" >= 0 and "pricing_parameters"."gift_wrap_usd" % 100 = 0);