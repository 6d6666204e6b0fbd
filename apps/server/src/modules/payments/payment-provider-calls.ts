import { type PaymentProvider, paymentProviderLabels } from '@facet/contracts/orders';
import { AppError } from '../../lib/app-error.ts';
import type { OrderContext } from '../orders/order-moves.service.ts';
import { type PaymentGateway, ProviderError } from './payment-provider.ts';

/*
 * What a shopper's request that calls a payment provider needs (start, capture, webhook): the
 * provider's gateway, when this shop offers it, and a provider's refusal as the error the
 * shopper reads.
 */

export function gatewayOf(context: OrderContext, provider: PaymentProvider): PaymentGateway {
  const gateway = context.gateways.get(provider);
  if (!gateway)
    throw new AppError('not-found', `Payments with ${paymentProviderLabels[provider]} are not offered here.`);
  return gateway;
}

export function providerRefusal(error: unknown): never {
  if (error instanceof ProviderError) throw new AppError(error.final ? 'unprocessable' : 'unavailable', error.message);
  throw error;
}
