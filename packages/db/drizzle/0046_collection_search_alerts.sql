CREATE TABLE "saved_search_piece_checks" (
	"saved_search_id" integer PRIMARY KEY NOT NULL,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_search_piece_notices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "saved_search_piece_notices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"saved_search_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"reason" text NOT NULL,
	"currency" text NOT NULL,
	"price_before" bigint,
	"price_now" bigint NOT NULL,
	"message_id" integer,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_search_piece_notices_reason_valid" CHECK ("saved_search_piece_notices"."reason" in ('new-match', 'price-drop'))
);
--> statement-breakpoint
CREATE TABLE "saved_search_pieces_seen" (
	"saved_search_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"price" bigint NOT NULL,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_search_pieces_seen_saved_search_id_product_id_pk" PRIMARY KEY("saved_search_id","product_id")
);
--> statement-breakpoint
ALTER TABLE "saved_search_piece_checks" ADD CONSTRAINT "saved_search_piece_checks_saved_search_id_saved_searches_id_fk" FOREIGN KEY ("saved_search_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_piece_notices" ADD CONSTRAINT "saved_search_piece_notices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_piece_notices" ADD CONSTRAINT "saved_search_piece_notices_saved_search_id_saved_searches_id_fk" FOREIGN KEY ("saved_search_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_piece_notices" ADD CONSTRAINT "saved_search_piece_notices_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_piece_notices" ADD CONSTRAINT "saved_search_piece_notices_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_pieces_seen" ADD CONSTRAINT "saved_search_pieces_seen_saved_search_id_saved_searches_id_fk" FOREIGN KEY ("saved_search_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_pieces_seen" ADD CONSTRAINT "saved_search_pieces_seen_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "saved_search_piece_notices_once" ON "saved_search_piece_notices" USING btree ("user_id","product_id","reason");--> statement-breakpoint
CREATE INDEX "saved_search_piece_notices_waiting_idx" ON "saved_search_piece_notices" USING btree ("user_id") WHERE "saved_search_piece_notices"."message_id" is null;--> statement-breakpoint
CREATE INDEX "saved_search_piece_notices_search_idx" ON "saved_search_piece_notices" USING btree ("saved_search_id");--> statement-breakpoint
CREATE INDEX "saved_search_piece_notices_product_idx" ON "saved_search_piece_notices" USING btree ("product_id");