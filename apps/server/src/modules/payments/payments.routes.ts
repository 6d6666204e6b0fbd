import { successEnvelope } from '@facet/contracts/envelope';
import { envelopeSchema } from '@facet/contracts/envelope-schemas';
import {
  idempotencyKey,
  orderDetail,
  type PaymentOption,
  paymentShapes,
  type PaymentProvider,
  paymentProviderLabels,
  checkoutStart,
  paypalCaptureInput,
  razorpayCaptureInput,
  startPaymentInput,
  testPaymentCaptureInput,
} from '@facet/contracts/orders';
import { paymentEndpoints } from '@facet/contracts/payment-endpoints';
import { z } from '@facet/contracts/zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/actor.ts';
import { registerEndpoints } from '../../lib/endpoint-routes.ts';
import { currencyOf } from '../../lib/shopper-currency.ts';
import { orderContextOf } from '../orders/order-context.ts';
import { capturePayment, receiveWebhook } from './payment-capture.service.ts';
import { startPayment } from './payment-start.service.ts';

/** Each provider's capture body, and where in it the provider's order id is. */
const captures = {
  'test-payment': { body: testPaymentCaptureInput, providerOrderId: (body: { paymentId: string }) => body.paymentId },
  razorpay: {
    body: razorpayCaptureInput,
    providerOrderId: (body: { razorpay_order_id: string }) => body.razorpay_order_id,
  },
  paypal: { body: paypalCaptureInput, providerOrderId: (body: { orderID: string }) => body.orderID },
} as const;

const idempotencyHeaders = z.looseObject({
  'idempotency-key': idempotencyKey.optional().describe('one per checkout attempt (or idempotencyKey in the body)'),
});

/**
 * The payment calls (docs/product.md, "Checkout and payments"), the same two for every provider —
 * place the order and start its payment, then capture it — plus each real provider's webhook.
 */
export async function registerPaymentRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;
  const tags = ['Payments'];
  const config = { access: 'signedIn', requires: ['emailConfirmed'] } as const;

  registerEndpoints(app, paymentEndpoints, paymentShapes, { providers: async () => paymentOptionsOf(app) }, { tags });

  for (const provider of ['test-payment', 'razorpay', 'paypal'] as const satisfies readonly PaymentProvider[]) {
    api.post(
      `/api/${provider}/cart/orders`,
      {
        config,
        schema: {
          tags,
          summary: `Place the order from your bag (or pay again for one awaiting payment) and start its ${provider} payment`,
          headers: idempotencyHeaders,
          body: startPaymentInput,
          response: { 200: envelopeSchema(checkoutStart) },
        },
      },
      async (request) =>
        successEnvelope(
          await startPayment(
            db(),
            orderContextOf(app),
            {
              provider,
              body: request.body,
              idempotencyKey: request.headers['idempotency-key'],
              currency: currencyOf(request, request.body.currency),
            },
            actorOf(request),
          ),
        ),
    );

    const capture = captures[provider];
    api.post(
      `/api/${provider}/cart/orders/capture`,
      {
        config,
        schema: {
          tags,
          summary: `Confirm the ${provider} payment and mark the order paid (a repeat answers the order as it is)`,
          headers: idempotencyHeaders,
          body: capture.body,
          response: { 200: envelopeSchema(orderDetail) },
        },
      },
      async (request) =>
        successEnvelope(
          await capturePayment(
            db(),
            orderContextOf(app),
            {
              provider,
              providerOrderId: (capture.providerOrderId as (body: unknown) => string)(request.body),
              body: request.body,
            },
            actorOf(request),
          ),
        ),
    );
  }

  // Webhooks need the body exactly as sent (the signature covers its bytes): read as text here.
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    const webhooks = scope.withTypeProvider<ZodTypeProvider>();
    for (const provider of ['razorpay', 'paypal'] as const) {
      webhooks.post(
        `/api/${provider}/webhook`,
        {
          config: { access: 'public', jsonBodyAsText: true },
          schema: {
            tags,
            summary: `${provider} tells the shop about a payment (signed; a replay changes nothing)`,
            response: { 200: envelopeSchema(z.object({ handled: z.boolean() })) },
          },
        },
        async (request) =>
          successEnvelope(
            await receiveWebhook(db(), orderContextOf(app), {
              provider,
              headers: request.headers,
              rawBody: typeof request.body === 'string' ? request.body : '',
            }),
          ),
      );
    }
  });
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
