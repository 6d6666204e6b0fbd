-- A setting is an engagement ring sold without the centre stone the shopper chooses
-- (SETTING_SUB_TYPE in @facet/contracts/ring-builder). Rows first, then the rules.
-- A piece without a centre stone was always complete (comesComplete): the row says so now.
UPDATE "products" SET "has_attached_stone" = true
 WHERE NOT "has_attached_stone" AND jsonb_array_length("attributes" -> 'centerStoneShapeAttribute') = 0;--> statement-breakpoint
-- A "setting" of any other kind becomes a complete piece, and leaves the shop until staff have
-- looked at its price: its stone cost was its accents' only, without a centre stone.
UPDATE "products" p SET "has_attached_stone" = true, "is_listed" = false, "update_date" = now()
  FROM "jewellery_sub_types" st
 WHERE st."id" = p."sub_type_id" AND NOT p."has_attached_stone" AND st."name" <> 'Engagement Ring';--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_setting_has_centre_stone" CHECK ("products"."has_attached_stone" or jsonb_array_length("products"."attributes" -> 'centerStoneShapeAttribute') > 0);--> statement-breakpoint
-- A check cannot read the sub type's name: this trigger refuses a setting of another sub type
-- as a check would (SQLSTATE 23514, under its own name).
CREATE FUNCTION "products_setting_is_engagement_ring"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT NEW."has_attached_stone" AND NOT EXISTS (
       SELECT 1 FROM "jewellery_sub_types" WHERE "id" = NEW."sub_type_id" AND "name" = 'Engagement Ring') THEN
    RAISE EXCEPTION 'only engagement rings can be settings'
      USING ERRCODE = 'check_violation', CONSTRAINT = 'products_setting_is_engagement_ring';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "products_setting_is_engagement_ring" BEFORE INSERT OR UPDATE OF "has_attached_stone", "sub_type_id"
  ON "products" FOR EACH ROW EXECUTE FUNCTION "products_setting_is_engagement_ring"();
