CREATE TABLE "order_line_huids" (
	"order_line_id" integer NOT NULL,
	"piece" integer NOT NULL,
	"huid" text NOT NULL,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_line_huids_order_line_id_piece_pk" PRIMARY KEY("order_line_id","piece"),
	CONSTRAINT "order_line_huids_piece_range" CHECK ("order_line_huids"."piece" between 1 and 10),
	CONSTRAINT "order_line_huids_huid_shape" CHECK ("order_line_huids"."huid" ~ '^[A-Z0-9]{6}$')
);
--> statement-breakpoint
ALTER TABLE "pricing_parameters" ADD COLUMN "huid_min_weight" integer DEFAULT 2000 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "huid_exempt_reason" text;--> statement-breakpoint
ALTER TABLE "order_line_huids" ADD CONSTRAINT "order_line_huids_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_line_huids_huid_unique" ON "order_line_huids" USING btree (upper("huid"));--> statement-breakpoint
ALTER TABLE "pricing_parameters" ADD CONSTRAINT "pricing_parameters_huid_min_weight_range" CHECK ("pricing_parameters"."huid_min_weight" between 0 and 100000);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_huid_exempt_reason_length" CHECK ("products"."huid_exempt_reason" is null or char_length(btrim("products"."huid_exempt_reason")) between 1 and 300);--> statement-breakpoint
-- A check cannot read the line: this trigger refuses a HUID for a piece beyond the line's
-- quantity, or for a loose stone's line, as a check would (SQLSTATE 23514, under its own name).
CREATE FUNCTION "order_line_huids_fit_line"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (
       SELECT 1 FROM "order_lines"
        WHERE "id" = NEW."order_line_id" AND "product_variant_id" IS NOT NULL AND NEW."piece" <= "quantity") THEN
    RAISE EXCEPTION 'a HUID belongs to one piece of a jewellery line'
      USING ERRCODE = 'check_violation', CONSTRAINT = 'order_line_huids_fit_line';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "order_line_huids_fit_line" BEFORE INSERT OR UPDATE OF "order_line_id", "piece"
  ON "order_line_huids" FOR EACH ROW EXECUTE FUNCTION "order_line_huids_fit_line"();
