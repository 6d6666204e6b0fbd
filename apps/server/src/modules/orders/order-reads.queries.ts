import type { OrderState } from '@facet/contracts/order-states';
import type { OrderAddress, OrderEvent, OrderPayment, PaymentProvider } from '@facet/contracts/orders';
import { type Database, queryRows } from '@facet/db/client';
import { stoneShapes } from '@facet/db/schema/lookups';
import { metals } from '@facet/db/schema/metals';
import { orderEvents, orderLineHuids, orderLines, orderPayments, orders } from '@facet/db/schema/orders';
import { pricingParameters } from '@facet/db/schema/pricing-parameters';
import { products, productVariants } from '@facet/db/schema/products';
import { orderRefundLines, orderRefunds } from '@facet/db/schema/refunds';
import { stones } from '@facet/db/schema/stones';
import { storeCreditEntries } from '@facet/db/schema/store-credit';
import { taxDocuments } from '@facet/db/schema/tax-documents';
import { users } from '@facet/db/schema/users';
import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type ShipmentRow, shipmentsJson } from '../shipments/shipment-reads.service.ts';

/*
 * Reading one order's SQL, every column named through the schema's tables
 * (packages/db/src/schema), so that a renamed column fails `npm run typecheck` here rather than
 * the order page at run time. Raw SQL: one statement, the lines, history, payments, refunds,
 * documents and parcels as JSON columns of correlated subqueries. The service
 * (order-reads.service.ts) shapes the answer and decides who may see it.
 */

/** The metal a line's buyback is reckoned from: a second copy of metals beside the variant's. */
const basisMetals = alias(metals, 'bm');

/** The order as its page reads it (money as numbers on both engines; the parts as JSON). */
export interface OrderRow {
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
  gift_wrap: number;
  gift_message: string | null;
  gift_wrapped: boolean;
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
    gift_wrap: number;
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

/** One order with its customer, lines, history, payments, refunds, documents and parcels. */
export async function findOrderRow(db: Database, orderId: number): Promise<OrderRow | undefined> {
  const [row] = await queryRows<OrderRow>(
    db,
    sql`select ${orders.id}, ${orders.number}, ${orders.state}, ${orders.provider}, ${orders.currency},
               ${orders.delivery}, ${orders.userId},
               trim(${users.firstName} || ' ' || ${users.lastName}) as customer_name, ${orders.email},
               ${orders.address},
               ${orders.subtotal}::float8 as subtotal, ${orders.itemDiscount}::float8 as item_discount,
               ${orders.couponDiscount}::float8 as coupon_discount, ${orders.shipping}::float8 as shipping,
               ${orders.giftWrap}::float8 as gift_wrap, ${orders.giftMessage}, ${orders.giftWrapped},
               ${orders.tax}::float8 as tax, ${orders.taxRemoved}::float8 as tax_removed, ${orders.taxRate},
               ${orders.total}::float8 as total, ${orders.couponCode},
               ${orders.storeCredit}::float8 as store_credit,
               ${orders.storeCreditGivenBack}::float8 as store_credit_given_back,
               ${orders.couponPercent}, ${orders.holdUntil}, ${orders.holdUntil} > now() as hold_running,
               ${orders.trackingNumber}, ${orders.paidAt}, ${orders.createDate}, ${orders.pan}, ${orders.form60},
               ${orders.buyerGstin}, ${orders.buyerBusinessName},
               (select ${pricingParameters.huidMinWeight} from ${pricingParameters}
                 where ${pricingParameters.id} = 1) as huid_min_weight,
               (select coalesce(json_agg(l order by l.position), '[]') from (
                  select ${orderLines.id}, ${orderLines.position}, ${orderLines.stoneId}, ${orderLines.pairId},
                         ${orderLines.sku}, ${orderLines.name}, ${orderLines.details}, ${orderLines.ringSize},
                         ${orderLines.engraving}, ${orderLines.quantity},
                         ${orderLines.unitPrice}::float8 as unit_price, ${orderLines.listPrice}::float8 as list_price,
                         ${orderLines.lineTotal}::float8 as line_total, ${orderLines.pictureUrl},
                         ${stoneShapes.name} as stone_shape, ${metals.name} as metal, ${productVariants.weight},
                         ${products.huidExemptReason}, ${basisMetals.name} as basis_metal,
                         ${orderLines.metalFineness}, ${orderLines.netMetalMg}, ${orderLines.stoneKind},
                         ${orderLines.stonesPaid}::float8 as stones_paid,
                         (select coalesce(json_agg(${orderLineHuids.huid} order by ${orderLineHuids.piece}), '[]')
                            from ${orderLineHuids} where ${orderLineHuids.orderLineId} = ${orderLines.id}) as huids,
                         ${orderLines.amount}::float8 as amount,
                         ${orderLines.refundedAmount}::float8 as refunded_amount
                    from ${orderLines}
                    left join ${stones} on ${stones.id} = ${orderLines.stoneId}
                    left join ${stoneShapes} on ${stoneShapes.id} = ${stones.stoneShapeId}
                    left join ${productVariants} on ${productVariants.id} = ${orderLines.productVariantId}
                    left join ${metals} on ${metals.id} = ${productVariants.metalId}
                    left join ${products} on ${products.id} = ${productVariants.productId}
                    left join ${metals} ${basisMetals} on ${basisMetals.id} = ${orderLines.metalId}
                   where ${orderLines.orderId} = ${orders.id}) l) as lines,
               (select coalesce(json_agg(e order by e.id), '[]') from (
                  select ${orderEvents.id}, ${orderEvents.fromState}, ${orderEvents.toState}, ${orderEvents.mover},
                         ${orderEvents.note}, ${orderEvents.trackingNumber}, ${orderEvents.createDate}
                    from ${orderEvents} where ${orderEvents.orderId} = ${orders.id}) e) as events,
               (select coalesce(json_agg(p order by p.id), '[]') from (
                  select ${orderPayments.id}, ${orderPayments.provider}, ${orderPayments.status},
                         ${orderPayments.amount}::float8 as amount, ${orderPayments.currency},
                         ${orderPayments.providerOrderId}, ${orderPayments.providerPaymentId},
                         ${orderPayments.providerRefundId}, ${orderPayments.capturedAmount}::float8 as captured_amount,
                         ${orderPayments.refundedAmount}::float8 as refunded_amount, ${orderPayments.failure},
                         ${orderPayments.createDate}
                    from ${orderPayments} where ${orderPayments.orderId} = ${orders.id}) p) as payments,
               (select coalesce(json_agg(r order by r.id), '[]') from (
                  select ${orderRefunds.id}, ${orderRefunds.amount}::float8 as amount,
                         ${orderRefunds.shipping}::float8 as shipping, ${orderRefunds.giftWrap}::float8 as gift_wrap,
                         ${orderRefunds.reason}, ${orderRefunds.createDate},
                         ${orderRefunds.creditNoteId}, ${taxDocuments.number} as credit_note_number,
                         (select coalesce(sum(${storeCreditEntries.amount}), 0)::float8 from ${storeCreditEntries}
                           where ${storeCreditEntries.refundId} = ${orderRefunds.id}) as store_credit,
                         (select coalesce(json_agg(json_build_object('lineId', ${orderRefundLines.orderLineId},
                                                                     'amount', ${orderRefundLines.amount}::float8)), '[]')
                            from ${orderRefundLines} where ${orderRefundLines.refundId} = ${orderRefunds.id}) as lines
                    from ${orderRefunds} left join ${taxDocuments} on ${taxDocuments.id} = ${orderRefunds.creditNoteId}
                   where ${orderRefunds.orderId} = ${orders.id}) r) as refunds,
               (select coalesce(json_agg(d order by d.id), '[]') from (
                  select ${taxDocuments.id}, ${taxDocuments.kind}, ${taxDocuments.number}, ${taxDocuments.issuedAt}
                    from ${taxDocuments} where ${taxDocuments.orderId} = ${orders.id}) d) as documents,
               ${shipmentsJson} as shipments
          from ${orders} join ${users} on ${users.id} = ${orders.userId}
         where ${orders.id} = ${orderId}`,
  );
  return row;
}
