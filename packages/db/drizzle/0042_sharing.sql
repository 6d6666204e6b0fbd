CREATE TABLE "hint_days" (
	"user_id" uuid NOT NULL,
	"day" integer NOT NULL,
	"sent" integer NOT NULL,
	CONSTRAINT "hint_days_user_id_day_pk" PRIMARY KEY("user_id","day"),
	CONSTRAINT "hint_days_sent_positive" CHECK ("hint_days"."sent" >= 1)
);
--> statement-breakpoint
CREATE TABLE "hints" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "hints_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"product_variant_id" integer NOT NULL,
	"email" text NOT NULL,
	"day" integer DEFAULT price_history_day() NOT NULL,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hints_email_lower" CHECK ("hints"."email" = lower("hints"."email"))
);
--> statement-breakpoint
CREATE TABLE "shared_wish_lists" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shared_wish_lists_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "saved_search_settings" ADD COLUMN "hints_per_day" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "hint_days" ADD CONSTRAINT "hint_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hints" ADD CONSTRAINT "hints_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hints" ADD CONSTRAINT "hints_product_variant_id_product_variants_id_fk" FOREIGN KEY ("product_variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shared_wish_lists" ADD CONSTRAINT "shared_wish_lists_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "hints_once_a_day" ON "hints" USING btree ("user_id","product_variant_id","email","day");--> statement-breakpoint
CREATE INDEX "hints_variant_idx" ON "hints" USING btree ("product_variant_id");--> statement-breakpoint
ALTER TABLE "saved_search_settings" ADD CONSTRAINT "saved_search_settings_hints_range" CHECK ("saved_search_settings"."hints_per_day" between 1 and 100);