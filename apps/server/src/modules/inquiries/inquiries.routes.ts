import { successEnvelope } from '@facet/contracts/envelope';
import { envelopeSchema } from '@facet/contracts/envelope-schemas';
import {
  COMPLAINT_RECEIVED,
  createInquiryInput,
  INQUIRY_RECEIVED,
  inquiryIdParams,
  inquiryListQuery,
  inquiryPage,
  inquiryReceived,
  inquiryRecord,
  replyToInquiryInput,
} from '@facet/contracts/inquiries';
import { z } from '@facet/contracts/zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/actor.ts';
import { mailContextOf } from '../auth/account-mail.ts';
import { createInquiry, deleteInquiry, replyToInquiry } from './inquiries.service.ts';
import { getInquiry, listInquiries } from './inquiry-reads.service.ts';

/** Inquiries: anyone may send one (/api/inquiry); staff of the Inquiries area read, answer and delete them. */
export async function registerInquiryRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;
  const mail = mailContextOf(app.config);
  const staff = { access: 'inquiries' } as const;
  const tags = ['Inquiry'];

  api.post(
    '/api/inquiry',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary:
          'Send a question (contact form, "Ask about this stone") or a complaint (contact form); the shopper and the shop are e-mailed, ' +
          'a complaint with its reference number, the grievance officer and the day it will be resolved by. ' +
          'A filled-in `website` (a trap for bots) is answered the same but nothing is kept or sent.',
        body: createInquiryInput,
        response: { 201: envelopeSchema(inquiryReceived) },
      },
    },
    async (request, reply) => {
      // Counted before the honeypot is looked at, so a bot is limited (and answered) like anyone.
      await app.limits.take('inquiry', reply, [`email:${request.body.email}`]);
      await createInquiry(db(), request.body, request.actor, mail);
      const message = request.body.kind === 'complaint' ? COMPLAINT_RECEIVED : INQUIRY_RECEIVED;
      return reply.code(201).send(successEnvelope({ message }, 201));
    },
  );
  api.get(
    '/api/inquiry',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Inquiries, newest first, a page at a time',
        querystring: inquiryListQuery,
        response: { 200: envelopeSchema(inquiryPage) },
      },
    },
    async (request) => successEnvelope(await listInquiries(db(), request.query)),
  );
  api.get(
    '/api/inquiry/:id',
    {
      config: staff,
      schema: {
        tags,
        summary: 'One inquiry, with the stone or jewellery it is about',
        params: inquiryIdParams,
        response: { 200: envelopeSchema(inquiryRecord) },
      },
    },
    async (request) => successEnvelope(await getInquiry(db(), request.params)),
  );
  api.post(
    '/api/inquiry/:id/reply',
    {
      config: staff,
      schema: {
        tags,
        summary: 'E-mail an answer to the shopper (queued) and mark the inquiry answered',
        params: inquiryIdParams,
        body: replyToInquiryInput,
        response: { 200: envelopeSchema(inquiryRecord) },
      },
    },
    async (request) =>
      successEnvelope(await replyToInquiry(db(), { ...request.params, ...request.body }, actorOf(request), mail)),
  );
  api.delete(
    '/api/inquiry/:id',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Delete an inquiry',
        params: inquiryIdParams,
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (request) => {
      await deleteInquiry(db(), request.params, actorOf(request));
      return successEnvelope(null);
    },
  );
}
