CREATE TABLE "carriers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "carriers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"tracking_url" text NOT NULL,
	"number_pattern" text,
	"number_format" text,
	"number_example" text,
	"active" boolean DEFAULT true NOT NULL,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "carriers_tracking_url_shape" CHECK ("carriers"."tracking_url" like 'https://%' and "carriers"."tracking_url" like '%{tracking}%'),
	CONSTRAINT "carriers_pattern_described" CHECK ("carriers"."number_pattern" is null or ("carriers"."number_pattern" like '^%$' and "carriers"."number_format" is not null and "carriers"."number_example" is not null))
);
--> statement-breakpoint
CREATE TABLE "shipments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shipments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"direction" text NOT NULL,
	"carrier_id" integer NOT NULL,
	"tracking_number" text NOT NULL,
	"insured_value" bigint NOT NULL,
	"currency" text NOT NULL,
	"estimated_delivery" date,
	"created_by" uuid,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipments_direction_valid" CHECK ("shipments"."direction" in ('outbound', 'return', 'back-to-customer')),
	CONSTRAINT "shipments_currency_valid" CHECK ("shipments"."currency" in ('INR', 'USD')),
	CONSTRAINT "shipments_insured_value_positive" CHECK ("shipments"."insured_value" > 0),
	CONSTRAINT "shipments_tracking_number_shape" CHECK ("shipments"."tracking_number" ~ '^[A-Z0-9]{1,60}$')
);
--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_carrier_id_carriers_id_fk" FOREIGN KEY ("carrier_id") REFERENCES "public"."carriers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "carriers_name_unique" ON "carriers" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_carrier_tracking_unique" ON "shipments" USING btree ("carrier_id","tracking_number");--> statement-breakpoint
CREATE INDEX "shipments_order_idx" ON "shipments" USING btree ("order_id","id");--> statement-breakpoint
-- A parcel's insured value is in its order's currency: the money the customer paid.
CREATE FUNCTION shipments_currency_of_order() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.currency IS DISTINCT FROM (SELECT currency FROM orders WHERE id = NEW.order_id) THEN
    RAISE EXCEPTION 'A shipment''s insured value is in its order''s currency.'
      USING ERRCODE = 'check_violation', CONSTRAINT = 'shipments_currency_of_order';
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER shipments_currency_of_order BEFORE INSERT OR UPDATE OF currency, order_id ON shipments
  FOR EACH ROW EXECUTE FUNCTION shipments_currency_of_order();
