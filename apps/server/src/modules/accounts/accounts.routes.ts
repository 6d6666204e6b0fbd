import { accountsQuery, exportRegister, hsnSummary, registerFileName, salesRegister } from '@facet/contracts/accounts';
import { successEnvelope } from '@facet/contracts/envelope';
import { envelopeSchema } from '@facet/contracts/envelope-schemas';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as accounts from './accounts-reads.service.ts';

/**
 * The accountant's registers for a month, India time (the Admin's /accounts): the sales register,
 * the HSN summary and the exports, each as JSON for the page or `?format=csv` as a download.
 */
export async function registerAccountsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;
  const tags = ['Accounts'];
  const config = { access: 'accounts' } as const;

  function sendCsv(reply: FastifyReply, file: string, csv: string) {
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${file}"`)
      .header('cache-control', 'private, no-store')
      .send(csv);
  }

  api.get(
    '/api/accounts/sales-register',
    {
      config,
      schema: {
        tags,
        summary:
          'One row per line of every tax invoice and credit note issued in the month (India), credit notes negative (Admin)',
        querystring: accountsQuery,
        produces: ['application/json', 'text/csv'],
        response: { 200: envelopeSchema(salesRegister) },
      },
    },
    async (request, reply) => {
      const register = await accounts.salesRegister(db(), request.query);
      if (request.query.format === 'csv') {
        return sendCsv(reply, registerFileName('sales-register', register.month), accounts.salesRegisterCsv(register));
      }
      return successEnvelope(register);
    },
  );

  api.get(
    '/api/accounts/hsn-summary',
    {
      config,
      schema: {
        tags,
        summary:
          "The month's documents per HSN code and rate: quantity, taxable value and tax, invoices less credit notes (Admin)",
        querystring: accountsQuery,
        produces: ['application/json', 'text/csv'],
        response: { 200: envelopeSchema(hsnSummary) },
      },
    },
    async (request, reply) => {
      const summary = await accounts.hsnSummary(db(), request.query);
      if (request.query.format === 'csv') {
        return sendCsv(reply, registerFileName('hsn-summary', summary.month), accounts.hsnSummaryCsv(summary));
      }
      return successEnvelope(summary);
    },
  );

  api.get(
    '/api/accounts/exports',
    {
      config,
      schema: {
        tags,
        summary: "The month's export documents with their LUT note, in rupees and the currency paid (Admin)",
        querystring: accountsQuery,
        produces: ['application/json', 'text/csv'],
        response: { 200: envelopeSchema(exportRegister) },
      },
    },
    async (request, reply) => {
      const register = await accounts.exportRegister(db(), request.query);
      if (request.query.format === 'csv') {
        return sendCsv(reply, registerFileName('exports', register.month), accounts.exportRegisterCsv(register));
      }
      return successEnvelope(register);
    },
  );
}
