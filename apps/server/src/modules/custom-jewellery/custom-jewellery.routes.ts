import {
  changeCustomJewelleryStateInput,
  createCustomJewelleryInput,
  CUSTOM_JEWELLERY_RECEIVED,
  customJewelleryIdParams,
  customJewelleryListQuery,
  customJewelleryPage,
  customJewelleryReceived,
  customJewelleryRecord,
  replyToCustomJewelleryInput,
} from '@facet/contracts/custom-jewellery';
import { successEnvelope } from '@facet/contracts/envelope';
import { envelopeSchema } from '@facet/contracts/envelope-schemas';
import { mediaRecord } from '@facet/contracts/media';
import { ACCEPTED_IMAGE_NAMES } from '@facet/contracts/media-sizes';
import { z } from '@facet/contracts/zod';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/actor.ts';
import { mailContextOf } from '../auth/account-mail.ts';
import { readUpload } from '../media/read-upload.ts';
import {
  changeCustomJewelleryState,
  createCustomJewelleryRequest,
  deleteCustomJewelleryRequest,
  replyToCustomJewelleryRequest,
  uploadCustomJewelleryPicture,
} from './custom-jewellery.service.ts';
import {
  getCustomJewelleryRequest,
  listCustomerCustomJewelleryRequests,
  listCustomJewelleryRequests,
} from './custom-jewellery-reads.service.ts';

/*
 * Custom jewellery (docs/product.md, "Custom jewellery requests"): anyone may upload reference
 * pictures and send a request; staff of the Custom Jewelleries area list, read, move, reply to and
 * delete requests. The historic GET /api/custom-jewellery is the staff list; a signed-in shopper's
 * own requests are at /api/custom-jewellery/for-customer (as orders' are), so each route has one
 * permission rule.
 */
export async function registerCustomJewelleryRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;
  const mail = mailContextOf(app.config);
  const staff = { access: 'customJewelleries' } as const;
  const tags = ['Custom jewellery'];

  // Multipart parsing only for the picture upload; every other route stays JSON-only.
  await app.register(async (uploads) => {
    await uploads.register(multipart, { throwFileSizeLimit: true });
    uploads.withTypeProvider<ZodTypeProvider>().post(
      '/api/custom-jewellery/picture',
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary:
            `Upload one reference picture for a request (multipart/form-data, field "file"): ${ACCEPTED_IMAGE_NAMES}, ` +
            '200 × 200 px or more. Send its id in the request’s `pictures` within a day.',
          consumes: ['multipart/form-data'],
          response: { 201: envelopeSchema(mediaRecord) },
        },
      },
      async (request, reply) => {
        await app.limits.take('customJewelleryPicture', reply);
        const upload = await readUpload(request);
        const record = await uploadCustomJewelleryPicture(app.database.db, { upload }, request.actor, app.mediaStore);
        reply.code(201);
        return successEnvelope(record, 201);
      },
    );
  });

  api.post(
    '/api/custom-jewellery',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary:
          'Send a custom jewellery request; the shopper and the shop are e-mailed. ' +
          'A filled-in `website` (a trap for bots) is answered the same but nothing is kept or sent.',
        body: createCustomJewelleryInput,
        response: { 201: envelopeSchema(customJewelleryReceived) },
      },
    },
    async (request, reply) => {
      // Counted before the honeypot is looked at, so a bot is limited (and answered) like anyone.
      await app.limits.take('customJewellery', reply, [`email:${request.body.email}`]);
      await createCustomJewelleryRequest(db(), request.body, request.actor, mail);
      return reply.code(201).send(successEnvelope({ message: CUSTOM_JEWELLERY_RECEIVED }, 201));
    },
  );
  api.get(
    '/api/custom-jewellery',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Custom jewellery requests, newest first, a page at a time',
        querystring: customJewelleryListQuery,
        response: { 200: envelopeSchema(customJewelleryPage) },
      },
    },
    async (request) => successEnvelope(await listCustomJewelleryRequests(db(), request.query)),
  );
  api.get(
    '/api/custom-jewellery/for-customer',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: 'The signed-in shopper’s own requests and their states, newest first',
        querystring: customJewelleryListQuery.pick({ pageNo: true, pageSize: true }),
        response: { 200: envelopeSchema(customJewelleryPage) },
      },
    },
    async (request) =>
      successEnvelope(await listCustomerCustomJewelleryRequests(db(), request.query, actorOf(request))),
  );
  api.get(
    '/api/custom-jewellery/:id',
    {
      config: staff,
      schema: {
        tags,
        summary: 'One custom jewellery request, with its pictures',
        params: customJewelleryIdParams,
        response: { 200: envelopeSchema(customJewelleryRecord) },
      },
    },
    async (request) => successEnvelope(await getCustomJewelleryRequest(db(), request.params)),
  );
  api.put(
    '/api/custom-jewellery/state',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Move a request to a state, with a note and (to quote) a price',
        body: changeCustomJewelleryStateInput,
        response: { 200: envelopeSchema(customJewelleryRecord) },
      },
    },
    async (request) => successEnvelope(await changeCustomJewelleryState(db(), request.body, actorOf(request))),
  );
  api.post(
    '/api/custom-jewellery/reply',
    {
      config: staff,
      schema: {
        tags,
        summary: 'E-mail the shopper (queued through the outbox)',
        body: replyToCustomJewelleryInput,
        response: { 200: envelopeSchema(customJewelleryRecord) },
      },
    },
    async (request) => successEnvelope(await replyToCustomJewelleryRequest(db(), request.body, actorOf(request), mail)),
  );
  api.delete(
    '/api/custom-jewellery/:id',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Delete a custom jewellery request',
        params: customJewelleryIdParams,
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (request) => {
      await deleteCustomJewelleryRequest(db(), request.params, actorOf(request));
      return successEnvelope(null);
    },
  );
}
