import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { hmacSha256Hex } from '../modules/payments/razorpay-signatures.ts';
import type { FakeRazorpay } from './fake-razorpay.ts';
import { isObject, razorpayError, send } from './fake-razorpay-answers.ts';

/*
 * The fake Razorpay's money: its orders, payments and refunds, kept in memory, and the calls on
 * them (create an order, capture, refund) with the payer finishing Checkout (`pay`).
 */

export interface FakeRazorpayOrder {
  id: string;
  entity: 'order';
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string | null;
  offer_id: null;
  status: 'created' | 'attempted' | 'paid';
  attempts: number;
  notes: Record<string, string>;
  created_at: number;
}

export interface FakeRazorpayPayment {
  id: string;
  entity: 'payment';
  amount: number;
  currency: string;
  status: 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';
  order_id: string;
  invoice_id: null;
  international: boolean;
  method: string;
  amount_refunded: number;
  refund_status: null | 'partial' | 'full';
  captured: boolean;
  description: string | null;
  card_id: null;
  bank: null;
  wallet: null;
  vpa: string;
  email: string;
  contact: string;
  notes: Record<string, string>;
  fee: number | null;
  tax: number | null;
  error_code: string | null;
  error_description: string | null;
  error_source: string | null;
  error_step: string | null;
  error_reason: string | null;
  acquirer_data: Record<string, string | null>;
  created_at: number;
}

export interface FakeRazorpayRefund {
  id: string;
  entity: 'refund';
  amount: number;
  currency: string;
  payment_id: string;
  notes: Record<string, string>;
  receipt: null;
  acquirer_data: { arn: null };
  created_at: number;
  batch_id: null;
  status: 'processed';
  speed_processed: 'normal';
  speed_requested: 'normal';
}

export interface FakeRazorpayCheckoutAnswer {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

const idAlphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Razorpay's ids: a prefix and 14 letters and digits (order_DaZlswtdcn9UNV). */
export function newId(prefix: string): string {
  return `${prefix}_${Array.from(randomBytes(14), (byte) => idAlphabet[byte % idAlphabet.length]).join('')}`;
}

export function now(): number {
  return Math.floor(Date.now() / 1000);
}

/** The calls on the fake's orders, payments and refunds; Checkout's answer is signed with `options.keySecret`. */
export function fakeRazorpayPayments(
  { orders, payments, refunds }: Pick<FakeRazorpay, 'orders' | 'payments' | 'refunds'>,
  options: { keySecret: string },
) {
  function orderPaid(order: FakeRazorpayOrder, amount: number) {
    order.amount_paid += amount;
    order.amount_due = Math.max(0, order.amount - order.amount_paid);
    order.status = 'paid';
  }

  function createOrder(input: Record<string, unknown>, response: ServerResponse) {
    const { amount, currency, receipt, notes } = input;
    if (amount === undefined) return send(response, 400, razorpayError('The amount field is required.', 'amount'));
    if (typeof amount !== 'number' || !Number.isInteger(amount)) {
      return send(response, 400, razorpayError('The amount must be an integer.', 'amount'));
    }
    if (amount < 100) return send(response, 400, razorpayError('The amount must be at least INR 1.00', 'amount'));
    if (currency !== 'INR') return send(response, 400, razorpayError('Currency is not supported', 'currency'));
    if (receipt !== undefined && (typeof receipt !== 'string' || receipt.length > 40)) {
      return send(response, 400, razorpayError('The receipt may not be greater than 40 characters.', 'receipt'));
    }
    if (notes !== undefined && (!isObject(notes) || Object.keys(notes).length > 15)) {
      return send(response, 400, razorpayError('The notes may have at most 15 keys.', 'notes'));
    }
    const order: FakeRazorpayOrder = {
      id: newId('order'),
      entity: 'order',
      amount,
      amount_paid: 0,
      amount_due: amount,
      currency,
      receipt: receipt ?? null,
      offer_id: null,
      status: 'created',
      attempts: 0,
      notes: (notes as Record<string, string> | undefined) ?? {},
      created_at: now(),
    };
    orders.set(order.id, order);
    return send(response, 200, order);
  }

  function capturePayment(payment: FakeRazorpayPayment, input: Record<string, unknown>, response: ServerResponse) {
    if (payment.status === 'captured' || payment.status === 'refunded') {
      return send(response, 400, razorpayError('This payment has already been captured'));
    }
    if (payment.status !== 'authorized') {
      return send(
        response,
        400,
        razorpayError('Only payments which have been authorized and not yet captured can be captured'),
      );
    }
    if (input.amount !== payment.amount) {
      return send(response, 400, razorpayError('Capture amount must be equal to the amount authorized', 'amount'));
    }
    if (input.currency !== payment.currency) {
      return send(response, 400, razorpayError('The currency should be same as the payment currency', 'currency'));
    }
    payment.status = 'captured';
    payment.captured = true;
    const order = orders.get(payment.order_id);
    if (order) orderPaid(order, payment.amount);
    return send(response, 200, payment);
  }

  function refundPayment(payment: FakeRazorpayPayment, input: Record<string, unknown>, response: ServerResponse) {
    if (!payment.captured) return send(response, 400, razorpayError('The payment has not been captured'));
    const left = payment.amount - payment.amount_refunded;
    const amount = input.amount ?? left;
    if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 100) {
      return send(response, 400, razorpayError('The amount must be at least INR 1.00', 'amount'));
    }
    if (amount > left) {
      return send(response, 400, razorpayError('The refund amount provided is greater than amount captured', 'amount'));
    }
    const refund: FakeRazorpayRefund = {
      id: newId('rfnd'),
      entity: 'refund',
      amount,
      currency: payment.currency,
      payment_id: payment.id,
      notes: isObject(input.notes) ? (input.notes as Record<string, string>) : {},
      receipt: null,
      acquirer_data: { arn: null },
      created_at: now(),
      batch_id: null,
      status: 'processed',
      speed_processed: 'normal',
      speed_requested: 'normal',
    };
    refunds.set(refund.id, refund);
    payment.amount_refunded += amount;
    payment.refund_status = payment.amount_refunded === payment.amount ? 'full' : 'partial';
    if (payment.refund_status === 'full') payment.status = 'refunded';
    return send(response, 200, refund);
  }

  function pay(orderId: string, choice: Parameters<FakeRazorpay['pay']>[1] = {}): FakeRazorpayCheckoutAnswer {
    const order = orders.get(orderId);
    if (!order) throw new Error(`fake Razorpay: no order ${orderId}`);
    const status = choice.status ?? 'captured';
    const failed = status === 'failed';
    const payment: FakeRazorpayPayment = {
      id: newId('pay'),
      entity: 'payment',
      amount: choice.amount ?? order.amount_due,
      currency: order.currency,
      status,
      order_id: order.id,
      invoice_id: null,
      international: false,
      method: 'upi',
      amount_refunded: 0,
      refund_status: null,
      captured: status === 'captured',
      description: null,
      card_id: null,
      bank: null,
      wallet: null,
      vpa: 'gaurav.kumar@exampleupi',
      email: 'gaurav.kumar@example.com',
      contact: '+919000090000',
      notes: {},
      fee: failed ? null : 236,
      tax: failed ? null : 36,
      error_code: failed ? 'BAD_REQUEST_ERROR' : null,
      error_description: failed
        ? (choice.errorDescription ?? 'Your payment was declined by the bank. Please try another method.')
        : null,
      error_source: failed ? 'bank' : null,
      error_step: failed ? 'payment_authorization' : null,
      error_reason: failed ? 'payment_declined' : null,
      acquirer_data: { rrn: failed ? null : '322206890934' },
      created_at: now(),
    };
    payments.set(payment.id, payment);
    order.attempts += 1;
    if (order.status === 'created') order.status = 'attempted';
    if (payment.captured) orderPaid(order, payment.amount);
    return {
      razorpay_order_id: order.id,
      razorpay_payment_id: payment.id,
      razorpay_signature: hmacSha256Hex(`${order.id}|${payment.id}`, options.keySecret),
    };
  }

  return { createOrder, capturePayment, refundPayment, pay };
}
