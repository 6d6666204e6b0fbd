CREATE TABLE "stone_cost_years" (
	"stone_id" integer NOT NULL,
	"year" smallint NOT NULL,
	"days" smallint[] NOT NULL,
	"costs" bigint[] NOT NULL,
	CONSTRAINT "stone_cost_years_stone_id_year_pk" PRIMARY KEY("stone_id","year"),
	CONSTRAINT "stone_cost_years_parallel" CHECK (cardinality("stone_cost_years"."days") = cardinality("stone_cost_years"."costs") and cardinality("stone_cost_years"."days") > 0)
);
--> statement-breakpoint
ALTER TABLE "stone_cost_years" ADD CONSTRAINT "stone_cost_years_stone_id_stones_id_fk" FOREIGN KEY ("stone_id") REFERENCES "public"."stones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- hand-written below: a stone's cost history kept a row per stone and year (decision 040).
-- A day's place in its year: days since 1 January of the shop's calendar (India's).
CREATE FUNCTION "price_history_year"("day" integer) RETURNS smallint LANGUAGE sql IMMUTABLE AS $$
  SELECT extract(year FROM DATE '1970-01-01' + "day")::smallint
$$;--> statement-breakpoint
CREATE FUNCTION "price_history_year_start"("year" integer) RETURNS integer LANGUAGE sql IMMUTABLE AS $$
  SELECT make_date("year", 1, 1) - DATE '1970-01-01'
$$;--> statement-breakpoint
-- The rows recorded so far, a row per stone and year, days in order.
INSERT INTO "stone_cost_years" ("stone_id", "year", "days", "costs")
  SELECT "stone_id", "year", array_agg(("day" - "price_history_year_start"("year"))::smallint ORDER BY "day"),
         array_agg("cost" ORDER BY "day")
    FROM (SELECT "stone_id", "day", "cost", "price_history_year"("day") AS "year" FROM "stone_price_history") AS "recorded"
   GROUP BY "stone_id", "year";--> statement-breakpoint
-- The same statement triggers, now writing a stone's year: the day's entry replaced when the
-- year's last entry is today's, appended otherwise. The upsert on (stone, year) takes the row's
-- lock, so concurrent changes on one day leave one entry, the last to commit.
CREATE OR REPLACE FUNCTION "stones_record_price_history"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "today" integer := "price_history_day"();
  "this_year" smallint := "price_history_year"("today");
  "day_of_year" smallint := "today" - "price_history_year_start"("this_year");
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "stone_cost_years" AS "h" ("stone_id", "year", "days", "costs")
    SELECT n."id", "this_year", ARRAY["day_of_year"], ARRAY[n."cost"] FROM "new_rows" n
    ON CONFLICT ("stone_id", "year") DO UPDATE SET
      "days" = CASE WHEN "h"."days"[cardinality("h"."days")] = EXCLUDED."days"[1]
                    THEN "h"."days" ELSE "h"."days" || EXCLUDED."days" END,
      "costs" = CASE WHEN "h"."days"[cardinality("h"."days")] = EXCLUDED."days"[1]
                     THEN "h"."costs"[1:cardinality("h"."costs") - 1] || EXCLUDED."costs" ELSE "h"."costs" || EXCLUDED."costs" END;
  ELSE
    INSERT INTO "stone_cost_years" AS "h" ("stone_id", "year", "days", "costs")
    SELECT n."id", "this_year", ARRAY["day_of_year"], ARRAY[n."cost"] FROM "new_rows" n JOIN "old_rows" o ON o."id" = n."id"
     WHERE o."cost" IS DISTINCT FROM n."cost"
    ON CONFLICT ("stone_id", "year") DO UPDATE SET
      "days" = CASE WHEN "h"."days"[cardinality("h"."days")] = EXCLUDED."days"[1]
                    THEN "h"."days" ELSE "h"."days" || EXCLUDED."days" END,
      "costs" = CASE WHEN "h"."days"[cardinality("h"."days")] = EXCLUDED."days"[1]
                     THEN "h"."costs"[1:cardinality("h"."costs") - 1] || EXCLUDED."costs" ELSE "h"."costs" || EXCLUDED."costs" END;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
DROP TABLE "stone_price_history" CASCADE;--> statement-breakpoint
-- Read a row per stone and day, as before.
CREATE VIEW "stone_price_history" AS
  SELECT "h"."stone_id", "price_history_year_start"("h"."year") + "u"."day" AS "day", "u"."cost"
    FROM "stone_cost_years" "h" CROSS JOIN LATERAL unnest("h"."days", "h"."costs") AS "u"("day", "cost");
