import { checkoutPaymentShapes } from '@facet/contracts/checkout';
import { type PaymentOption, paymentShapes, paymentWebhookShapes } from '@facet/contracts/payment-shapes';
import { paymentProviderLabels, type PaymentProvider } from '@facet/contracts/orders';
import {
  checkoutPaymentEndpoints,
  paymentEndpoints,
  paymentWebhookEndpoints,
} from '@facet/contracts/payment-endpoints';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { actorOf } from '../../lib/actor.ts';
import { type EndpointHandler, registerEndpoints } from '../../lib/endpoint-routes.ts';
import { currencyOf } from '../../lib/shopper-currency.ts';
import { orderContextOf } from '../orders/order-context.ts';
import { capturePayment, receiveWebhook } from './payment-capture.service.ts';
import { startPayment } from './payment-start.service.ts';

type CheckoutPaymentShapes = typeof checkoutPaymentShapes;
type PaymentWebhookShapes = typeof paymentWebhookShapes;

/**
 * The payment calls (docs/product.md, "Checkout and payments"), the same two for every provider —
 * place the order and start its payment, then capture it — plus each real provider's webhook.
 */
export async function registerPaymentRoutes(app: FastifyInstance) {
  const db = () => app.database.db;
  const tags = ['Payments'];

  const start =
    (provider: PaymentProvider): EndpointHandler<CheckoutPaymentShapes['testPaymentStart']> =>
    ({ body, headers, request }) =>
      startPayment(
        db(),
        orderContextOf(app),
        {
          provider,
          body,
          idempotencyKey: headers['idempotency-key'],
          currency: currencyOf(request, body.currency),
        },
        actorOf(request),
      );
  const capture = (provider: PaymentProvider, providerOrderId: string, body: unknown, request: FastifyRequest) =>
    capturePayment(db(), orderContextOf(app), { provider, providerOrderId, body }, actorOf(request));

  registerEndpoints(app, paymentEndpoints, paymentShapes, { providers: async () => paymentOptionsOf(app) }, { tags });
  registerEndpoints(
    app,
    checkoutPaymentEndpoints,
    checkoutPaymentShapes,
    {
      testPaymentStart: start('test-payment'),
      testPaymentCapture: ({ body, request }) => capture('test-payment', body.paymentId, body, request),
      razorpayStart: start('razorpay'),
      razorpayCapture: ({ body, request }) => capture('razorpay', body.razorpay_order_id, body, request),
      paypalStart: start('paypal'),
      paypalCapture: ({ body, request }) => capture('paypal', body.orderID, body, request),
    },
    { tags },
  );

  // Webhooks need the body exactly as sent (the signature covers its bytes): their shapes read it
  // as text, in a scope of their own, loaded here so that they keep their place in the API document.
  const webhook =
    (provider: PaymentProvider): EndpointHandler<PaymentWebhookShapes['razorpay']> =>
    ({ body, request }) =>
      receiveWebhook(db(), orderContextOf(app), { provider, headers: request.headers, rawBody: body });
  registerEndpoints(
    app,
    paymentWebhookEndpoints,
    paymentWebhookShapes,
    { razorpay: webhook('razorpay'), paypal: webhook('paypal') },
    { tags },
  );
  await app.after();
}

/** The configured providers, real ones first (the test provider last, when it is on). */
function paymentOptionsOf(app: FastifyInstance): PaymentOption[] {
  const { razorpay, paypal, testPayments } = app.config.payments;
  const options: PaymentOption[] = [];
  if (razorpay) {
    options.push({
      provider: 'razorpay',
      label: paymentProviderLabels.razorpay,
      currency: 'INR',
      scriptUrl: razorpay.checkoutUrl,
      publicKey: razorpay.keyId,
    });
  }
  if (paypal) {
    options.push({
      provider: 'paypal',
      label: paymentProviderLabels.paypal,
      currency: 'USD',
      scriptUrl: paypal.sdkUrl,
      publicKey: paypal.clientId,
    });
  }
  if (testPayments) {
    options.push({
      provider: 'test-payment',
      label: paymentProviderLabels['test-payment'],
      currency: null,
      scriptUrl: null,
      publicKey: null,
    });
  }
  return options;
}
