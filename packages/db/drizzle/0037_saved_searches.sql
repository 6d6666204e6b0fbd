CREATE TABLE "saved_search_digests" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"last_sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_search_notices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "saved_search_notices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"saved_search_id" integer NOT NULL,
	"stone_id" integer NOT NULL,
	"reason" text NOT NULL,
	"price_before" bigint,
	"price_now" bigint NOT NULL,
	"message_id" integer,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_search_notices_reason_valid" CHECK ("saved_search_notices"."reason" in ('new-match', 'price-drop'))
);
--> statement-breakpoint
CREATE TABLE "saved_search_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"price_drop_basis_points" integer DEFAULT 500 NOT NULL,
	"digest_interval_hours" integer DEFAULT 24 NOT NULL,
	"max_per_shopper" integer DEFAULT 20 NOT NULL,
	"unsubscribe_key" text DEFAULT replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '') NOT NULL,
	"checked_until" timestamp with time zone DEFAULT now() NOT NULL,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_search_settings_single_row" CHECK ("saved_search_settings"."id" = 1),
	CONSTRAINT "saved_search_settings_price_drop_range" CHECK ("saved_search_settings"."price_drop_basis_points" between 1 and 10000),
	CONSTRAINT "saved_search_settings_interval_range" CHECK ("saved_search_settings"."digest_interval_hours" between 1 and 720),
	CONSTRAINT "saved_search_settings_max_range" CHECK ("saved_search_settings"."max_per_shopper" between 1 and 200)
);
--> statement-breakpoint
CREATE TABLE "saved_searches" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "saved_searches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"collection" text,
	"filters" jsonb NOT NULL,
	"currency" text NOT NULL,
	"alerts" boolean DEFAULT true NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_searches_kind_valid" CHECK ("saved_searches"."kind" in ('stone', 'product')),
	CONSTRAINT "saved_searches_collection_for_products" CHECK (("saved_searches"."kind" = 'product') = ("saved_searches"."collection" is not null))
);
--> statement-breakpoint
CREATE TABLE "stone_price_marks" (
	"stone_id" integer PRIMARY KEY NOT NULL,
	"cost_before" bigint NOT NULL,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wish_gone_notices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "wish_gone_notices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"stone_id" integer NOT NULL,
	"message_id" integer,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "headers" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_search_digests" ADD CONSTRAINT "saved_search_digests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_notices" ADD CONSTRAINT "saved_search_notices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_notices" ADD CONSTRAINT "saved_search_notices_saved_search_id_saved_searches_id_fk" FOREIGN KEY ("saved_search_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_notices" ADD CONSTRAINT "saved_search_notices_stone_id_stones_id_fk" FOREIGN KEY ("stone_id") REFERENCES "public"."stones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_notices" ADD CONSTRAINT "saved_search_notices_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stone_price_marks" ADD CONSTRAINT "stone_price_marks_stone_id_stones_id_fk" FOREIGN KEY ("stone_id") REFERENCES "public"."stones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wish_gone_notices" ADD CONSTRAINT "wish_gone_notices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wish_gone_notices" ADD CONSTRAINT "wish_gone_notices_stone_id_stones_id_fk" FOREIGN KEY ("stone_id") REFERENCES "public"."stones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wish_gone_notices" ADD CONSTRAINT "wish_gone_notices_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "saved_search_notices_once" ON "saved_search_notices" USING btree ("user_id","stone_id","reason");--> statement-breakpoint
CREATE INDEX "saved_search_notices_waiting_idx" ON "saved_search_notices" USING btree ("user_id") WHERE "saved_search_notices"."message_id" is null;--> statement-breakpoint
CREATE INDEX "saved_search_notices_search_idx" ON "saved_search_notices" USING btree ("saved_search_id");--> statement-breakpoint
CREATE INDEX "saved_search_notices_stone_idx" ON "saved_search_notices" USING btree ("stone_id");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_searches_name_unique" ON "saved_searches" USING btree ("user_id",lower("name"));--> statement-breakpoint
CREATE INDEX "saved_searches_alerts_idx" ON "saved_searches" USING btree ("kind") WHERE "saved_searches"."alerts";--> statement-breakpoint
CREATE UNIQUE INDEX "wish_gone_notices_once" ON "wish_gone_notices" USING btree ("user_id","stone_id");--> statement-breakpoint
CREATE INDEX "stones_update_date_idx" ON "stones" USING btree ("update_date");--> statement-breakpoint
-- hand-written below
-- The one settings row, with the defaults (a 5 % fall, a digest a day at most, 20 searches each).
INSERT INTO "saved_search_settings" ("id") VALUES (1) ON CONFLICT DO NOTHING;--> statement-breakpoint
-- A stone's cost before the first change the alerts have not looked at yet (decision 039): the
-- first change writes the mark, later ones leave it, so falls in steps add up until the alerts run.
CREATE FUNCTION stones_mark_price_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO stone_price_marks (stone_id, cost_before) VALUES (OLD.id, OLD.cost)
  ON CONFLICT (stone_id) DO NOTHING;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER stones_mark_price_change AFTER UPDATE OF cost ON "stones"
  FOR EACH ROW WHEN (NEW.cost IS DISTINCT FROM OLD.cost) EXECUTE FUNCTION stones_mark_price_change();
