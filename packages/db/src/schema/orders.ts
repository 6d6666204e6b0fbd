import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { orderStates } from '@facet/contracts/order-states';
import { paymentProviders } from '@facet/contracts/orders';
import { discountCoupons } from './coupons.ts';
import { metals } from './metals.ts';
import { productVariants } from './products.ts';
import { stones } from './stones.ts';
import { users } from './users.ts';
import { oneOf } from '../sql-helpers.ts';

// The states and providers are the contracts' lists; the checks below spell them for the database.

/**
 * An order: what a customer bought from their bag, as it was when they placed it — the lines
 * (order_lines), the coupon, shipping, tax, total, currency and delivery address are a snapshot
 * that later price or catalogue changes never touch. Money in minor units of `currency`.
 * `idempotency_key` is the checkout attempt's: a repeat of the same placement answers this order.
 * While `PendingPayment`, its stones are on hold (stones.state 'on_hold') until `hold_until`;
 * a job cancels it after that and releases them. `number` is what shoppers and staff quote.
 */
export const orders = pgTable(
  'orders',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    number: text()
      .notNull()
      .unique()
      .generatedAlwaysAs(sql`'FCT-' || lpad(id::text, 6, '0')`),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    state: text({ enum: orderStates }).notNull().default('PendingPayment'),
    provider: text({ enum: paymentProviders }).notNull(),
    currency: text({ enum: ['INR', 'USD'] }).notNull(),
    delivery: text({ enum: ['india', 'export'] }).notNull(),
    email: text().notNull(),
    address: jsonb().notNull(),
    subtotal: bigint({ mode: 'number' }).notNull(),
    itemDiscount: bigint({ mode: 'number' }).notNull(),
    couponDiscount: bigint({ mode: 'number' }).notNull(),
    shipping: bigint({ mode: 'number' }).notNull(),
    /** The GST share included in the total (India); 0 for an export. */
    tax: bigint({ mode: 'number' }).notNull(),
    /** The GST share taken off an export's goods; 0 within India. */
    taxRemoved: bigint({ mode: 'number' }).notNull(),
    /** The GST rate every line shares, basis points; null when its lines' classes differ (decision 023). */
    taxRate: integer(),
    total: bigint({ mode: 'number' }).notNull(),
    /** The part of `total` paid with the customer's store credit, taken when placed (decision 031); the rest is the provider's. */
    storeCredit: bigint({ mode: 'number' }).notNull().default(0),
    /**
     * How much of `store_credit` has gone back to the ledger so far (partial refunds' credit
     * share, then the rest when the order is undone), kept by the ledger's trigger; its check
     * is what stops the give-backs adding up to more than the order spent (decision 031).
     */
    storeCreditGivenBack: bigint({ mode: 'number' }).notNull().default(0),
    /** INR per USD × 10,000 when the order was placed: its documents' rupees are reckoned at it. */
    conversion: integer().notNull(),
    /** The GST inside `shipping` (taxed as part of the goods, at the principal line's class). */
    shippingTax: bigint({ mode: 'number' }).notNull().default(0),
    shippingTaxRate: integer().notNull().default(0),
    shippingHsn: text(),
    /**
     * Gifts (decision 042): the message printed on the gift card packed with the order (never on
     * the tax invoice), and the gift wrap charged — minor units of the order's currency, as
     * charged (an export's without its GST), taxed like shipping at the principal line's rate.
     */
    giftMessage: text(),
    giftWrapped: boolean().notNull().default(false),
    giftWrap: bigint({ mode: 'number' }).notNull().default(0),
    giftWrapTax: bigint({ mode: 'number' }).notNull().default(0),
    /** A business buyer's GSTIN (the invoice is then B2B) and the name it is registered to. */
    buyerGstin: text(),
    buyerBusinessName: text(),
    /** The buyer's PAN, given when an order in India is above the PAN threshold; or a Form 60 declaration. */
    pan: text(),
    form60: boolean().notNull().default(false),
    discountCouponId: integer().references(() => discountCoupons.id, { onDelete: 'restrict' }),
    couponCode: text(),
    couponPercent: integer(),
    idempotencyKey: text().notNull(),
    holdUntil: timestamp({ withTimezone: true }).notNull(),
    trackingNumber: text(),
    paidAt: timestamp({ withTimezone: true }),
    createDate: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updateDate: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('orders_state_valid', oneOf(t.state, orderStates)),
    check('orders_provider_valid', oneOf(t.provider, paymentProviders)),
    check('orders_currency_valid', sql`${t.currency} in ('INR', 'USD')`),
    check('orders_delivery_valid', sql`${t.delivery} in ('india', 'export')`),
    check(
      'orders_figures_non_negative',
      sql`${t.subtotal} >= 0 and ${t.itemDiscount} >= 0 and ${t.couponDiscount} >= 0 and ${t.shipping} >= 0
          and ${t.tax} >= 0 and ${t.taxRemoved} >= 0 and ${t.total} > 0`,
    ),
    check(
      'orders_export_untaxed',
      sql`${t.delivery} = 'india' or (${t.tax} = 0 and ${t.shippingTax} = 0 and ${t.giftWrapTax} = 0)`,
    ),
    check('orders_store_credit_range', sql`${t.storeCredit} >= 0 and ${t.storeCredit} <= ${t.total}`),
    check(
      'orders_store_credit_given_back_range',
      sql`${t.storeCreditGivenBack} >= 0 and ${t.storeCreditGivenBack} <= ${t.storeCredit}`,
    ),
    check('orders_conversion_positive', sql`${t.conversion} > 0`),
    check('orders_shipping_tax_range', sql`${t.shippingTax} >= 0 and ${t.shippingTax} <= ${t.shipping}`),
    check('orders_gift_wrap_only_wrapped', sql`${t.giftWrapped} or ${t.giftWrap} = 0`),
    check('orders_gift_wrap_tax_range', sql`${t.giftWrapTax} >= 0 and ${t.giftWrapTax} <= ${t.giftWrap}`),
    check(
      'orders_gift_message_length',
      sql`${t.giftMessage} is null or char_length(${t.giftMessage}) between 1 and 300`,
    ),
    check('orders_pan_shape', sql`${t.pan} is null or ${t.pan} ~ '^[A-Z]{5}[0-9]{4}[A-Z]$'`),
    check('orders_pan_or_form60', sql`not (${t.pan} is not null and ${t.form60})`),
    check('orders_buyer_gstin_shape', sql`${t.buyerGstin} is null or ${t.buyerGstin} ~ '^[0-9]{2}[A-Z0-9]{13}$'`),
    check('orders_idempotency_key_length', sql`char_length(${t.idempotencyKey}) between 8 and 100`),
    check('orders_shipped_tracked', sql`${t.state} not in ('Shipped', 'Delivered') or ${t.trackingNumber} is not null`),
    uniqueIndex('orders_idempotency_unique').on(t.userId, t.idempotencyKey),
    index('orders_user_idx').on(t.userId, t.createDate),
    index('orders_state_idx').on(t.state, t.createDate),
    index('orders_create_date_idx').on(t.createDate),
    index('orders_pending_hold_idx')
      .on(t.holdUntil)
      .where(sql`${t.state} = 'PendingPayment'`),
  ],
);

/**
 * An order's lines as they were bought: a piece (variant, ring size, engraving, quantity) or a
 * stone (always one). A ring-builder pair is two lines sharing `pair_id`. Names, SKU, the metal
 * or grading line and every price are copied, so the order reads the same whatever happens to
 * the catalogue; the variant and stone are kept too (a stone in an order cannot be deleted).
 */
export const orderLines = pgTable(
  'order_lines',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    productVariantId: integer().references(() => productVariants.id, { onDelete: 'restrict' }),
    stoneId: integer().references(() => stones.id, { onDelete: 'restrict' }),
    pairId: uuid(),
    sku: text().notNull(),
    name: text().notNull(),
    /** The metal of a piece, the grades of a stone. */
    details: text().notNull(),
    ringSize: text(),
    engraving: text(),
    quantity: integer().notNull(),
    /** What one unit cost after item discounts; `listPrice` before them. */
    unitPrice: bigint({ mode: 'number' }).notNull(),
    listPrice: bigint({ mode: 'number' }).notNull(),
    lineTotal: bigint({ mode: 'number' }).notNull(),
    pictureUrl: text(),
    /** The line's tax class when bought (decision 023): its key, HSN code and rate in basis points. */
    taxClass: text().notNull(),
    hsn: text().notNull(),
    taxRate: integer().notNull(),
    /** What the buyer paid for the line: `line_total` less its share of the coupon; GST included. */
    amount: bigint({ mode: 'number' }).notNull(),
    /** The GST inside `amount` (0 for an export). */
    tax: bigint({ mode: 'number' }).notNull(),
    /**
     * What has been refunded of `amount` so far: kept by the trigger on order_refund_lines
     * (migration order_refunds), never written by code; the check caps it at `amount`.
     */
    refundedAmount: bigint({ mode: 'number' }).notNull().default(0),
    /**
     * What the line's documents print about the thing, fixed at placement (decision 024): metal
     * and fineness, weights, making charge, stones' papers — contracts' `orderLineFacts`. Null
     * for lines placed before.
     */
    facts: jsonb(),
    /*
     * What the line's buyback and exchange values are reckoned from (decision 030), fixed at
     * placement: a piece's metal (today's rate is read through it), its fineness and net metal
     * weight; the kind of its stones, or of the loose stone; and what the buyer paid, in paise
     * of rupees for one unit, for those stones (a loose stone: all of it). Lines placed before
     * were filled from their variant or stone where it could be told; null where it could not.
     */
    metalId: integer().references(() => metals.id, { onDelete: 'set null' }),
    metalFineness: integer(),
    netMetalMg: integer(),
    stoneKind: text({ enum: ['natural', 'lab-grown', 'moissanite'] }),
    stonesPaid: bigint({ mode: 'number' }),
  },
  (t) => [
    check('order_lines_metal_fineness_range', sql`${t.metalFineness} between 1 and 1000`),
    check('order_lines_net_metal_positive', sql`${t.netMetalMg} > 0`),
    check('order_lines_stone_kind_valid', sql`${t.stoneKind} in ('natural', 'lab-grown', 'moissanite')`),
    check('order_lines_stones_paid_non_negative', sql`${t.stonesPaid} >= 0`),
    check('order_lines_one_thing', sql`num_nonnulls(${t.productVariantId}, ${t.stoneId}) = 1`),
    check('order_lines_quantity_range', sql`${t.quantity} between 1 and 10`),
    check('order_lines_figures', sql`${t.unitPrice} >= 0 and ${t.listPrice} >= ${t.unitPrice} and ${t.lineTotal} >= 0`),
    check(
      'order_lines_tax_figures',
      sql`${t.amount} between 0 and ${t.lineTotal} and ${t.tax} between 0 and ${t.amount}`,
    ),
    check('order_lines_refunded_within_amount', sql`${t.refundedAmount} between 0 and ${t.amount}`),
    check('order_lines_tax_rate_range', sql`${t.taxRate} between 0 and 2800`),
    uniqueIndex('order_lines_position_unique').on(t.orderId, t.position),
    index('order_lines_stone_idx')
      .on(t.stoneId)
      .where(sql`${t.stoneId} is not null`),
    index('order_lines_variant_idx')
      .on(t.productVariantId)
      .where(sql`${t.productVariantId} is not null`),
    index('order_lines_sku_idx').on(sql`lower(${t.sku})`),
  ],
);

/**
 * The HUID (hallmark unique ID) of each hallmarked piece of a line, recorded when the order
 * ships: one row per physical piece (`piece` 1…quantity), since a line of two rings is two
 * hallmarked pieces with a code each (decision 025). A code is six capitals or digits and
 * belongs to one piece in the whole shop. That `piece` is within the line's quantity and the
 * line is a piece, not a loose stone, is the trigger order_line_huids_fit_line's (migration
 * 0021): a check cannot read the line.
 */
export const orderLineHuids = pgTable(
  'order_line_huids',
  {
    orderLineId: integer()
      .notNull()
      .references(() => orderLines.id, { onDelete: 'cascade' }),
    piece: integer().notNull(),
    huid: text().notNull(),
    createDate: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.orderLineId, t.piece] }),
    check('order_line_huids_piece_range', sql`${t.piece} between 1 and 10`),
    check('order_line_huids_huid_shape', sql`${t.huid} ~ '^[A-Z0-9]{6}$'`),
    uniqueIndex('order_line_huids_huid_unique').on(sql`upper(${t.huid})`),
  ],
);

/**
 * Every move of an order from one state to another: who made it (the payment, staff, a job),
 * when, with a note and the tracking number when it shipped. The first row is the placement.
 */
export const orderEvents = pgTable(
  'order_events',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromState: text({ enum: orderStates }),
    toState: text({ enum: orderStates }).notNull(),
    mover: text({ enum: ['customer', 'payment', 'staff', 'job'] }).notNull(),
    actorId: uuid().references(() => users.id, { onDelete: 'set null' }),
    note: text().notNull().default(''),
    trackingNumber: text(),
    createDate: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('order_events_note_length', sql`char_length(${t.note}) <= 1000`),
    check('order_events_mover_valid', sql`${t.mover} in ('customer', 'payment', 'staff', 'job')`),
    index('order_events_order_idx').on(t.orderId, t.id),
  ],
);

/**
 * One payment started with a provider for an order: the provider's order id (Razorpay order,
 * PayPal order, test payment) and, once the money is taken, the payment or capture id and what
 * was captured. `creating` is claimed before the provider is called, so two requests never
 * start two payments for one order with one provider; an order paid twice (two providers, a
 * late payment after cancellation) has its extra payment refunded, recorded here.
 */
export const orderPayments = pgTable(
  'order_payments',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: text({ enum: paymentProviders }).notNull(),
    status: text({ enum: ['creating', 'created', 'captured', 'failed', 'refunded'] })
      .notNull()
      .default('creating'),
    amount: bigint({ mode: 'number' }).notNull(),
    currency: text({ enum: ['INR', 'USD'] }).notNull(),
    providerOrderId: text(),
    /** What the browser needs to open the provider's checkout for this payment (no secrets). */
    checkout: jsonb(),
    providerPaymentId: text(),
    providerRefundId: text(),
    capturedAmount: bigint({ mode: 'number' }),
    /**
     * What has been given back of `captured_amount`: kept by the trigger on order_refund_payments
     * (the refund ledger), which also marks the payment `refunded` when nothing is left (decision 032).
     */
    refundedAmount: bigint({ mode: 'number' }).notNull().default(0),
    failure: text(),
    createDate: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updateDate: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('order_payments_status_valid', sql`${t.status} in ('creating', 'created', 'captured', 'failed', 'refunded')`),
    check(
      'order_payments_created_has_id',
      sql`${t.status} in ('creating', 'failed') or ${t.providerOrderId} is not null`,
    ),
    check(
      'order_payments_captured_has_id',
      sql`${t.status} not in ('captured', 'refunded') or ${t.providerPaymentId} is not null`,
    ),
    check(
      'order_payments_refunded_within_captured',
      sql`${t.refundedAmount} = 0 or (${t.refundedAmount} > 0 and ${t.refundedAmount} <= ${t.capturedAmount})`,
    ),
    check(
      'order_payments_refunded_when_all_given_back',
      sql`(${t.status} = 'refunded') = (${t.refundedAmount} > 0 and ${t.refundedAmount} = ${t.capturedAmount})`,
    ),
    uniqueIndex('order_payments_provider_order_unique')
      .on(t.provider, t.providerOrderId)
      .where(sql`${t.providerOrderId} is not null`),
    uniqueIndex('order_payments_one_open')
      .on(t.orderId, t.provider)
      .where(sql`${t.status} in ('creating', 'created')`),
    index('order_payments_order_idx').on(t.orderId),
  ],
);

/** Provider webhooks already handled, by the provider's event id: a replay changes nothing. */
export const paymentWebhookEvents = pgTable(
  'payment_webhook_events',
  {
    provider: text({ enum: paymentProviders }).notNull(),
    eventId: text().notNull(),
    kind: text().notNull(),
    receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('payment_webhook_events_provider_valid', sql`${t.provider} in ('test-payment', 'razorpay', 'paypal')`),
    uniqueIndex('payment_webhook_events_unique').on(t.provider, t.eventId),
  ],
);
