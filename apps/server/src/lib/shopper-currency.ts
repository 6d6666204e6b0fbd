import { CURRENCY_COOKIE, type Currency, readCurrency } from '@facet/contracts/money';
import type { FastifyRequest } from 'fastify';

/** The shopper's currency: asked for in the query, else remembered in the cookie, else USD. */
export function currencyOf(request: FastifyRequest, asked: Currency | undefined): Currency {
  return asked ?? readCurrency(request.cookies[CURRENCY_COOKIE]);
}
