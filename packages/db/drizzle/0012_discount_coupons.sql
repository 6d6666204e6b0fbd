CREATE TABLE "discount_coupons" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "discount_coupons_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"discount" integer NOT NULL,
	"usage_limit" integer NOT NULL,
	"uses" integer DEFAULT 0 NOT NULL,
	"one_use_per_customer" boolean DEFAULT false NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"ended_at" timestamp with time zone,
	"created_by" uuid,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discount_coupons_code_unique" UNIQUE("code"),
	CONSTRAINT "discount_coupons_code_format" CHECK ("discount_coupons"."code" ~ '^[A-Z0-9]+(-[A-Z0-9]+)*$'),
	CONSTRAINT "discount_coupons_discount_range" CHECK ("discount_coupons"."discount" between 1 and 9000),
	CONSTRAINT "discount_coupons_usage_limit_positive" CHECK ("discount_coupons"."usage_limit" > 0),
	CONSTRAINT "discount_coupons_uses_within_limit" CHECK ("discount_coupons"."uses" between 0 and "discount_coupons"."usage_limit"),
	CONSTRAINT "discount_coupons_dates_in_order" CHECK ("discount_coupons"."end_date" >= "discount_coupons"."start_date")
);
--> statement-breakpoint
ALTER TABLE "discount_coupons" ADD CONSTRAINT "discount_coupons_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;