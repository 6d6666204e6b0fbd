import { DEFAULT_HUID_MIN_WEIGHT_MG, needsHuid } from '@facet/contracts/hallmark';
import { fromBasisPoints, fromMinor } from '@facet/contracts/money';
import { isPaidState, nextStates, type OrderState } from '@facet/contracts/order-states';
import type { OrderAddress, OrderDetail, OrderEvent, OrderPayment, PaymentProvider } from '@facet/contracts/orders';
import type { Actor } from '@facet/contracts/permissions';
import { maskGstin, maskPan } from '@facet/contracts/tax-ids';
import { type Database, queryRows } from '@facet/db/client';
import { sql } from 'drizzle-orm';
import { AppError } from '../../lib/app-error.ts';
import { type ShipmentRow, shipmentsJson, toShipmentRecord } from '../shipments/shipment-reads.service.ts';
import { type OrderAfterSale, orderAfterSale } from '../after-sale-policy/after-sale-values.service.ts';

/*
 * Reading one order with its lines, history and payments (the customer's own, or any for staff),
 * in one statement, the parts as JSON. Pages of orders: order-list.service.ts.
 */

export const NO_SUCH_ORDER = 'There is no such order.';

/** Whose orders a read may see: the customer's own, or (staff of the Orders area) everyone's. */
export type OrderScope = 'own' | 'all';

interface OrderRow {
  id: number;
  number: string;
  state: OrderState;
  provider: PaymentProvider;
  currency: 'INR' | 'USD';
  delivery: 'india' | 'export';
  user_id: string;
  customer_name: string;
  email: string;
  address: OrderAddress;
  subtotal: number;
  item_discount: number;
  coupon_discount: number;
  shipping: number;
  tax: number;
  tax_removed: number;
  tax_rate: number | null;
  total: number;
  store_credit: number;
  store_credit_given_back: number;
  coupon_code: string | null;
  coupon_percent: number | null;
  hold_until: string;
  hold_running: boolean;
  tracking_number: string | null;
  paid_at: string | null;
  create_date: string;
  pan: string | null;
  form60: boolean;
  buyer_gstin: string | null;
  buyer_business_name: string | null;
  /** The weight (mg) below which a piece needs no HUID: the pricing parameter. */
  huid_min_weight: number | null;
  lines: {
    id: number;
    stone_id: number | null;
    pair_id: string | null;
    sku: string;
    name: string;
    details: string;
    ring_size: string | null;
    engraving: string | null;
    quantity: number;
    unit_price: number;
    list_price: number;
    line_total: number;
    picture_url: string | null;
    stone_shape: string | null;
    metal: string | null;
    weight: number | null;
    huid_exempt_reason: string | null;
    huids: string[];
    amount: number;
    refunded_amount: number;
    basis_metal: string | null;
    metal_fineness: number | null;
    net_metal_mg: number | null;
    stone_kind: 'natural' | 'lab-grown' | 'moissanite' | null;
    stones_paid: number | null;
  }[];
  events: {
    from_state: OrderState | null;
    to_state: OrderState;
    mover: OrderEvent['mover'];
    note: string;
    tracking_number: string | null;
    create_date: string;
  }[];
  payments: {
    provider: PaymentProvider;
    status: OrderPayment['status'];
    amount: number;
    currency: 'INR' | 'USD';
    provider_order_id: string | null;
    provider_payment_id: string | null;
    provider_refund_id: string | null;
    captured_amount: number | null;
    refunded_amount: number;
    failure: string | null;
    create_date: string;
  }[];
  refunds: {
    id: number;
    amount: number;
    shipping: number;
    reason: string;
    create_date: string;
    credit_note_id: number | null;
    credit_note_number: string | null;
    store_credit: number;
    lines: { lineId: number; amount: number }[];
  }[];
  documents: { id: number; kind: 'invoice' | 'credit_note'; number: string; issued_at: string }[];
  shipments: ShipmentRow[];
}

const iso = (value: string | Date) => new Date(value).toISOString();

/** One order: the customer's own (`own`; another's is "no such order"), or any (`all`, staff). */
export async function getOrderDetail(
  db: Database,
  input: { id: number },
  actor: Actor,
  scope: OrderScope,
): Promise<OrderDetail> {
  const [row] = await queryRows<OrderRow>(
    db,
    sql`select o.id, o.number, o.state, o.provider, o.currency, o.delivery, o.user_id,
               trim(u.first_name || ' ' || u.last_name) as customer_name, o.email, o.address,
               o.subtotal::float8 as subtotal, o.item_discount::float8 as item_discount,
               o.coupon_discount::float8 as coupon_discount, o.shipping::float8 as shipping, o.tax::float8 as tax,
               o.tax_removed::float8 as tax_removed, o.tax_rate, o.total::float8 as total, o.coupon_code,
               o.store_credit::float8 as store_credit, o.store_credit_given_back::float8 as store_credit_given_back,
               o.coupon_percent, o.hold_until, o.hold_until > now() as hold_running, o.tracking_number, o.paid_at,
               o.create_date, o.pan, o.form60, o.buyer_gstin, o.buyer_business_name,
               (select huid_min_weight from pricing_parameters where id = 1) as huid_min_weight,
               (select coalesce(json_agg(l order by l.position), '[]') from (
                  select ol.id, ol.position, ol.stone_id, ol.pair_id, ol.sku, ol.name, ol.details, ol.ring_size,
                         ol.engraving, ol.quantity, ol.unit_price::float8 as unit_price,
                         ol.list_price::float8 as list_price, ol.line_total::float8 as line_total, ol.picture_url,
                         ss.name as stone_shape, m.name as metal, v.weight, p.huid_exempt_reason,
                         bm.name as basis_metal, ol.metal_fineness, ol.net_metal_mg, ol.stone_kind,
                         ol.stones_paid::float8 as stones_paid,
                         (select coalesce(json_agg(h.huid order by h.piece), '[]')
                            from order_line_huids h where h.order_line_id = ol.id) as huids,
                         ol.amount::float8 as amount, ol.refunded_amount::float8 as refunded_amount
                    from order_lines ol
                    left join stones s on s.id = ol.stone_id
                    left join stone_shapes ss on ss.id = s.stone_shape_id
                    left join product_variants v on v.id = ol.product_variant_id
                    left join metals m on m.id = v.metal_id
                    left join products p on p.id = v.product_id
                    left join metals bm on bm.id = ol.metal_id
                   where ol.order_id = o.id) l) as lines,
               (select coalesce(json_agg(e order by e.id), '[]') from (
                  select id, from_state, to_state, mover, note, tracking_number, create_date
                    from order_events where order_id = o.id) e) as events,
               (select coalesce(json_agg(p order by p.id), '[]') from (
                  select id, provider, status, amount::float8 as amount, currency, provider_order_id,
                         provider_payment_id, provider_refund_id, captured_amount::float8 as captured_amount,
                         refunded_amount::float8 as refunded_amount, failure, create_date
                    from order_payments where order_id = o.id) p) as payments,
               (select coalesce(json_agg(r order by r.id), '[]') from (
                  select r.id, r.amount::float8 as amount, r.shipping::float8 as shipping, r.reason, r.create_date,
                         r.credit_note_id, d.number as credit_note_number,
                         (select coalesce(sum(e.amount), 0)::float8 from store_credit_entries e
                           where e.refund_id = r.id) as store_credit,
                         (select coalesce(json_agg(json_build_object('lineId', x.order_line_id,
                                                                     'amount', x.amount::float8)), '[]')
                            from order_refund_lines x where x.refund_id = r.id) as lines
                    from order_refunds r left join tax_documents d on d.id = r.credit_note_id
                   where r.order_id = o.id) r) as refunds,
               (select coalesce(json_agg(d order by d.id), '[]') from (
                  select id, kind, number, issued_at from tax_documents where order_id = o.id) d) as documents,
               ${shipmentsJson} as shipments
          from orders o join users u on u.id = o.user_id
         where o.id = ${input.id}`,
  );
  if (!row || (scope === 'own' && row.user_id !== actor.userId)) throw new AppError('not-found', NO_SUCH_ORDER);
  const delivered = row.events.findLast((event) => event.to_state === 'Delivered');
  const afterSale = await orderAfterSale(db, {
    state: row.state,
    currency: row.currency,
    deliveredAt: delivered ? iso(delivered.create_date) : null,
    lines: row.lines.map((line) => ({
      id: line.id,
      kind: line.stone_id === null ? 'product' : 'stone',
      quantity: line.quantity,
      basisMetal: line.basis_metal,
      metalFineness: line.metal_fineness,
      netMetalMg: line.net_metal_mg,
      stoneKind: line.stone_kind,
      stonesPaid: line.stones_paid,
    })),
  });
  return orderDetailOf(row, scope, actor, afterSale);
}

function orderDetailOf(row: OrderRow, scope: OrderScope, actor: Actor, afterSale: OrderAfterSale): OrderDetail {
  const pending = row.state === 'PendingPayment';
  return {
    id: row.id,
    number: row.number,
    state: row.state,
    provider: row.provider,
    isTestPayment: row.provider === 'test-payment',
    currency: row.currency,
    delivery: row.delivery,
    customer: { id: row.user_id, name: row.customer_name, email: row.email },
    address: row.address,
    lines: row.lines.map((line) => ({
      id: line.id,
      kind: line.stone_id === null ? 'product' : 'stone',
      pairId: line.pair_id,
      sku: line.sku,
      name: line.name,
      details: line.details,
      ringSize: line.ring_size,
      engraving: line.engraving,
      quantity: line.quantity,
      unitPrice: fromMinor(line.unit_price),
      listPrice: fromMinor(line.list_price),
      lineTotal: fromMinor(line.line_total),
      pictureUrl: line.picture_url,
      stoneShape: line.stone_shape,
      needsHuid: needsHuid(
        {
          kind: line.stone_id === null ? 'product' : 'stone',
          metal: line.metal,
          weightMg: line.weight,
          huidExemptReason: line.huid_exempt_reason,
        },
        { minWeightMg: row.huid_min_weight ?? DEFAULT_HUID_MIN_WEIGHT_MG },
      ),
      huids: line.huids,
      charged: fromMinor(line.amount),
      refunded: fromMinor(line.refunded_amount),
      afterSale: afterSale.values.get(line.id) ?? null,
    })),
    figures: {
      subtotal: fromMinor(row.subtotal),
      itemDiscount: fromMinor(row.item_discount),
      couponDiscount: fromMinor(row.coupon_discount),
      shipping: fromMinor(row.shipping),
      tax: fromMinor(row.tax),
      taxRemoved: fromMinor(row.tax_removed),
      taxPercent: row.tax_rate === null ? null : fromBasisPoints(row.tax_rate),
      total: fromMinor(row.total),
    },
    storeCredit: fromMinor(row.store_credit),
    amountDue: fromMinor(row.total - row.store_credit),
    coupon:
      row.coupon_code === null ? null : { code: row.coupon_code, percent: fromBasisPoints(row.coupon_percent ?? 0) },
    holdUntil: pending ? iso(row.hold_until) : null,
    canPay: pending && row.hold_running,
    trackingNumber: row.tracking_number,
    shipments: row.shipments.map(toShipmentRecord),
    paidAt: row.paid_at === null ? null : iso(row.paid_at),
    createDate: iso(row.create_date),
    // The PAN in full for the Admin only; masked for the buyer and the other staff.
    buyerPan: row.pan === null ? null : actor.role === 'Admin' ? row.pan : maskPan(row.pan),
    form60: row.form60,
    buyerBusiness:
      row.buyer_gstin === null
        ? null
        : {
            name: row.buyer_business_name ?? '',
            gstin: actor.role === 'Admin' ? row.buyer_gstin : maskGstin(row.buyer_gstin),
          },
    events: row.events.map((event) => ({
      fromState: event.from_state,
      toState: event.to_state,
      mover: event.mover,
      note: event.note,
      trackingNumber: event.tracking_number,
      createDate: iso(event.create_date),
    })),
    // A customer sees how they paid, not the provider's references.
    payments:
      scope === 'all'
        ? row.payments.map((payment) => ({
            provider: payment.provider,
            status: payment.status,
            amount: fromMinor(payment.amount),
            currency: payment.currency,
            providerOrderId: payment.provider_order_id,
            providerPaymentId: payment.provider_payment_id,
            providerRefundId: payment.provider_refund_id,
            capturedAmount: payment.captured_amount === null ? null : fromMinor(payment.captured_amount),
            refundedAmount: fromMinor(payment.refunded_amount),
            failure: payment.failure,
            createDate: iso(payment.create_date),
          }))
        : [],
    nextStates: scope === 'all' ? nextStates(row.state, 'staff') : [],
    documents: row.documents.map((document) => ({
      id: document.id,
      kind: document.kind,
      number: document.number,
      issuedAt: iso(document.issued_at),
    })),
    refunds: row.refunds.map((refund) => ({
      id: refund.id,
      amount: fromMinor(refund.amount),
      shipping: fromMinor(refund.shipping),
      storeCredit: fromMinor(refund.store_credit),
      reason: refund.reason,
      createDate: iso(refund.create_date),
      creditNote:
        refund.credit_note_id === null ? null : { id: refund.credit_note_id, number: refund.credit_note_number ?? '' },
      lines: refund.lines.map((line) => ({ lineId: line.lineId, amount: fromMinor(line.amount) })),
    })),
    canRefund:
      scope === 'all' &&
      isPaidState(row.state) &&
      // Money a provider took and has not given back, or store credit the order spent and has not had back.
      (row.payments.some(
        (payment) => payment.status === 'captured' && (payment.captured_amount ?? 0) > payment.refunded_amount,
      ) ||
        row.store_credit > row.store_credit_given_back) &&
      row.lines.some((line) => line.amount > line.refunded_amount),
    returnLastDay: afterSale.returnLastDay,
  };
}
