CREATE TABLE "return_request_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "return_request_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"return_request_id" integer NOT NULL,
	"from_state" text,
	"to_state" text NOT NULL,
	"mover" text NOT NULL,
	"actor_id" uuid,
	"note" text DEFAULT '' NOT NULL,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "return_request_events_note_length" CHECK (char_length("return_request_events"."note") <= 2000),
	CONSTRAINT "return_request_events_mover_valid" CHECK ("return_request_events"."mover" in ('customer', 'staff'))
);
--> statement-breakpoint
CREATE TABLE "return_request_pictures" (
	"return_request_id" integer NOT NULL,
	"media_id" uuid NOT NULL,
	"stage" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "return_request_pictures_return_request_id_media_id_pk" PRIMARY KEY("return_request_id","media_id"),
	CONSTRAINT "return_request_pictures_mediaId_unique" UNIQUE("media_id"),
	CONSTRAINT "return_request_pictures_position_unique" UNIQUE("return_request_id","stage","position"),
	CONSTRAINT "return_request_pictures_stage_valid" CHECK ("return_request_pictures"."stage" in ('request', 'inspection')),
	CONSTRAINT "return_request_pictures_position_valid" CHECK ("return_request_pictures"."position" between 0 and 4)
);
--> statement-breakpoint
CREATE TABLE "return_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "return_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"number" text GENERATED ALWAYS AS ('RTN-' || lpad(id::text, 6, '0')) STORED NOT NULL,
	"order_id" integer NOT NULL,
	"order_line_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"state" text DEFAULT 'requested' NOT NULL,
	"quantity" integer NOT NULL,
	"reason" text NOT NULL,
	"new_ring_size" text,
	"inspection_note" text,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "return_requests_number_unique" UNIQUE("number"),
	CONSTRAINT "return_requests_kind_valid" CHECK ("return_requests"."kind" in ('return', 'resize', 'exchange')),
	CONSTRAINT "return_requests_state_valid" CHECK ("return_requests"."state" in ('requested', 'approved', 'rejected', 'withdrawn', 'received', 'passed', 'failed', 'refunded', 'credited', 'shipped-back', 'returned-to-customer')),
	CONSTRAINT "return_requests_quantity_range" CHECK ("return_requests"."quantity" between 1 and 10),
	CONSTRAINT "return_requests_reason_length" CHECK (char_length("return_requests"."reason") between 3 and 2000),
	CONSTRAINT "return_requests_resize_has_size" CHECK (("return_requests"."kind" = 'resize') = ("return_requests"."new_ring_size" is not null))
);
--> statement-breakpoint
ALTER TABLE "return_request_events" ADD CONSTRAINT "return_request_events_return_request_id_return_requests_id_fk" FOREIGN KEY ("return_request_id") REFERENCES "public"."return_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_request_events" ADD CONSTRAINT "return_request_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_request_pictures" ADD CONSTRAINT "return_request_pictures_return_request_id_return_requests_id_fk" FOREIGN KEY ("return_request_id") REFERENCES "public"."return_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_request_pictures" ADD CONSTRAINT "return_request_pictures_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "return_request_events_request_idx" ON "return_request_events" USING btree ("return_request_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "return_requests_one_open_per_line" ON "return_requests" USING btree ("order_line_id") WHERE "return_requests"."state" in ('requested', 'approved', 'received', 'passed', 'failed');--> statement-breakpoint
CREATE INDEX "return_requests_order_idx" ON "return_requests" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "return_requests_state_idx" ON "return_requests" USING btree ("state","create_date");--> statement-breakpoint
CREATE INDEX "return_requests_user_idx" ON "return_requests" USING btree ("user_id","create_date");--> statement-breakpoint
-- A check cannot read the order: this trigger refuses a request whose line is not of its order,
-- whose customer is not the order's, or that sends back more pieces than the line holds.
CREATE FUNCTION "return_requests_fit_order"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (
       SELECT 1 FROM "order_lines" l JOIN "orders" o ON o."id" = l."order_id"
        WHERE l."id" = NEW."order_line_id" AND o."id" = NEW."order_id" AND o."user_id" = NEW."user_id"
          AND NEW."quantity" <= l."quantity") THEN
    RAISE EXCEPTION 'a return request is for pieces of a line of the customer''s own order'
      USING ERRCODE = 'check_violation', CONSTRAINT = 'return_requests_fit_order';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "return_requests_fit_order" BEFORE INSERT OR UPDATE OF "order_id", "order_line_id", "user_id", "quantity"
  ON "return_requests" FOR EACH ROW EXECUTE FUNCTION "return_requests_fit_order"();
