import { orderEndpoints } from '@facet/contracts/order-endpoints';
import { orderShapes } from '@facet/contracts/order-shapes';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../lib/actor.ts';
import { registerEndpoints } from '../../lib/endpoint-routes.ts';
import { orderContextOf } from './order-context.ts';
import { updateOrderStatus } from './order-moves.service.ts';
import { listOrders } from './order-list.service.ts';
import { getOrderDetail } from './order-reads.service.ts';
import { refundOrder } from '../refunds/order-refunds.service.ts';

/**
 * Orders under the original's /api/order-detail (docs/product.md, "Orders"): staff of the Orders
 * area list every order, read one, move it (`/updateStatus`) and refund lines of it (`/refund`); a
 * customer lists and reads their own (`/for-customer`). The order's papers (PDFs) are the
 * shipments module's (order-papers.routes.ts).
 */
export async function registerOrderRoutes(app: FastifyInstance) {
  const db = () => app.database.db;
  const tags = ['Orders'];
  const { list, one, updateStatus, refund, mine, myOne } = orderEndpoints;

  registerEndpoints(
    app,
    { list, one, updateStatus, refund, mine, myOne },
    orderShapes,
    {
      list: ({ query, request }) => listOrders(db(), query, actorOf(request), 'all'),
      one: ({ params, request }) => getOrderDetail(db(), params, actorOf(request), 'all'),
      updateStatus: async ({ body, request }) => {
        const actor = actorOf(request);
        await updateOrderStatus(db(), orderContextOf(app), body, actor);
        return getOrderDetail(db(), { id: body.id }, actor, 'all');
      },
      refund: async ({ body, request }) => {
        const actor = actorOf(request);
        await refundOrder(db(), orderContextOf(app), body, actor);
        return getOrderDetail(db(), { id: body.orderId }, actor, 'all');
      },
      mine: ({ query, request }) => listOrders(db(), query, actorOf(request), 'own'),
      myOne: ({ params, request }) => getOrderDetail(db(), params, actorOf(request), 'own'),
    },
    { tags },
  );
}
