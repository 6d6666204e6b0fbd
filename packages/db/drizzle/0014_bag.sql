CREATE TABLE "bag_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bag_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"product_variant_id" integer,
	"stone_id" integer,
	"pair_id" uuid,
	"quantity" integer DEFAULT 1 NOT NULL,
	"ring_size" text,
	"engraving" text,
	"added_price_inr" bigint NOT NULL,
	"added_price_usd" bigint NOT NULL,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bag_lines_one_thing" CHECK (num_nonnulls("bag_lines"."product_variant_id", "bag_lines"."stone_id") = 1),
	CONSTRAINT "bag_lines_quantity_range" CHECK ("bag_lines"."quantity" between 1 and 10),
	CONSTRAINT "bag_lines_single_stones_and_pairs" CHECK (("bag_lines"."stone_id" is null and "bag_lines"."pair_id" is null) or "bag_lines"."quantity" = 1),
	CONSTRAINT "bag_lines_engraving_length" CHECK (char_length("bag_lines"."engraving") between 1 and 20),
	CONSTRAINT "bag_lines_prices_non_negative" CHECK ("bag_lines"."added_price_inr" >= 0 and "bag_lines"."added_price_usd" >= 0)
);
--> statement-breakpoint
CREATE TABLE "bags" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"discount_coupon_id" integer,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupon_uses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "coupon_uses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"discount_coupon_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bag_lines" ADD CONSTRAINT "bag_lines_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bag_lines" ADD CONSTRAINT "bag_lines_product_variant_id_product_variants_id_fk" FOREIGN KEY ("product_variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bag_lines" ADD CONSTRAINT "bag_lines_stone_id_stones_id_fk" FOREIGN KEY ("stone_id") REFERENCES "public"."stones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bags" ADD CONSTRAINT "bags_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bags" ADD CONSTRAINT "bags_discount_coupon_id_discount_coupons_id_fk" FOREIGN KEY ("discount_coupon_id") REFERENCES "public"."discount_coupons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_uses" ADD CONSTRAINT "coupon_uses_discount_coupon_id_discount_coupons_id_fk" FOREIGN KEY ("discount_coupon_id") REFERENCES "public"."discount_coupons"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_uses" ADD CONSTRAINT "coupon_uses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bag_lines_stone_unique" ON "bag_lines" USING btree ("user_id","stone_id") WHERE "bag_lines"."stone_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "bag_lines_piece_unique" ON "bag_lines" USING btree ("user_id","product_variant_id",coalesce("ring_size", ''),coalesce("engraving", '')) WHERE "bag_lines"."product_variant_id" is not null and "bag_lines"."pair_id" is null;--> statement-breakpoint
CREATE INDEX "bag_lines_user_idx" ON "bag_lines" USING btree ("user_id","create_date");--> statement-breakpoint
CREATE INDEX "bag_lines_stone_idx" ON "bag_lines" USING btree ("stone_id");--> statement-breakpoint
CREATE INDEX "bag_lines_variant_idx" ON "bag_lines" USING btree ("product_variant_id");--> statement-breakpoint
CREATE INDEX "coupon_uses_coupon_user_idx" ON "coupon_uses" USING btree ("discount_coupon_id","user_id");--> statement-breakpoint
-- A bag holds at most 30 lines (BAG_LINES_MAX): a new line waits for the customer's other
-- changes (their user row, locked until commit) and is refused when the bag is full, unless it
-- is what the bag has already (an upsert's proposed row for more of a piece, a stone that is
-- there). Each statement of the function reads afresh, so the count sees what the change it
-- waited for committed.
CREATE FUNCTION "bag_lines_within_bound"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM "users" WHERE "id" = NEW."user_id" FOR UPDATE;
  IF (SELECT count(*) FROM "bag_lines" WHERE "user_id" = NEW."user_id") >= 30
     AND NOT (NEW."product_variant_id" IS NOT NULL AND NEW."pair_id" IS NULL AND EXISTS (
       SELECT 1 FROM "bag_lines"
        WHERE "user_id" = NEW."user_id" AND "product_variant_id" = NEW."product_variant_id"
          AND "pair_id" IS NULL
          AND coalesce("ring_size", '') = coalesce(NEW."ring_size", '')
          AND coalesce("engraving", '') = coalesce(NEW."engraving", '')))
     AND NOT (NEW."stone_id" IS NOT NULL AND EXISTS (
       SELECT 1 FROM "bag_lines" WHERE "user_id" = NEW."user_id" AND "stone_id" = NEW."stone_id")) THEN
    RAISE EXCEPTION 'a bag holds at most 30 lines'
      USING ERRCODE = 'check_violation', CONSTRAINT = 'bag_lines_at_most_30';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "bag_lines_within_bound" BEFORE INSERT ON "bag_lines"
  FOR EACH ROW EXECUTE FUNCTION "bag_lines_within_bound"();
