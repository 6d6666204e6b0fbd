-- A metal rate or labour of 0 prices pieces at nothing. The API refuses it; the database now
-- refuses it too. NOT VALID: rows already at 0 (set before this rule) do not stop the start-up —
-- the check applies to every write from now on, and a corrected rate makes the row valid.
ALTER TABLE "metals" DROP CONSTRAINT "metals_price_per_unit_non_negative";--> statement-breakpoint
ALTER TABLE "metals" DROP CONSTRAINT "metals_labour_non_negative";--> statement-breakpoint
ALTER TABLE "metals" ADD CONSTRAINT "metals_price_per_unit_positive" CHECK ("metals"."price_per_unit" > 0) NOT VALID;--> statement-breakpoint
ALTER TABLE "metals" ADD CONSTRAINT "metals_labour_positive" CHECK ("metals"."labour" > 0) NOT VALID;
