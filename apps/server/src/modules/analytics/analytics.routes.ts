import {
  customerAnalytics,
  customJewelleryAnalytics,
  memberAnalytics,
  monthlySales,
  monthlySalesQuery,
  needsAttention,
  orderAnalytics,
  ordersByStatus,
  ordersOverTime,
  ordersOverTimeQuery,
  productAnalytics,
} from '@facet/contracts/analytics';
import { successEnvelope } from '@facet/contracts/envelope';
import { envelopeSchema } from '@facet/contracts/envelope-schemas';
import { inquiryAnalytics } from '@facet/contracts/inquiries';
import { stoneAnalytics } from '@facet/contracts/stones';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as analytics from './analytics.service.ts';
import * as attention from './needs-attention.service.ts';

/**
 * The dashboard's figures; each belongs to the back-office area that owns the people it counts.
 * The charts' series (/api/dashboard/analytics/…) and the "needs attention" lists belong to the
 * dashboard itself.
 */
export async function registerAnalyticsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/api/analytics/minimal/customer',
    {
      config: { access: 'customers' },
      schema: {
        tags: ['Analytics'],
        summary: 'Customer figures',
        response: { 200: envelopeSchema(customerAnalytics) },
      },
    },
    async () => successEnvelope(await analytics.customerAnalytics(app.database.db)),
  );
  api.get(
    '/api/analytics/minimal/custom-jewellery',
    {
      config: { access: 'customJewelleries' },
      schema: {
        tags: ['Analytics'],
        summary: 'Custom jewellery figures: requests in each state, and received in the last 30 days',
        response: { 200: envelopeSchema(customJewelleryAnalytics) },
      },
    },
    async () => successEnvelope(await analytics.customJewelleryAnalytics(app.database.db)),
  );
  api.get(
    '/api/analytics/minimal/member',
    {
      config: { access: 'members' },
      schema: { tags: ['Analytics'], summary: 'Staff figures', response: { 200: envelopeSchema(memberAnalytics) } },
    },
    async () => successEnvelope(await analytics.memberAnalytics(app.database.db)),
  );
  api.get(
    '/api/analytics/minimal/inquiry',
    {
      config: { access: 'inquiries' },
      schema: {
        tags: ['Analytics'],
        summary: 'Inquiry figures',
        response: { 200: envelopeSchema(inquiryAnalytics) },
      },
    },
    async () => successEnvelope(await analytics.inquiryAnalytics(app.database.db)),
  );
  api.get(
    '/api/analytics/minimal/product',
    {
      config: { access: 'jewelleries' },
      schema: {
        tags: ['Analytics'],
        summary: 'Jewellery figures: pieces listed and unlisted, variants, added in the last 30 days, without pictures',
        response: { 200: envelopeSchema(productAnalytics) },
      },
    },
    async () => successEnvelope(await analytics.productAnalytics(app.database.db)),
  );
  api.get(
    '/api/analytics/minimal/stone',
    {
      config: { access: 'stones' },
      schema: {
        tags: ['Analytics'],
        summary: 'Stone figures: how many in each state, and added in the last 30 days',
        response: { 200: envelopeSchema(stoneAnalytics) },
      },
    },
    async () => successEnvelope(await analytics.stoneAnalytics(app.database.db)),
  );
  api.get(
    '/api/analytics/minimal/order-detail',
    {
      config: { access: 'orders' },
      schema: {
        tags: ['Analytics'],
        summary: 'Order figures: how many wait at each step, placed and taken in the last 30 days',
        response: { 200: envelopeSchema(orderAnalytics) },
      },
    },
    async () => successEnvelope(await analytics.orderAnalytics(app.database.db)),
  );
  api.get(
    '/api/dashboard/analytics/orders',
    {
      config: { access: 'dashboard' },
      schema: {
        tags: ['Analytics'],
        summary: 'Orders placed and takings per day (India), oldest first, days without orders included',
        querystring: ordersOverTimeQuery,
        response: { 200: envelopeSchema(ordersOverTime) },
      },
    },
    async (request) => successEnvelope(await analytics.ordersOverTime(app.database.db, request.query)),
  );
  api.get(
    '/api/dashboard/analytics/order-status',
    {
      config: { access: 'dashboard' },
      schema: {
        tags: ['Analytics'],
        summary: 'How many orders are in each state, every state listed',
        response: { 200: envelopeSchema(ordersByStatus) },
      },
    },
    async () => successEnvelope(await analytics.ordersByStatus(app.database.db)),
  );
  api.get(
    '/api/dashboard/analytics/monthly-sales',
    {
      config: { access: 'dashboard' },
      schema: {
        tags: ['Analytics'],
        summary: 'Paid orders and takings per calendar month (India), oldest first, months without sales included',
        querystring: monthlySalesQuery,
        response: { 200: envelopeSchema(monthlySales) },
      },
    },
    async (request) => successEnvelope(await analytics.monthlySales(app.database.db, request.query)),
  );
  api.get(
    '/api/dashboard/needs-attention',
    {
      config: { access: 'dashboard' },
      schema: {
        tags: ['Analytics'],
        summary:
          'What waits for someone: new custom requests, unanswered inquiries, paid orders not yet being made, stones held past their time — each a count and the longest waiting first',
        response: { 200: envelopeSchema(needsAttention) },
      },
    },
    async () => successEnvelope(await attention.needsAttention(app.database.db)),
  );
}
