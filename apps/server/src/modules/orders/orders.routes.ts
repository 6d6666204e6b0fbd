import { successEnvelope } from '@facet/contracts/envelope';
import { envelopeSchema } from '@facet/contracts/envelope-schemas';
import { orderDetail, orderListQuery, orderPage, updateOrderStatusInput } from '@facet/contracts/orders';
import { recordIdParams } from '@facet/contracts/record-ids';
import { refundOrderLinesInput } from '@facet/contracts/refunds';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/actor.ts';
import { orderContextOf } from './order-context.ts';
import { updateOrderStatus } from './order-moves.service.ts';
import { listOrders } from './order-list.service.ts';
import { getOrderDetail } from './order-reads.service.ts';
import { refundOrder } from '../refunds/order-refunds.service.ts';

/**
 * Orders under the original's /api/order-detail (docs/product.md, "Orders"): staff of the Orders
 * area list every order, read one, move it (`/updateStatus`) and refund lines of it (`/refund`); a
 * customer lists and reads their own (`/for-customer`).
 */
export async function registerOrderRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;
  const tags = ['Orders'];

  api.get(
    '/api/order-detail',
    {
      config: { access: 'orders' },
      schema: {
        tags,
        summary: 'Every order, newest first: by state, days placed, or a search of number, customer or SKU',
        querystring: orderListQuery,
        response: { 200: envelopeSchema(orderPage) },
      },
    },
    async (request) => successEnvelope(await listOrders(db(), request.query, actorOf(request), 'all')),
  );

  api.get(
    '/api/order-detail/:id',
    {
      config: { access: 'orders' },
      schema: {
        tags,
        summary: 'One order with its lines, history and payments',
        params: recordIdParams,
        response: { 200: envelopeSchema(orderDetail) },
      },
    },
    async (request) => successEnvelope(await getOrderDetail(db(), request.params, actorOf(request), 'all')),
  );

  api.put(
    '/api/order-detail/updateStatus',
    {
      config: { access: 'orders' },
      schema: {
        tags,
        summary:
          'Move an order to its next state (shipping needs a tracking number and the HUID of every hallmarked piece; cancelling a paid order refunds it)',
        body: updateOrderStatusInput,
        response: { 200: envelopeSchema(orderDetail) },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      await updateOrderStatus(db(), orderContextOf(app), request.body, actor);
      return successEnvelope(await getOrderDetail(db(), { id: request.body.id }, actor, 'all'));
    },
  );

  api.post(
    '/api/order-detail/refund',
    {
      config: { access: 'orders' },
      schema: {
        tags,
        summary:
          'Refund lines of a paid order, or part of a line, through the provider that took the money; issues a credit note for just that',
        body: refundOrderLinesInput,
        response: { 200: envelopeSchema(orderDetail) },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      await refundOrder(db(), orderContextOf(app), request.body, actor);
      return successEnvelope(await getOrderDetail(db(), { id: request.body.orderId }, actor, 'all'));
    },
  );

  api.get(
    '/api/order-detail/for-customer',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: 'Your orders, newest first',
        querystring: orderListQuery,
        response: { 200: envelopeSchema(orderPage) },
      },
    },
    async (request) => successEnvelope(await listOrders(db(), request.query, actorOf(request), 'own')),
  );

  api.get(
    '/api/order-detail/for-customer/:id',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: 'One of your orders',
        params: recordIdParams,
        response: { 200: envelopeSchema(orderDetail) },
      },
    },
    async (request) => successEnvelope(await getOrderDetail(db(), request.params, actorOf(request), 'own')),
  );
}
