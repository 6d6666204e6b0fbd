-- The business details row is written by the server on its first start, from the configuration
-- (modules/business-details, seedBusinessDetails); inquiries written before this are questions.
CREATE TABLE "business_details" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"legal_name" text NOT NULL,
	"trade_name" text NOT NULL,
	"address_line1" text NOT NULL,
	"address_line2" text DEFAULT '' NOT NULL,
	"city" text NOT NULL,
	"state_code" text DEFAULT '27' NOT NULL,
	"postal_code" text NOT NULL,
	"gstin" text,
	"lut_reference" text,
	"lut_date" date,
	"customer_care_email" text NOT NULL,
	"customer_care_phone" text NOT NULL,
	"grievance_officer_name" text NOT NULL,
	"grievance_officer_designation" text NOT NULL,
	"grievance_officer_email" text NOT NULL,
	"grievance_officer_phone" text NOT NULL,
	"complaint_resolution_days" integer DEFAULT 30 NOT NULL,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "business_details_single_row" CHECK ("business_details"."id" = 1),
	CONSTRAINT "business_details_state_code_shape" CHECK ("business_details"."state_code" ~ '^[0-9]{2}$'),
	CONSTRAINT "business_details_gstin_of_state" CHECK ("business_details"."gstin" is null or ("business_details"."gstin" ~ '^[0-9]{2}[0-9A-Z]{13}$' and left("business_details"."gstin", 2) = "business_details"."state_code")),
	CONSTRAINT "business_details_lut_complete" CHECK (("business_details"."lut_reference" is null) = ("business_details"."lut_date" is null)),
	CONSTRAINT "business_details_complaint_days_range" CHECK ("business_details"."complaint_resolution_days" between 1 and 30)
);
--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "kind" text DEFAULT 'question' NOT NULL;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "resolve_by" date;--> statement-breakpoint
CREATE INDEX "inquiries_open_complaints_idx" ON "inquiries" USING btree ("resolve_by") WHERE "inquiries"."kind" = 'complaint' and "inquiries"."state" = 'new';--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_kind_valid" CHECK ("inquiries"."kind" in ('question', 'complaint'));--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_complaint_has_deadline" CHECK (("inquiries"."kind" = 'complaint') = ("inquiries"."resolve_by" is not null));