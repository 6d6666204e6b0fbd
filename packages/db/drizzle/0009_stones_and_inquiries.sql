CREATE TABLE "inquiries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inquiries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone_number" text,
	"message" text NOT NULL,
	"sku" text,
	"stone_id" integer,
	"product_variant_id" integer,
	"user_id" uuid,
	"state" text DEFAULT 'new' NOT NULL,
	"reply" text,
	"answered_by" uuid,
	"answer_date" timestamp with time zone,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inquiries_state_valid" CHECK ("inquiries"."state" in ('new', 'answered'))
);
--> statement-breakpoint
CREATE TABLE "stone_import_problems" (
	"import_id" integer NOT NULL,
	"line" integer NOT NULL,
	"message" text NOT NULL,
	CONSTRAINT "stone_import_problems_import_id_line_pk" PRIMARY KEY("import_id","line")
);
--> statement-breakpoint
CREATE TABLE "stone_import_rows" (
	"import_id" integer NOT NULL,
	"line" integer NOT NULL,
	"sku" text NOT NULL,
	"stone_category_id" integer NOT NULL,
	"stone_shape_id" integer NOT NULL,
	"carat" integer NOT NULL,
	"color" text NOT NULL,
	"clarity" text NOT NULL,
	"cut" text,
	"polish" text,
	"symmetry" text,
	"fluorescence" text,
	"length" integer,
	"width" integer,
	"depth" integer,
	"depth_percent" integer,
	"table_percent" integer,
	"certificate_lab" text,
	"certificate_number" text,
	"certificate_url" text,
	"video_url" text,
	"cost" bigint NOT NULL,
	"image_urls" text[] DEFAULT '{}'::text[] NOT NULL,
	CONSTRAINT "stone_import_rows_import_id_line_pk" PRIMARY KEY("import_id","line")
);
--> statement-breakpoint
CREATE TABLE "stone_imports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stone_imports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"file_name" text NOT NULL,
	"mode" text DEFAULT 'upsert' NOT NULL,
	"state" text DEFAULT 'checking' NOT NULL,
	"rows_read" integer DEFAULT 0 NOT NULL,
	"rows_total" integer,
	"added" integer DEFAULT 0 NOT NULL,
	"changed" integer DEFAULT 0 NOT NULL,
	"unchanged" integer DEFAULT 0 NOT NULL,
	"unlisted" integer DEFAULT 0 NOT NULL,
	"bad_rows" integer DEFAULT 0 NOT NULL,
	"pictures_queued" integer DEFAULT 0 NOT NULL,
	"failure" text,
	"created_by" uuid,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	"finish_date" timestamp with time zone,
	CONSTRAINT "stone_imports_state_valid" CHECK ("stone_imports"."state" in ('checking', 'checked', 'importing', 'imported', 'failed', 'cancelled')),
	CONSTRAINT "stone_imports_mode_valid" CHECK ("stone_imports"."mode" in ('upsert', 'full_feed'))
);
--> statement-breakpoint
CREATE TABLE "stone_media" (
	"stone_id" integer NOT NULL,
	"media_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "stone_media_stone_id_media_id_pk" PRIMARY KEY("stone_id","media_id"),
	CONSTRAINT "stone_media_mediaId_unique" UNIQUE("media_id")
);
--> statement-breakpoint
CREATE TABLE "stones" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stones_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sku" text NOT NULL,
	"stone_category_id" integer NOT NULL,
	"stone_shape_id" integer NOT NULL,
	"carat" integer NOT NULL,
	"color" text NOT NULL,
	"clarity" text NOT NULL,
	"cut" text,
	"polish" text,
	"symmetry" text,
	"fluorescence" text,
	"length" integer,
	"width" integer,
	"depth" integer,
	"depth_percent" integer,
	"table_percent" integer,
	"certificate_lab" text,
	"certificate_number" text,
	"certificate_url" text,
	"video_url" text,
	"cost" bigint NOT NULL,
	"state" text DEFAULT 'available' NOT NULL,
	"created_by" uuid,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stones_sku_format" CHECK ("stones"."sku" ~ '^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$'),
	CONSTRAINT "stones_carat_positive" CHECK ("stones"."carat" between 1 and 10000),
	CONSTRAINT "stones_cost_positive" CHECK ("stones"."cost" > 0),
	CONSTRAINT "stones_state_valid" CHECK ("stones"."state" in ('available', 'on_hold', 'sold', 'unlisted')),
	CONSTRAINT "stones_color_valid" CHECK ("stones"."color" in ('D', 'E', 'F', 'G', 'H', 'I', 'J', 'K')),
	CONSTRAINT "stones_clarity_valid" CHECK ("stones"."clarity" in ('FL', 'IF', 'VVS1', 'VVS2', 'VS1', 'VS2', 'SI1', 'SI2', 'I1')),
	CONSTRAINT "stones_cut_valid" CHECK ("stones"."cut" is null or "stones"."cut" in ('Ideal', 'Excellent', 'Very Good', 'Good')),
	CONSTRAINT "stones_polish_valid" CHECK ("stones"."polish" is null or "stones"."polish" in ('Excellent', 'Very Good', 'Good', 'Fair')),
	CONSTRAINT "stones_symmetry_valid" CHECK ("stones"."symmetry" is null or "stones"."symmetry" in ('Excellent', 'Very Good', 'Good', 'Fair')),
	CONSTRAINT "stones_fluorescence_valid" CHECK ("stones"."fluorescence" is null or "stones"."fluorescence" in ('None', 'Faint', 'Medium', 'Strong', 'Very Strong')),
	CONSTRAINT "stones_certificate_lab_valid" CHECK ("stones"."certificate_lab" is null or "stones"."certificate_lab" in ('GIA', 'IGI', 'HRD', 'AGS', 'GCAL', 'SGL')),
	CONSTRAINT "stones_percentages_range" CHECK (coalesce("stones"."depth_percent", 0) between 0 and 10000
      and coalesce("stones"."table_percent", 0) between 0 and 10000),
	CONSTRAINT "stones_measurements_positive" CHECK (coalesce("stones"."length", 1) > 0 and coalesce("stones"."width", 1) > 0
      and coalesce("stones"."depth", 1) > 0)
);
--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_stone_id_stones_id_fk" FOREIGN KEY ("stone_id") REFERENCES "public"."stones"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_product_variant_id_product_variants_id_fk" FOREIGN KEY ("product_variant_id") REFERENCES "public"."product_variants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stone_import_problems" ADD CONSTRAINT "stone_import_problems_import_id_stone_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."stone_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stone_import_rows" ADD CONSTRAINT "stone_import_rows_import_id_stone_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."stone_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stone_import_rows" ADD CONSTRAINT "stone_import_rows_stone_category_id_stone_categories_id_fk" FOREIGN KEY ("stone_category_id") REFERENCES "public"."stone_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stone_import_rows" ADD CONSTRAINT "stone_import_rows_stone_shape_id_stone_shapes_id_fk" FOREIGN KEY ("stone_shape_id") REFERENCES "public"."stone_shapes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stone_imports" ADD CONSTRAINT "stone_imports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stone_media" ADD CONSTRAINT "stone_media_stone_id_stones_id_fk" FOREIGN KEY ("stone_id") REFERENCES "public"."stones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stone_media" ADD CONSTRAINT "stone_media_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stones" ADD CONSTRAINT "stones_stone_category_id_stone_categories_id_fk" FOREIGN KEY ("stone_category_id") REFERENCES "public"."stone_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stones" ADD CONSTRAINT "stones_stone_shape_id_stone_shapes_id_fk" FOREIGN KEY ("stone_shape_id") REFERENCES "public"."stone_shapes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stones" ADD CONSTRAINT "stones_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inquiries_create_date_idx" ON "inquiries" USING btree ("create_date");--> statement-breakpoint
CREATE INDEX "inquiries_stone_idx" ON "inquiries" USING btree ("stone_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stone_import_rows_sku_unique" ON "stone_import_rows" USING btree ("import_id",lower("sku"));--> statement-breakpoint
CREATE INDEX "stone_imports_create_date_idx" ON "stone_imports" USING btree ("create_date");--> statement-breakpoint
CREATE UNIQUE INDEX "stones_sku_unique" ON "stones" USING btree (lower("sku"));--> statement-breakpoint
CREATE UNIQUE INDEX "stones_certificate_unique" ON "stones" USING btree ("certificate_lab","certificate_number") WHERE "stones"."certificate_number" is not null;--> statement-breakpoint
CREATE INDEX "stones_available_shape_cost_idx" ON "stones" USING btree ("stone_shape_id","cost") WHERE "stones"."state" = 'available';--> statement-breakpoint
CREATE INDEX "stones_available_cost_idx" ON "stones" USING btree ("cost") WHERE "stones"."state" = 'available';--> statement-breakpoint
CREATE INDEX "stones_available_carat_idx" ON "stones" USING btree ("carat") WHERE "stones"."state" = 'available';--> statement-breakpoint
CREATE INDEX "stones_available_newest_idx" ON "stones" USING btree ("create_date" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "stones"."state" = 'available';--> statement-breakpoint
CREATE INDEX "stones_state_idx" ON "stones" USING btree ("state");--> statement-breakpoint
CREATE INDEX "stones_create_date_idx" ON "stones" USING btree ("create_date");