import { analyticsShapes } from '@facet/contracts/analytics';
import { analyticsEndpoints } from '@facet/contracts/analytics-endpoints';
import type { FastifyInstance } from 'fastify';
import { registerEndpoints } from '../../lib/endpoint-routes.ts';
import * as analytics from './analytics.service.ts';
import * as attention from './needs-attention.service.ts';

/**
 * The dashboard's figures; each belongs to the back-office area that owns the people it counts.
 * The charts' series (/api/dashboard/analytics/…) and the "needs attention" lists belong to the
 * dashboard itself.
 */
export async function registerAnalyticsRoutes(app: FastifyInstance) {
  const db = () => app.database.db;
  registerEndpoints(
    app,
    analyticsEndpoints,
    analyticsShapes,
    {
      customers: () => analytics.customerAnalytics(db()),
      customJewellery: () => analytics.customJewelleryAnalytics(db()),
      members: () => analytics.memberAnalytics(db()),
      inquiries: () => analytics.inquiryAnalytics(db()),
      products: () => analytics.productAnalytics(db()),
      stones: () => analytics.stoneAnalytics(db()),
      orders: () => analytics.orderAnalytics(db()),
      ordersOverTime: ({ query }) => analytics.ordersOverTime(db(), query),
      ordersByStatus: () => analytics.ordersByStatus(db()),
      monthlySales: ({ query }) => analytics.monthlySales(db(), query),
      needsAttention: () => attention.needsAttention(db()),
    },
    { tags: ['Analytics'] },
  );
}
