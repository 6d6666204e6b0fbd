import multipart from '@fastify/multipart';
import { successEnvelope } from '@facet/contracts/envelope';
import { envelopeSchema } from '@facet/contracts/envelope-schemas';
import { ACCEPTED_IMAGE_NAMES } from '@facet/contracts/media-sizes';
import { mediaRecord } from '@facet/contracts/media';
import { recordIdParams } from '@facet/contracts/record-ids';
import {
  createReturnRequestInput,
  customerReturnParcelInput,
  customerReturnRequestQuery,
  moveReturnRequestInput,
  orderReturnOptions,
  returnRequestListQuery,
  returnRequestPage,
  returnRequestRecord,
  staffReturnParcelInput,
} from '@facet/contracts/returns';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from '@facet/contracts/zod';
import { actorOf } from '../../lib/actor.ts';
import { mailContextOf } from '../auth/account-mail.ts';
import { orderContextOf } from '../orders/order-context.ts';
import { readUpload } from '../media/read-upload.ts';
import {
  getReturnRequest,
  listCustomerReturnRequests,
  listReturnRequests,
  orderReturnOptionsFor,
} from './return-request-reads.service.ts';
import {
  createReturnRequest,
  moveReturnRequest,
  uploadReturnPicture,
  withdrawReturnRequest,
} from './return-request-save.service.ts';
import { bookReturnPickup, recordCustomerReturnParcel } from './return-parcel-save.service.ts';

/**
 * Return requests: a customer asks to return, resize or exchange a line of a delivered order,
 * sees their requests and withdraws one (`/for-customer`); staff of the Orders area work the
 * Returns queue and move each request.
 */
export async function registerReturnRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;
  const mail = mailContextOf(app.config);
  const tags = ['Returns'];

  // Multipart parsing only for the picture upload; every other route stays JSON-only.
  await app.register(async (uploads) => {
    await uploads.register(multipart, { throwFileSizeLimit: true });
    uploads.withTypeProvider<ZodTypeProvider>().post(
      '/api/return-requests/picture',
      {
        config: { access: 'signedIn' },
        schema: {
          tags,
          summary:
            `Upload one picture of the piece for a request (multipart/form-data, field "file"): ${ACCEPTED_IMAGE_NAMES}, ` +
            '200 × 200 px or more. Send its id in the request’s `pictures` within a day.',
          consumes: ['multipart/form-data'],
          response: { 201: envelopeSchema(mediaRecord) },
        },
      },
      async (request, reply) => {
        await app.limits.take('returnPicture', reply);
        const upload = await readUpload(request);
        const record = await uploadReturnPicture(app.database.db, { upload }, actorOf(request), app.mediaStore);
        reply.code(201);
        return successEnvelope(record, 201);
      },
    );
  });

  api.post(
    '/api/return-requests',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: 'Ask to return, resize or exchange an item of one of your delivered orders',
        body: createReturnRequestInput,
        response: { 201: envelopeSchema(returnRequestRecord) },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const id = await createReturnRequest(db(), request.body, actor, mail);
      return reply.code(201).send(successEnvelope(await getReturnRequest(db(), { id }, actor, 'own'), 201));
    },
  );

  api.get(
    '/api/return-requests/for-customer',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: 'Your return requests, newest first: of one order, or all',
        querystring: customerReturnRequestQuery,
        response: { 200: envelopeSchema(z.array(returnRequestRecord)) },
      },
    },
    async (request) => successEnvelope(await listCustomerReturnRequests(db(), request.query, actorOf(request))),
  );

  api.get(
    '/api/return-requests/for-customer/order/:id',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary:
          'What each item of one of your orders may have today (return, resize, exchange, or why not), and its requests',
        params: recordIdParams,
        response: { 200: envelopeSchema(orderReturnOptions) },
      },
    },
    async (request) => successEnvelope(await orderReturnOptionsFor(db(), request.params, actorOf(request))),
  );

  api.get(
    '/api/return-requests/for-customer/:id',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: 'One of your return requests',
        params: recordIdParams,
        response: { 200: envelopeSchema(returnRequestRecord) },
      },
    },
    async (request) => successEnvelope(await getReturnRequest(db(), request.params, actorOf(request), 'own')),
  );

  api.put(
    '/api/return-requests/for-customer/:id/withdraw',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: 'Withdraw one of your return requests, before we receive the piece',
        params: recordIdParams,
        response: { 200: envelopeSchema(returnRequestRecord) },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      await withdrawReturnRequest(db(), request.params, actor, orderContextOf(app));
      return successEnvelope(await getReturnRequest(db(), request.params, actor, 'own'));
    },
  );

  api.put(
    '/api/return-requests/for-customer/:id/parcel',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary:
          'Say you have sent the parcel of one of your approved requests: its carrier and tracking number (once; not for a pick-up)',
        params: recordIdParams,
        body: customerReturnParcelInput,
        response: { 200: envelopeSchema(returnRequestRecord) },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      await recordCustomerReturnParcel(db(), { ...request.params, ...request.body }, actor);
      return successEnvelope(await getReturnRequest(db(), request.params, actor, 'own'));
    },
  );

  api.get(
    '/api/return-requests',
    {
      config: { access: 'orders' },
      schema: {
        tags,
        summary: 'The Returns queue: open requests oldest first, or by state, kind and days asked',
        querystring: returnRequestListQuery,
        response: { 200: envelopeSchema(returnRequestPage) },
      },
    },
    async (request) => successEnvelope(await listReturnRequests(db(), request.query)),
  );

  api.get(
    '/api/return-requests/:id',
    {
      config: { access: 'orders' },
      schema: {
        tags,
        summary: 'One return request with its item, pictures and history',
        params: recordIdParams,
        response: { 200: envelopeSchema(returnRequestRecord) },
      },
    },
    async (request) => successEnvelope(await getReturnRequest(db(), request.params, actorOf(request), 'all')),
  );

  api.put(
    '/api/return-requests/:id/parcel',
    {
      config: { access: 'orders' },
      schema: {
        tags,
        summary:
          'Record the pick-up booked for an approved request’s parcel: carrier, tracking number and day (once); the customer is e-mailed',
        params: recordIdParams,
        body: staffReturnParcelInput,
        response: { 200: envelopeSchema(returnRequestRecord) },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      await bookReturnPickup(db(), { ...request.params, ...request.body }, actor, mail);
      return successEnvelope(await getReturnRequest(db(), request.params, actor, 'all'));
    },
  );

  api.put(
    '/api/return-requests/move',
    {
      config: { access: 'orders' },
      schema: {
        tags,
        summary: 'Move a return request to its next state (a refusal or a failed inspection says why in the note)',
        body: moveReturnRequestInput,
        response: { 200: envelopeSchema(returnRequestRecord) },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      await moveReturnRequest(db(), request.body, actor, orderContextOf(app));
      return successEnvelope(await getReturnRequest(db(), { id: request.body.id }, actor, 'all'));
    },
  );
}
