import { checkoutEndpoints } from '@facet/contracts/checkout-endpoints';
import { checkoutShapes } from '@facet/contracts/checkout';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../lib/actor.ts';
import { registerEndpoints } from '../../lib/endpoint-routes.ts';
import { currencyOf } from '../../lib/shopper-currency.ts';
import { quoteCheckout } from './checkout-quote.service.ts';

/**
 * Checkout's review (docs/product.md, "Checkout and payments"): what the signed-in customer's bag
 * would come to as an order, for an address or a country and a way to pay, in the shopper's
 * currency. Placing the order is the payment routes' (modules/payments).
 */
export async function registerCheckoutRoutes(app: FastifyInstance) {
  const db = () => app.database.db;
  registerEndpoints(
    app,
    checkoutEndpoints,
    checkoutShapes,
    {
      quote: ({ query, request }) =>
        quoteCheckout(
          db(),
          { ...query, shopperCurrency: currencyOf(request, undefined), offered: [...app.paymentGateways.keys()] },
          actorOf(request),
        ),
    },
    { tags: ['Orders'] },
  );
}
