import { companyInfo } from '@facet/contracts/company';
import { successEnvelope } from '@facet/contracts/envelope';
import { envelopeSchema } from '@facet/contracts/envelope-schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

/** The business's contact details, from configuration (README "Configuration"). */
export async function registerCompanyRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/company',
    {
      config: { access: 'public' },
      schema: {
        tags: ['Company'],
        summary: 'Business name and contact details',
        response: { 200: envelopeSchema(companyInfo) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      const { company } = app.config;
      return successEnvelope({ ...company, gstin: company.gstin ?? null });
    },
  );
}
