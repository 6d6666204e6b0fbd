import { accountsShapes, registerFileName } from '@facet/contracts/accounts';
import { accountsEndpoints } from '@facet/contracts/accounts-endpoints';
import type { FastifyInstance } from 'fastify';
import { fileAnswer, registerEndpoints } from '../../lib/endpoint-routes.ts';
import * as accounts from './accounts-reads.service.ts';

/**
 * The accountant's registers for a month, India time (the Admin's /accounts): the sales register,
 * the HSN summary and the exports, each as JSON for the page or `?format=csv` as a download.
 */
export async function registerAccountsRoutes(app: FastifyInstance) {
  const db = () => app.database.db;

  const csv = (file: string, text: string) =>
    fileAnswer({ body: text, contentType: 'text/csv; charset=utf-8', fileName: file });

  registerEndpoints(
    app,
    accountsEndpoints,
    accountsShapes,
    {
      salesRegister: async ({ query }) => {
        const register = await accounts.salesRegister(db(), query);
        if (query.format !== 'csv') return register;
        return csv(registerFileName('sales-register', register.month), accounts.salesRegisterCsv(register));
      },
      hsnSummary: async ({ query }) => {
        const summary = await accounts.hsnSummary(db(), query);
        if (query.format !== 'csv') return summary;
        return csv(registerFileName('hsn-summary', summary.month), accounts.hsnSummaryCsv(summary));
      },
      exports: async ({ query }) => {
        const register = await accounts.exportRegister(db(), query);
        if (query.format !== 'csv') return register;
        return csv(registerFileName('exports', register.month), accounts.exportRegisterCsv(register));
      },
    },
    { tags: ['Accounts'] },
  );
}
