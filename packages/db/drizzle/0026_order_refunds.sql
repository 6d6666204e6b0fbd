CREATE TABLE "order_refund_lines" (
	"refund_id" integer NOT NULL,
	"order_line_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "order_refund_lines_refund_id_order_line_id_pk" PRIMARY KEY("refund_id","order_line_id"),
	CONSTRAINT "order_refund_lines_amount_positive" CHECK ("order_refund_lines"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "order_refund_payments" (
	"refund_id" integer NOT NULL,
	"order_payment_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"provider_refund_id" text NOT NULL,
	CONSTRAINT "order_refund_payments_refund_id_order_payment_id_pk" PRIMARY KEY("refund_id","order_payment_id"),
	CONSTRAINT "order_refund_payments_amount_positive" CHECK ("order_refund_payments"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "order_refunds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_refunds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"shipping" bigint DEFAULT 0 NOT NULL,
	"reason" text NOT NULL,
	"actor_id" uuid,
	"request_key" text,
	"credit_note_id" integer,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_refunds_amount_positive" CHECK ("order_refunds"."amount" > 0 and "order_refunds"."shipping" >= 0 and "order_refunds"."shipping" <= "order_refunds"."amount"),
	CONSTRAINT "order_refunds_reason_length" CHECK (char_length("order_refunds"."reason") between 1 and 1000)
);
--> statement-breakpoint
DROP INDEX "tax_documents_one_per_order";--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "refunded_amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_payments" ADD COLUMN "refunded_amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_refund_lines" ADD CONSTRAINT "order_refund_lines_refund_id_order_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."order_refunds"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_refund_lines" ADD CONSTRAINT "order_refund_lines_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_refund_payments" ADD CONSTRAINT "order_refund_payments_refund_id_order_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."order_refunds"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_refund_payments" ADD CONSTRAINT "order_refund_payments_order_payment_id_order_payments_id_fk" FOREIGN KEY ("order_payment_id") REFERENCES "public"."order_payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_credit_note_id_tax_documents_id_fk" FOREIGN KEY ("credit_note_id") REFERENCES "public"."tax_documents"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_refund_lines_line_idx" ON "order_refund_lines" USING btree ("order_line_id");--> statement-breakpoint
CREATE INDEX "order_refund_payments_payment_idx" ON "order_refund_payments" USING btree ("order_payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_refunds_request_unique" ON "order_refunds" USING btree ("order_id","request_key") WHERE "order_refunds"."request_key" is not null;--> statement-breakpoint
CREATE INDEX "order_refunds_order_idx" ON "order_refunds" USING btree ("order_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_documents_one_invoice_per_order" ON "tax_documents" USING btree ("order_id") WHERE "tax_documents"."kind" = 'invoice';--> statement-breakpoint
CREATE INDEX "tax_documents_order_idx" ON "tax_documents" USING btree ("order_id","kind");--> statement-breakpoint
-- Hand-added: refunds made before the ledger (whole payments, by the Refunded/Cancelled moves or
-- the stray-payment refund) become ledger rows, so that every payment's refunded amount is the sum
-- of its refunds. A whole-order credit note already issued is linked to its order's refund, and
-- that order's lines count as refunded in full.
INSERT INTO "order_refunds" ("order_id", "amount", "shipping", "reason", "request_key", "credit_note_id", "create_date")
SELECT p."order_id", p."captured_amount", 0, left(coalesce(nullif(p."failure", ''), 'Refunded in full.'), 1000), 'payment-' || p."id",
       (SELECT d."id" FROM "tax_documents" d WHERE d."order_id" = p."order_id" AND d."kind" = 'credit_note'
         AND NOT EXISTS (SELECT 1 FROM "order_payments" q WHERE q."order_id" = p."order_id" AND q."status" = 'refunded' AND q."id" < p."id")),
       p."update_date"
  FROM "order_payments" p
 WHERE p."status" = 'refunded' AND p."captured_amount" > 0;--> statement-breakpoint
INSERT INTO "order_refund_payments" ("refund_id", "order_payment_id", "amount", "provider_refund_id")
SELECT r."id", p."id", p."captured_amount", coalesce(p."provider_refund_id", 'unknown')
  FROM "order_payments" p JOIN "order_refunds" r ON r."request_key" = 'payment-' || p."id" AND r."order_id" = p."order_id"
 WHERE p."status" = 'refunded' AND p."captured_amount" > 0;--> statement-breakpoint
UPDATE "order_payments" SET "refunded_amount" = "captured_amount" WHERE "status" = 'refunded' AND "captured_amount" > 0;--> statement-breakpoint
INSERT INTO "order_refund_lines" ("refund_id", "order_line_id", "amount")
SELECT r."id", l."id", l."amount"
  FROM "order_refunds" r JOIN "order_lines" l ON l."order_id" = r."order_id"
 WHERE r."credit_note_id" IS NOT NULL AND l."amount" > 0;--> statement-breakpoint
UPDATE "order_lines" l SET "refunded_amount" = l."amount"
 WHERE EXISTS (SELECT 1 FROM "order_refund_lines" x WHERE x."order_line_id" = l."id");--> statement-breakpoint
UPDATE "order_refunds" r SET "shipping" = greatest(0, least(r."amount", r."amount" - coalesce(
         (SELECT sum(x."amount") FROM "order_refund_lines" x WHERE x."refund_id" = r."id"), 0)));--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_refunded_within_amount" CHECK ("order_lines"."refunded_amount" between 0 and "order_lines"."amount");--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_refunded_within_captured" CHECK ("order_payments"."refunded_amount" = 0 or ("order_payments"."refunded_amount" > 0 and "order_payments"."refunded_amount" <= "order_payments"."captured_amount"));--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_refunded_when_all_given_back" CHECK (("order_payments"."status" = 'refunded') = ("order_payments"."refunded_amount" > 0 and "order_payments"."refunded_amount" = "order_payments"."captured_amount"));--> statement-breakpoint
-- Hand-added: the ledger keeps the running totals. A refund's part from a payment adds to the
-- payment's refunded amount (and marks it refunded when nothing is left); a line's part adds to
-- the line's. The checks above cap both, and the UPDATE waits for the row's lock and adds to the
-- latest committed figure, so two refunds racing can never both pass the cap.
CREATE FUNCTION order_refund_payments_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "order_payments" p
     SET "refunded_amount" = p."refunded_amount" + NEW."amount",
         "status" = CASE WHEN p."refunded_amount" + NEW."amount" = p."captured_amount" THEN 'refunded' ELSE p."status" END,
         "provider_refund_id" = NEW."provider_refund_id",
         "update_date" = now()
   WHERE p."id" = NEW."order_payment_id" AND p."status" = 'captured'
     AND p."order_id" = (SELECT r."order_id" FROM "order_refunds" r WHERE r."id" = NEW."refund_id");
  IF NOT FOUND THEN
    RAISE EXCEPTION 'Only a captured payment of the refunded order can give money back.' USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER order_refund_payments_apply AFTER INSERT ON "order_refund_payments"
  FOR EACH ROW EXECUTE FUNCTION order_refund_payments_apply();--> statement-breakpoint
CREATE FUNCTION order_refund_lines_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "order_lines" l
     SET "refunded_amount" = l."refunded_amount" + NEW."amount"
   WHERE l."id" = NEW."order_line_id"
     AND l."order_id" = (SELECT r."order_id" FROM "order_refunds" r WHERE r."id" = NEW."refund_id");
  IF NOT FOUND THEN
    RAISE EXCEPTION 'A refund can only give back lines of its own order.' USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER order_refund_lines_apply AFTER INSERT ON "order_refund_lines"
  FOR EACH ROW EXECUTE FUNCTION order_refund_lines_apply();--> statement-breakpoint
-- Hand-added: the ledger is never rewritten; a mistake is put right by what happens next, not by
-- editing what was given back.
CREATE FUNCTION order_refunds_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'A refund, once made, cannot be changed or deleted.' USING ERRCODE = 'restrict_violation';
END;
$$;--> statement-breakpoint
CREATE TRIGGER order_refunds_immutable BEFORE UPDATE OR DELETE ON "order_refunds"
  FOR EACH ROW EXECUTE FUNCTION order_refunds_immutable();--> statement-breakpoint
CREATE TRIGGER order_refund_payments_immutable BEFORE UPDATE OR DELETE ON "order_refund_payments"
  FOR EACH ROW EXECUTE FUNCTION order_refunds_immutable();--> statement-breakpoint
CREATE TRIGGER order_refund_lines_immutable BEFORE UPDATE OR DELETE ON "order_refund_lines"
  FOR EACH ROW EXECUTE FUNCTION order_refunds_immutable();
