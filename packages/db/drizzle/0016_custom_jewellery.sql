CREATE TABLE "custom_jewellery_pictures" (
	"request_id" integer NOT NULL,
	"media_id" uuid NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "custom_jewellery_pictures_request_id_media_id_pk" PRIMARY KEY("request_id","media_id"),
	CONSTRAINT "custom_jewellery_pictures_mediaId_unique" UNIQUE("media_id"),
	CONSTRAINT "custom_jewellery_pictures_position_unique" UNIQUE("request_id","position"),
	CONSTRAINT "custom_jewellery_pictures_position_valid" CHECK ("custom_jewellery_pictures"."position" between 0 and 4)
);
--> statement-breakpoint
CREATE TABLE "custom_jewellery_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "custom_jewellery_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" uuid,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone_number" text,
	"kind" text NOT NULL,
	"metal" text,
	"stone_preference" text DEFAULT '' NOT NULL,
	"budget_min" bigint NOT NULL,
	"budget_max" bigint NOT NULL,
	"currency" text NOT NULL,
	"ring_size" text,
	"deadline" date,
	"description" text NOT NULL,
	"state" text DEFAULT 'new' NOT NULL,
	"quoted_price" bigint,
	"staff_note" text,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "custom_jewellery_requests_kind_valid" CHECK ("custom_jewellery_requests"."kind" in ('ring', 'engagement_ring', 'wedding_band', 'earrings', 'pendant', 'necklace', 'bangle', 'bracelet', 'other')),
	CONSTRAINT "custom_jewellery_requests_state_valid" CHECK ("custom_jewellery_requests"."state" in ('new', 'in_discussion', 'quoted', 'accepted', 'declined', 'completed')),
	CONSTRAINT "custom_jewellery_requests_currency_valid" CHECK ("custom_jewellery_requests"."currency" in ('INR', 'USD')),
	CONSTRAINT "custom_jewellery_requests_budget_valid" CHECK ("custom_jewellery_requests"."budget_min" > 0 and "custom_jewellery_requests"."budget_max" >= "custom_jewellery_requests"."budget_min"),
	CONSTRAINT "custom_jewellery_requests_quoted_price_positive" CHECK ("custom_jewellery_requests"."quoted_price" is null or "custom_jewellery_requests"."quoted_price" > 0),
	CONSTRAINT "custom_jewellery_requests_description_length" CHECK (char_length("custom_jewellery_requests"."description") between 10 and 4000),
	CONSTRAINT "custom_jewellery_requests_stone_preference_length" CHECK (char_length("custom_jewellery_requests"."stone_preference") <= 200)
);
--> statement-breakpoint
ALTER TABLE "custom_jewellery_pictures" ADD CONSTRAINT "custom_jewellery_pictures_request_id_custom_jewellery_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."custom_jewellery_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_jewellery_pictures" ADD CONSTRAINT "custom_jewellery_pictures_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_jewellery_requests" ADD CONSTRAINT "custom_jewellery_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "custom_jewellery_requests_create_date_idx" ON "custom_jewellery_requests" USING btree ("create_date");--> statement-breakpoint
CREATE INDEX "custom_jewellery_requests_user_idx" ON "custom_jewellery_requests" USING btree ("user_id");