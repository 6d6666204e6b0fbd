CREATE TABLE "tax_document_counters" (
	"kind" text NOT NULL,
	"financial_year" integer NOT NULL,
	"last_serial" integer NOT NULL,
	CONSTRAINT "tax_document_counters_kind_financial_year_pk" PRIMARY KEY("kind","financial_year"),
	CONSTRAINT "tax_document_counters_kind_valid" CHECK ("tax_document_counters"."kind" in ('invoice', 'credit_note')),
	CONSTRAINT "tax_document_counters_serial_positive" CHECK ("tax_document_counters"."last_serial" > 0)
);
--> statement-breakpoint
CREATE TABLE "tax_document_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"invoice_prefix" text DEFAULT 'FCT' NOT NULL,
	"credit_note_prefix" text DEFAULT 'FCN' NOT NULL,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_document_settings_single_row" CHECK ("tax_document_settings"."id" = 1),
	CONSTRAINT "tax_document_settings_prefix_shape" CHECK ("tax_document_settings"."invoice_prefix" ~ '^[A-Z0-9]{1,3}$' and "tax_document_settings"."credit_note_prefix" ~ '^[A-Z0-9]{1,3}$'
          and "tax_document_settings"."invoice_prefix" <> "tax_document_settings"."credit_note_prefix")
);
--> statement-breakpoint
CREATE TABLE "tax_documents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tax_documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"number" text NOT NULL,
	"order_id" integer NOT NULL,
	"financial_year" integer NOT NULL,
	"serial" integer NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"snapshot" jsonb NOT NULL,
	CONSTRAINT "tax_documents_kind_valid" CHECK ("tax_documents"."kind" in ('invoice', 'credit_note')),
	CONSTRAINT "tax_documents_number_length" CHECK (char_length("tax_documents"."number") between 1 and 16),
	CONSTRAINT "tax_documents_serial_positive" CHECK ("tax_documents"."serial" > 0)
);
--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "facts" jsonb;--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tax_documents_number_unique" ON "tax_documents" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_documents_serial_unique" ON "tax_documents" USING btree ("kind","financial_year","serial");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_documents_one_per_order" ON "tax_documents" USING btree ("order_id","kind");--> statement-breakpoint
CREATE INDEX "tax_documents_issued_idx" ON "tax_documents" USING btree ("kind","issued_at");--> statement-breakpoint
-- Hand-added: the one settings row, with the default prefixes.
INSERT INTO "tax_document_settings" ("id") VALUES (1) ON CONFLICT DO NOTHING;--> statement-breakpoint
-- Hand-added: an issued document is never changed or removed. A correction is a credit note.
CREATE FUNCTION tax_documents_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'An issued tax document cannot be changed or deleted; issue a credit note instead.'
    USING ERRCODE = 'restrict_violation';
END;
$$;--> statement-breakpoint
CREATE TRIGGER tax_documents_immutable BEFORE UPDATE OR DELETE ON "tax_documents"
  FOR EACH ROW EXECUTE FUNCTION tax_documents_immutable();
--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;