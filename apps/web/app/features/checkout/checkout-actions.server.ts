import { currencies } from '@facet/contracts/money';
import type { PaymentProvider } from '@facet/contracts/orders';
import type { PaymentStart, StartPaymentInput } from '@facet/contracts/checkout';
import { checkoutPaymentEndpoints } from '@facet/contracts/payment-endpoints';
import { paymentProviders } from '@facet/contracts/payment-providers';
import { redirect, type RouterContextProvider } from 'react-router';
import { apiFor } from '../../lib/api.server.ts';
import { addAddressAction } from '../account/address-actions.server.ts';

/*
 * The checkout page's action: add an address, place the order and start its payment, pay again
 * for an order awaiting payment, and capture a payment when the provider's part is done (then on
 * to the order's page). Every figure and every refusal is the server's.
 */

export type CheckoutOutcome =
  | Awaited<ReturnType<typeof addAddressAction>>
  | { intent: 'pay'; ok: true; start: PaymentStart; message?: undefined }
  | { intent: 'pay'; ok: false; message: string; start?: PaymentStart };

function providerOf(value: FormDataEntryValue | null): PaymentProvider | null {
  return (paymentProviders as readonly string[]).includes(String(value)) ? (value as PaymentProvider) : null;
}

const text = (formData: FormData, name: string) => {
  const value = formData.get(name);
  return typeof value === 'string' ? value : undefined;
};

/** Each provider's two calls: start its payment, then capture it. */
const startOf = {
  'test-payment': checkoutPaymentEndpoints.testPaymentStart,
  razorpay: checkoutPaymentEndpoints.razorpayStart,
  paypal: checkoutPaymentEndpoints.paypalStart,
} satisfies Record<PaymentProvider, unknown>;

export async function runCheckoutAction(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<CheckoutOutcome | Response> {
  const formData = await request.formData();
  const api = apiFor(context);
  const intent = formData.get('intent');
  if (intent === 'add-address') return addAddressAction(api, formData);

  const provider = providerOf(formData.get('provider'));
  if (!provider) return { intent: 'pay', ok: false, message: 'Choose how to pay.' };
  const orderId = Number(text(formData, 'orderId'));
  const start = (body: StartPaymentInput) => api.call(startOf[provider], { body });

  if (intent === 'place' || intent === 'pay') {
    const answer =
      intent === 'place'
        ? await start({
            addressId: text(formData, 'addressId'),
            idempotencyKey: text(formData, 'idempotencyKey'),
            currency: currencies.find((currency) => currency === text(formData, 'currency')),
            pan: text(formData, 'pan')?.trim() || undefined,
            form60: formData.get('form60') === 'true' ? true : undefined,
            buyerGstin: text(formData, 'buyerGstin')?.trim() || undefined,
            buyerBusinessName: text(formData, 'buyerBusinessName')?.trim() || undefined,
            useStoreCredit: formData.get('useStoreCredit') === 'true' ? true : undefined,
            giftWrap: formData.get('giftWrap') === 'true' ? true : undefined,
            giftMessage: text(formData, 'giftMessage')?.trim() || undefined,
          })
        : await start({ orderId });
    if (!answer.isSuccess) {
      return { intent: 'pay', ok: false, message: answer.errorMessages[0] ?? 'The order could not be placed.' };
    }
    const { order, payment } = answer.data;
    // Store credit paid all of it: the order is Paid already, and there is no provider's step.
    if (payment === null) throw redirect(`/my-orders/${order.id}`);
    return { intent: 'pay', ok: true, start: { order, payment } };
  }

  if (intent === 'capture') {
    // A field the page did not send goes as empty, for the server to refuse in its own words; a
    // test payment without its outcome is declined.
    const field = (name: string) => text(formData, name) ?? '';
    const captured =
      provider === 'test-payment'
        ? await api.call(checkoutPaymentEndpoints.testPaymentCapture, {
            body: { paymentId: field('paymentId'), outcome: field('outcome') === 'success' ? 'success' : 'failure' },
          })
        : provider === 'razorpay'
          ? await api.call(checkoutPaymentEndpoints.razorpayCapture, {
              body: {
                razorpay_order_id: field('razorpay_order_id'),
                razorpay_payment_id: field('razorpay_payment_id'),
                razorpay_signature: field('razorpay_signature'),
              },
            })
          : await api.call(checkoutPaymentEndpoints.paypalCapture, { body: { orderID: field('orderID') } });
    if (captured.isSuccess && captured.data.state !== 'PendingPayment') {
      throw redirect(`/my-orders/${captured.data.id}`);
    }
    // Declined, or not confirmed yet: the payment step again, with the server's sentence.
    const again = Number.isSafeInteger(orderId) && orderId > 0 ? await start({ orderId }) : null;
    return {
      intent: 'pay',
      ok: false,
      message: captured.isSuccess
        ? 'The payment is not confirmed yet. If you paid, your order will show as paid within a few minutes.'
        : (captured.errorMessages[0] ?? 'The payment could not be confirmed.'),
      ...(again?.isSuccess && again.data.payment
        ? { start: { order: again.data.order, payment: again.data.payment } }
        : {}),
    };
  }
  return { intent: 'pay', ok: false, message: 'Choose how to pay.' };
}
