CREATE TABLE "appointment_closures" (
	"day" date PRIMARY KEY NOT NULL,
	"reason" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "appointment_reminders" (
	"appointment_id" integer NOT NULL,
	"reminder" text NOT NULL,
	"slot_start" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointment_reminders_appointment_id_reminder_slot_start_pk" PRIMARY KEY("appointment_id","reminder","slot_start"),
	CONSTRAINT "appointment_reminders_reminder_valid" CHECK ("appointment_reminders"."reminder" in ('day', 'hour'))
);
--> statement-breakpoint
CREATE TABLE "appointment_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"weekly_hours" jsonb DEFAULT '[{"opens":600,"closes":1140},{"opens":600,"closes":1140},{"opens":600,"closes":1140},{"opens":600,"closes":1140},{"opens":600,"closes":1140},{"opens":600,"closes":1140},null]'::jsonb NOT NULL,
	"consultants" integer DEFAULT 2 NOT NULL,
	"slot_minutes" integer DEFAULT 60 NOT NULL,
	"lead_hours" integer DEFAULT 24 NOT NULL,
	"days_ahead" integer DEFAULT 30 NOT NULL,
	"video_offered" boolean DEFAULT true NOT NULL,
	"showroom_offered" boolean DEFAULT true NOT NULL,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointment_settings_single_row" CHECK ("appointment_settings"."id" = 1),
	CONSTRAINT "appointment_settings_week" CHECK (jsonb_array_length("appointment_settings"."weekly_hours") = 7),
	CONSTRAINT "appointment_settings_consultants_range" CHECK ("appointment_settings"."consultants" between 1 and 50),
	CONSTRAINT "appointment_settings_slot_range" CHECK ("appointment_settings"."slot_minutes" between 15 and 240),
	CONSTRAINT "appointment_settings_lead_range" CHECK ("appointment_settings"."lead_hours" between 0 and 336),
	CONSTRAINT "appointment_settings_days_ahead_range" CHECK ("appointment_settings"."days_ahead" between 1 and 180)
);
--> statement-breakpoint
CREATE TABLE "appointment_shortlist_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "appointment_shortlist_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"appointment_id" integer NOT NULL,
	"product_variant_id" integer,
	"stone_id" integer,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointment_shortlist_items_one_thing" CHECK (num_nonnulls("appointment_shortlist_items"."product_variant_id", "appointment_shortlist_items"."stone_id") = 1)
);
--> statement-breakpoint
CREATE TABLE "appointment_slots" (
	"slot_start" timestamp with time zone PRIMARY KEY NOT NULL,
	"booked" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "appointment_slots_booked_range" CHECK ("appointment_slots"."booked" between 0 and 50)
);
--> statement-breakpoint
CREATE TABLE "appointments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "appointments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"source" text NOT NULL,
	"slot_start" timestamp with time zone NOT NULL,
	"slot_minutes" integer NOT NULL,
	"zone" text NOT NULL,
	"state" text DEFAULT 'booked' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"link_token_hash" text NOT NULL,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"cancel_date" timestamp with time zone,
	CONSTRAINT "appointments_kind_valid" CHECK ("appointments"."kind" in ('video', 'showroom')),
	CONSTRAINT "appointments_source_valid" CHECK ("appointments"."source" in ('product', 'stone', 'ring-builder', 'contact')),
	CONSTRAINT "appointments_state_valid" CHECK ("appointments"."state" in ('booked', 'cancelled')),
	CONSTRAINT "appointments_cancel_date" CHECK (("appointments"."state" = 'cancelled') = ("appointments"."cancel_date" is not null))
);
--> statement-breakpoint
ALTER TABLE "appointment_reminders" ADD CONSTRAINT "appointment_reminders_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_shortlist_items" ADD CONSTRAINT "appointment_shortlist_items_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_shortlist_items" ADD CONSTRAINT "appointment_shortlist_items_product_variant_id_product_variants_id_fk" FOREIGN KEY ("product_variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_shortlist_items" ADD CONSTRAINT "appointment_shortlist_items_stone_id_stones_id_fk" FOREIGN KEY ("stone_id") REFERENCES "public"."stones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_slot_start_appointment_slots_slot_start_fk" FOREIGN KEY ("slot_start") REFERENCES "public"."appointment_slots"("slot_start") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "appointment_shortlist_items_variant_unique" ON "appointment_shortlist_items" USING btree ("appointment_id","product_variant_id") WHERE "appointment_shortlist_items"."product_variant_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "appointment_shortlist_items_stone_unique" ON "appointment_shortlist_items" USING btree ("appointment_id","stone_id") WHERE "appointment_shortlist_items"."stone_id" is not null;--> statement-breakpoint
CREATE INDEX "appointment_shortlist_items_stone_idx" ON "appointment_shortlist_items" USING btree ("stone_id");--> statement-breakpoint
CREATE INDEX "appointment_shortlist_items_variant_idx" ON "appointment_shortlist_items" USING btree ("product_variant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "appointments_link_token_unique" ON "appointments" USING btree ("link_token_hash");--> statement-breakpoint
CREATE INDEX "appointments_user_idx" ON "appointments" USING btree ("user_id","slot_start");--> statement-breakpoint
CREATE INDEX "appointments_slot_idx" ON "appointments" USING btree ("slot_start");--> statement-breakpoint
-- hand-written below
-- The one settings row, at a new shop's terms (decision 041); the Admin changes it.
INSERT INTO "appointment_settings" ("id") VALUES (1) ON CONFLICT DO NOTHING;
