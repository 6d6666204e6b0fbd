import { customerAnalytics, memberAnalytics } from '@facet/contracts/analytics';
import { successEnvelope } from '@facet/contracts/envelope';
import { envelopeSchema } from '@facet/contracts/envelope-schemas';
import { inquiryAnalytics } from '@facet/contracts/inquiries';
import { stoneAnalytics } from '@facet/contracts/stones';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as analytics from './analytics.service.ts';

/** The dashboard's figures; each belongs to the back-office area that owns the people it counts. */
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
}
