import { randomInt } from 'node:crypto';
import { type Answer, invalid, isObject, problem } from './fake-paypal-answers.ts';

/* The fake PayPal's Orders v2 (create, capture, the order as PayPal shows it) and capture refunds, kept in `orders`. */

export interface FakePaypalAmount {
  currency_code: string;
  value: string;
}

export interface FakePaypalCapture {
  id: string;
  status: 'COMPLETED' | 'PARTIALLY_REFUNDED' | 'REFUNDED';
  amount: FakePaypalAmount;
  refunds: { id: string; amount: FakePaypalAmount; invoiceId: string | undefined }[];
}

export interface FakePaypalOrder {
  id: string;
  status: 'CREATED' | 'APPROVED' | 'COMPLETED' | 'VOIDED';
  purchaseUnit: { reference_id: string; invoice_id: string; description?: string; amount: FakePaypalAmount };
  /** The payer's funding is refused when captured (INSTRUMENT_DECLINED). */
  declined: boolean;
  capture: FakePaypalCapture | null;
}

/** PayPal's ids: 17 upper-case letters and digits. */
function paypalId(): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
  return Array.from({ length: 17 }, () => alphabet[randomInt(alphabet.length)]).join('');
}

const twoDecimals = /^\d{1,10}\.\d{2}$/;

function toCents(value: string): number {
  const [whole = '0', fraction = '00'] = value.split('.');
  return Number(whole) * 100 + Number(fraction);
}

function fromCents(cents: number): string {
  const digits = String(cents).padStart(3, '0');
  return `${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

/** The order calls on `orders`; links name `baseUrl()`, known once the fake listens. */
export function fakePaypalOrders(orders: Map<string, FakePaypalOrder>, baseUrl: () => string) {
  function createOrder(body: unknown): Answer {
    if (!isObject(body) || body.intent !== 'CAPTURE') return invalid('/intent', 'intent must be CAPTURE.');
    const units = body.purchase_units;
    if (!Array.isArray(units) || units.length !== 1 || !isObject(units[0])) {
      return invalid('/purchase_units', 'One purchase unit is expected.');
    }
    const unit = units[0];
    const amount = unit.amount;
    if (!isObject(amount) || amount.currency_code !== 'USD')
      return invalid("/purchase_units/@reference_id=='default'/amount/currency_code", 'USD expected.');
    if (typeof amount.value !== 'string' || !twoDecimals.test(amount.value)) {
      return invalid("/purchase_units/@reference_id=='default'/amount/value", 'A value with two decimals expected.');
    }
    if (typeof unit.reference_id !== 'string' || typeof unit.invoice_id !== 'string') {
      return invalid('/purchase_units/0/reference_id', 'reference_id and invoice_id expected.');
    }
    if (unit.description !== undefined && (typeof unit.description !== 'string' || unit.description.length > 127)) {
      return invalid('/purchase_units/0/description', 'description must be at most 127 characters.');
    }
    const created: FakePaypalOrder = {
      id: paypalId(),
      status: 'CREATED',
      purchaseUnit: {
        reference_id: unit.reference_id,
        invoice_id: unit.invoice_id,
        ...(typeof unit.description === 'string' ? { description: unit.description } : {}),
        amount: { currency_code: amount.currency_code, value: amount.value },
      },
      declined: false,
      capture: null,
    };
    orders.set(created.id, created);
    return { status: 201, body: representation(created) };
  }

  function capture(order: FakePaypalOrder): FakePaypalCapture {
    order.status = 'COMPLETED';
    order.capture = { id: paypalId(), status: 'COMPLETED', amount: { ...order.purchaseUnit.amount }, refunds: [] };
    return order.capture;
  }

  function captureOrder(order: FakePaypalOrder): Answer {
    if (order.status === 'COMPLETED') {
      return problem(
        422,
        'UNPROCESSABLE_ENTITY',
        'ORDER_ALREADY_CAPTURED',
        "Order already captured.If 'intent=CAPTURE' only one capture per order is allowed.",
      );
    }
    if (order.status !== 'APPROVED') {
      return problem(
        422,
        'UNPROCESSABLE_ENTITY',
        'ORDER_NOT_APPROVED',
        'Payer has not yet approved the Order for payment.',
      );
    }
    if (order.declined) {
      return problem(
        422,
        'UNPROCESSABLE_ENTITY',
        'INSTRUMENT_DECLINED',
        'The instrument presented was either declined by the processor or bank, or it cannot be used for this payment.',
      );
    }
    capture(order);
    return { status: 201, body: representation(order) };
  }

  function refundCapture(captureId: string, body: unknown): Answer {
    const order = [...orders.values()].find((o) => o.capture?.id === captureId);
    const captured = order?.capture;
    if (!captured)
      return problem(404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID', 'Specified resource ID does not exist.');
    const refunded = captured.refunds.reduce((sum, r) => sum + toCents(r.amount.value), 0);
    const left = toCents(captured.amount.value) - refunded;
    let cents = left;
    if (isObject(body) && body.amount !== undefined) {
      const amount = body.amount;
      if (!isObject(amount) || amount.currency_code !== captured.amount.currency_code) {
        return invalid('/amount/currency_code', 'The refund must be in the capture’s currency.');
      }
      if (typeof amount.value !== 'string' || !twoDecimals.test(amount.value)) {
        return invalid('/amount/value', 'A value with two decimals expected.');
      }
      cents = toCents(amount.value);
    }
    if (cents <= 0 || cents > left) {
      return problem(
        422,
        'UNPROCESSABLE_ENTITY',
        'REFUND_AMOUNT_EXCEEDED',
        'The refund amount must be less than or equal to the capture amount that has not yet been refunded.',
      );
    }
    const refund = {
      id: paypalId(),
      amount: { currency_code: captured.amount.currency_code, value: fromCents(cents) },
      invoiceId: isObject(body) && typeof body.invoice_id === 'string' ? body.invoice_id : undefined,
    };
    captured.refunds.push(refund);
    captured.status = cents === left ? 'REFUNDED' : 'PARTIALLY_REFUNDED';
    return {
      status: 201,
      body: {
        id: refund.id,
        status: 'COMPLETED',
        amount: refund.amount,
        ...(refund.invoiceId ? { invoice_id: refund.invoiceId } : {}),
        links: [{ href: `${baseUrl()}/v2/payments/refunds/${refund.id}`, rel: 'self', method: 'GET' }],
      },
    };
  }

  function representation(order: FakePaypalOrder) {
    const links = [
      { href: `${baseUrl()}/v2/checkout/orders/${order.id}`, rel: 'self', method: 'GET' },
      ...(order.status === 'CREATED'
        ? [{ href: `https://www.sandbox.paypal.com/checkoutnow?token=${order.id}`, rel: 'approve', method: 'GET' }]
        : []),
      ...(order.status === 'APPROVED'
        ? [{ href: `${baseUrl()}/v2/checkout/orders/${order.id}/capture`, rel: 'capture', method: 'POST' }]
        : []),
    ];
    const captured = order.capture;
    return {
      id: order.id,
      intent: 'CAPTURE',
      status: order.status,
      purchase_units: [
        {
          ...order.purchaseUnit,
          ...(captured
            ? {
                payments: {
                  captures: [
                    {
                      id: captured.id,
                      status: captured.status,
                      amount: captured.amount,
                      final_capture: true,
                      invoice_id: order.purchaseUnit.invoice_id,
                      seller_protection: { status: 'ELIGIBLE' },
                      supplementary_data: { related_ids: { order_id: order.id } },
                    },
                  ],
                },
              }
            : {}),
        },
      ],
      create_time: new Date().toISOString(),
      links,
    };
  }

  return { createOrder, capture, captureOrder, refundCapture, representation };
}
