DROP INDEX "store_credit_entries_given_back_once";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "store_credit_given_back" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "store_credit_entries" ADD COLUMN "refund_id" integer;--> statement-breakpoint
ALTER TABLE "store_credit_entries" ADD CONSTRAINT "store_credit_entries_refund_id_order_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."order_refunds"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "store_credit_entries_given_back_idx" ON "store_credit_entries" USING btree ("order_id") WHERE "store_credit_entries"."kind" = 'given-back';--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_store_credit_given_back_range" CHECK ("orders"."store_credit_given_back" >= 0 and "orders"."store_credit_given_back" <= "orders"."store_credit");--> statement-breakpoint
-- Hand-added: what each order has had back so far (before this, at most one give-back per order).
UPDATE "orders" o SET "store_credit_given_back" = g.amount
  FROM (SELECT order_id, sum(amount) AS amount FROM store_credit_entries WHERE kind = 'given-back' GROUP BY order_id) g
 WHERE g.order_id = o.id;--> statement-breakpoint
-- Hand-added: a give-back may now be a part of the order's spend (a partial refund's credit
-- share), so it mirrors the spend's customer and currency, not its amount; and it adds itself to
-- orders.store_credit_given_back, whose check refuses a sum above what the order spent. The
-- update takes the order's row lock: two give-backs for one order, from any instance or
-- connection, run one after the other and the second is judged on the first's sum.
CREATE OR REPLACE FUNCTION store_credit_entries_move_balance() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.kind = 'given-back' THEN
    IF NOT EXISTS (
      SELECT 1 FROM store_credit_entries s
       WHERE s.order_id = NEW.order_id AND s.kind = 'spent' AND s.user_id = NEW.user_id
         AND s.currency = NEW.currency
    ) THEN
      RAISE EXCEPTION 'Store credit is given back only to the customer, and in the currency, the order spent it in.'
        USING ERRCODE = 'check_violation', CONSTRAINT = 'store_credit_entries_give_back_mirrors_spend';
    END IF;
    IF NEW.refund_id IS NOT NULL AND NOT EXISTS (
      SELECT 1 FROM order_refunds r WHERE r.id = NEW.refund_id AND r.order_id = NEW.order_id
    ) THEN
      RAISE EXCEPTION 'A give-back''s refund must be one of its order''s.'
        USING ERRCODE = 'check_violation', CONSTRAINT = 'store_credit_entries_refund_of_order';
    END IF;
    UPDATE orders SET store_credit_given_back = store_credit_given_back + NEW.amount WHERE id = NEW.order_id;
  ELSIF NEW.refund_id IS NOT NULL THEN
    RAISE EXCEPTION 'Only a give-back belongs to a refund.'
      USING ERRCODE = 'check_violation', CONSTRAINT = 'store_credit_entries_refund_of_order';
  END IF;
  -- The row first (a new one at zero: a check on an upsert's proposed row would refuse any
  -- spend), then the update, whose new balance the check judges.
  INSERT INTO store_credit_balances (user_id, currency, balance) VALUES (NEW.user_id, NEW.currency, 0)
  ON CONFLICT (user_id, currency) DO NOTHING;
  UPDATE store_credit_balances SET balance = balance + NEW.amount, update_date = now()
   WHERE user_id = NEW.user_id AND currency = NEW.currency;
  RETURN NEW;
END;
$$;
