import { ringSizerEndpoints } from '@facet/contracts/ring-sizer-endpoints';
import { ringSizerShapes } from '@facet/contracts/ring-sizer';
import type { FastifyInstance } from 'fastify';
import { fileAnswer, registerEndpoints } from '../../lib/endpoint-routes.ts';
import { businessDetails } from '../business-details/business-details.service.ts';
import { renderRingSizer } from './ring-sizer-pdf.ts';
import {
  listMyRingSizerRequests,
  listRingSizerRequests,
  markRingSizerSent,
  requestRingSizer,
} from './ring-sizer-requests.service.ts';
import { actorOf } from '../../lib/actor.ts';

/**
 * The printable ring sizer, for anyone (A4 unless `?paper=letter`); "send me a free ring sizer"
 * for signed-in shoppers, and its queue for Orders staff.
 */
export async function registerRingSizerRoutes(app: FastifyInstance) {
  registerEndpoints(
    app,
    ringSizerEndpoints,
    ringSizerShapes,
    {
      printable: async ({ query }) => {
        const paper = query.paper ?? 'a4';
        const seller = await businessDetails(app.database.db);
        return fileAnswer({
          body: await renderRingSizer(paper, { name: seller.tradeName, printedAt: new Date() }),
          contentType: 'application/pdf',
          fileName: `ring-sizer-${paper}.pdf`,
        });
      },
      request: ({ body, request }) => requestRingSizer(app.database.db, body, actorOf(request)),
      mine: ({ request }) => listMyRingSizerRequests(app.database.db, actorOf(request)),
      list: ({ query }) => listRingSizerRequests(app.database.db, query),
      markSent: ({ params, request }) => markRingSizerSent(app.database.db, params, actorOf(request)),
    },
    { tags: ['Ring sizes'] },
  );
}
