import { COMPLAINT_RECEIVED, INQUIRY_RECEIVED, inquiryShapes } from '@facet/contracts/inquiries';
import { inquiryEndpoints } from '@facet/contracts/inquiry-endpoints';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../lib/actor.ts';
import { registerEndpoints } from '../../lib/endpoint-routes.ts';
import { mailContextOf } from '../auth/account-mail.ts';
import { createInquiry, deleteInquiry, replyToInquiry } from './inquiries.service.ts';
import { getInquiry, listInquiries } from './inquiry-reads.service.ts';

/** Inquiries: anyone may send one (/api/inquiry); staff of the Inquiries area read, answer and delete them. */
export async function registerInquiryRoutes(app: FastifyInstance) {
  const db = () => app.database.db;
  const mail = mailContextOf(app.config);
  registerEndpoints(
    app,
    inquiryEndpoints,
    inquiryShapes,
    {
      send: async ({ body, request, reply }) => {
        // Counted before the honeypot is looked at, so a bot is limited (and answered) like anyone.
        await app.limits.take('inquiry', reply, [`email:${body.email}`]);
        await createInquiry(db(), body, request.actor, mail);
        return { message: body.kind === 'complaint' ? COMPLAINT_RECEIVED : INQUIRY_RECEIVED };
      },
      list: ({ query }) => listInquiries(db(), query),
      one: ({ params }) => getInquiry(db(), params),
      reply: ({ params, body, request }) => replyToInquiry(db(), { ...params, ...body }, actorOf(request), mail),
      remove: async ({ params, request }) => {
        await deleteInquiry(db(), params, actorOf(request));
        return null;
      },
    },
    { tags: ['Inquiry'] },
  );
}
