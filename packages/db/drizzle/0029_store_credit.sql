CREATE TABLE "store_credit_balances" (
	"user_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"balance" bigint NOT NULL,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_credit_balances_user_id_currency_pk" PRIMARY KEY("user_id","currency"),
	CONSTRAINT "store_credit_balances_not_negative" CHECK ("store_credit_balances"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "store_credit_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "store_credit_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"kind" text NOT NULL,
	"reason" text NOT NULL,
	"order_id" integer,
	"actor_id" uuid,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_credit_entries_kind_valid" CHECK ("store_credit_entries"."kind" in ('issued-by-staff', 'exchange', 'spent', 'given-back', 'expired')),
	CONSTRAINT "store_credit_entries_currency_valid" CHECK ("store_credit_entries"."currency" in ('INR', 'USD')),
	CONSTRAINT "store_credit_entries_sign" CHECK (("store_credit_entries"."kind" in ('issued-by-staff', 'exchange', 'given-back') and "store_credit_entries"."amount" > 0)
          or ("store_credit_entries"."kind" in ('spent', 'expired') and "store_credit_entries"."amount" < 0)),
	CONSTRAINT "store_credit_entries_order" CHECK ("store_credit_entries"."kind" not in ('spent', 'given-back') or "store_credit_entries"."order_id" is not null),
	CONSTRAINT "store_credit_entries_reason_length" CHECK (char_length("store_credit_entries"."reason") between 1 and 500)
);
--> statement-breakpoint
CREATE TABLE "store_credit_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"issue_max_inr" bigint DEFAULT 50000000 NOT NULL,
	"issue_max_usd" bigint DEFAULT 600000 NOT NULL,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_credit_settings_single_row" CHECK ("store_credit_settings"."id" = 1),
	CONSTRAINT "store_credit_settings_issue_max_positive" CHECK ("store_credit_settings"."issue_max_inr" > 0 and "store_credit_settings"."issue_max_usd" > 0)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "store_credit" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "store_credit_balances" ADD CONSTRAINT "store_credit_balances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_credit_entries" ADD CONSTRAINT "store_credit_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_credit_entries" ADD CONSTRAINT "store_credit_entries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_credit_entries" ADD CONSTRAINT "store_credit_entries_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "store_credit_entries_spent_once" ON "store_credit_entries" USING btree ("order_id") WHERE "store_credit_entries"."kind" = 'spent';--> statement-breakpoint
CREATE UNIQUE INDEX "store_credit_entries_given_back_once" ON "store_credit_entries" USING btree ("order_id") WHERE "store_credit_entries"."kind" = 'given-back';--> statement-breakpoint
CREATE INDEX "store_credit_entries_user_idx" ON "store_credit_entries" USING btree ("user_id","create_date");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_store_credit_range" CHECK ("orders"."store_credit" >= 0 and "orders"."store_credit" <= "orders"."total");--> statement-breakpoint
-- Hand-added: the one settings row, with the defaults (₹5,00,000 and $6,000 per grant).
INSERT INTO "store_credit_settings" ("id") VALUES (1) ON CONFLICT DO NOTHING;--> statement-breakpoint
-- Hand-added: the ledger is history; a mistake is corrected by another entry, never by an edit.
CREATE FUNCTION store_credit_entries_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'A store credit entry cannot be changed or deleted; write another entry instead.'
    USING ERRCODE = 'restrict_violation';
END;
$$;--> statement-breakpoint
CREATE TRIGGER store_credit_entries_immutable BEFORE UPDATE OR DELETE ON "store_credit_entries"
  FOR EACH ROW EXECUTE FUNCTION store_credit_entries_immutable();--> statement-breakpoint
-- Hand-added: every entry moves its balance in the statement that writes it. The update takes
-- the balance row's lock (concurrent spends of one balance wait and then see the new figure)
-- and the balance's check refuses an entry that would take it below zero, rolling back both.
-- A give-back must mirror the order's spend: same customer, same currency, the same amount.
CREATE FUNCTION store_credit_entries_move_balance() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.kind = 'given-back' AND NOT EXISTS (
    SELECT 1 FROM store_credit_entries s
     WHERE s.order_id = NEW.order_id AND s.kind = 'spent' AND s.user_id = NEW.user_id
       AND s.currency = NEW.currency AND s.amount = -NEW.amount
  ) THEN
    RAISE EXCEPTION 'Store credit is given back only as the order spent it.'
      USING ERRCODE = 'check_violation', CONSTRAINT = 'store_credit_entries_give_back_mirrors_spend';
  END IF;
  -- The row first (a new one at zero: a check on an upsert's proposed row would refuse any
  -- spend), then the update, whose new balance the check judges.
  INSERT INTO store_credit_balances (user_id, currency, balance) VALUES (NEW.user_id, NEW.currency, 0)
  ON CONFLICT (user_id, currency) DO NOTHING;
  UPDATE store_credit_balances SET balance = balance + NEW.amount, update_date = now()
   WHERE user_id = NEW.user_id AND currency = NEW.currency;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER store_credit_entries_move_balance BEFORE INSERT ON "store_credit_entries"
  FOR EACH ROW EXECUTE FUNCTION store_credit_entries_move_balance();
