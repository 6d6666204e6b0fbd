ALTER TABLE "shipments" DROP CONSTRAINT "shipments_return_request_direction";--> statement-breakpoint
DROP INDEX "shipments_one_per_return_request";--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "pickup_date" date;--> statement-breakpoint
ALTER TABLE "return_requests" ADD COLUMN "pickup" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "return_requests" ADD COLUMN "pickup_cost" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_one_per_return_request_direction" ON "shipments" USING btree ("return_request_id","direction") WHERE "shipments"."return_request_id" is not null;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_pickup_date_return" CHECK ("shipments"."pickup_date" is null or "shipments"."direction" = 'return');--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_return_request_direction" CHECK ("shipments"."return_request_id" is null or "shipments"."direction" in ('return', 'back-to-customer'));--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_pickup_cost" CHECK ("return_requests"."pickup_cost" >= 0 and ("return_requests"."pickup" or "return_requests"."pickup_cost" = 0));--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_pickup_kind" CHECK (not "return_requests"."pickup" or "return_requests"."kind" in ('return', 'exchange'));--> statement-breakpoint
-- The pick-up and its cost are fixed when the customer asks (decision 033): nothing rewrites them
-- after, not even a later change of the after-sale policy.
CREATE FUNCTION "return_requests_pickup_fixed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."pickup" IS DISTINCT FROM OLD."pickup" OR NEW."pickup_cost" IS DISTINCT FROM OLD."pickup_cost" THEN
    RAISE EXCEPTION 'a return request''s pick-up and its cost are fixed when it is asked'
      USING ERRCODE = 'check_violation', CONSTRAINT = 'return_requests_pickup_fixed';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "return_requests_pickup_fixed" BEFORE UPDATE OF "pickup", "pickup_cost"
  ON "return_requests" FOR EACH ROW EXECUTE FUNCTION "return_requests_pickup_fixed"();
