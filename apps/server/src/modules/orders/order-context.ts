import type { FastifyInstance } from 'fastify';
import { mailContextOf } from '../auth/account-mail.ts';
import type { OrderContext } from './order-moves.service.ts';

/** What order moves need from the app: how to e-mail, and its payment providers. */
export function orderContextOf(app: FastifyInstance): OrderContext {
  return { mail: mailContextOf(app.config), gateways: app.paymentGateways };
}
