import { DEFAULT_HUID_MIN_WEIGHT_MG, needsHuid } from '@facet/contracts/hallmark';
import { fromBasisPoints, fromMinor } from '@facet/contracts/money';
import { isPaidState, nextStates } from '@facet/contracts/order-states';
import type { OrderDetail } from '@facet/contracts/orders';
import type { Actor } from '@facet/contracts/permissions';
import { maskGstin, maskPan } from '@facet/contracts/tax-ids';
import type { Database } from '@facet/db/client';
import { AppError } from '../../lib/app-error.ts';
import { toShipmentRecord } from '../shipments/shipment-reads.service.ts';
import { findOrderRow, type OrderRow } from './order-reads.queries.ts';
import { type OrderAfterSale, orderAfterSale } from '../after-sale-policy/after-sale-values.service.ts';

/*
 * Reading one order with its lines, history and payments (the customer's own, or any for staff),
 * in one statement, the parts as JSON. Pages of orders: order-list.service.ts.
 */

export const NO_SUCH_ORDER = 'There is no such order.';

/** Whose orders a read may see: the customer's own, or (staff of the Orders area) everyone's. */
export type OrderScope = 'own' | 'all';

const iso = (value: string | Date) => new Date(value).toISOString();

/** One order: the customer's own (`own`; another's is "no such order"), or any (`all`, staff). */
export async function getOrderDetail(
  db: Database,
  input: { id: number },
  actor: Actor,
  scope: OrderScope,
): Promise<OrderDetail> {
  const row = await findOrderRow(db, input.id);
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
      giftWrap: fromMinor(row.gift_wrap),
      tax: fromMinor(row.tax),
      taxRemoved: fromMinor(row.tax_removed),
      taxPercent: row.tax_rate === null ? null : fromBasisPoints(row.tax_rate),
      total: fromMinor(row.total),
    },
    storeCredit: fromMinor(row.store_credit),
    gift:
      row.gift_message === null && !row.gift_wrapped ? null : { message: row.gift_message, wrapped: row.gift_wrapped },
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
      giftWrap: fromMinor(refund.gift_wrap),
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
