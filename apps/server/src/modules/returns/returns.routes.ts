import multipart from '@fastify/multipart';
import { returnRequestEndpoints } from '@facet/contracts/return-request-endpoints';
import { returnRequestShapes } from '@facet/contracts/returns';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../lib/actor.ts';
import { registerEndpoints } from '../../lib/endpoint-routes.ts';
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
 * Returns queue and move each request. The endpoints are declared in contracts
 * (return-request-endpoints.ts); the picture upload, multipart, in a scope that parses it.
 */
export async function registerReturnRoutes(app: FastifyInstance) {
  const db = () => app.database.db;
  const mail = mailContextOf(app.config);
  const tags = ['Returns'];

  const { picture, ...requests } = returnRequestEndpoints;

  // Multipart parsing only for the picture upload; every other route stays JSON-only.
  await app.register(async (uploads) => {
    await uploads.register(multipart, { throwFileSizeLimit: true });
    registerEndpoints(
      uploads,
      { picture },
      returnRequestShapes,
      {
        picture: async ({ request, reply }) => {
          await app.limits.take('returnPicture', reply);
          const upload = await readUpload(request);
          return uploadReturnPicture(app.database.db, { upload }, actorOf(request), app.mediaStore);
        },
      },
      { tags },
    );
  });

  registerEndpoints(
    app,
    requests,
    returnRequestShapes,
    {
      create: async ({ body, request }) => {
        const actor = actorOf(request);
        const id = await createReturnRequest(db(), body, actor, mail);
        return getReturnRequest(db(), { id }, actor, 'own');
      },
      mine: ({ query, request }) => listCustomerReturnRequests(db(), query, actorOf(request)),
      orderOptions: ({ params, request }) => orderReturnOptionsFor(db(), params, actorOf(request)),
      myOne: ({ params, request }) => getReturnRequest(db(), params, actorOf(request), 'own'),
      withdraw: async ({ params, request }) => {
        const actor = actorOf(request);
        await withdrawReturnRequest(db(), params, actor, orderContextOf(app));
        return getReturnRequest(db(), params, actor, 'own');
      },
      myParcel: async ({ params, body, request }) => {
        const actor = actorOf(request);
        await recordCustomerReturnParcel(db(), { ...params, ...body }, actor);
        return getReturnRequest(db(), params, actor, 'own');
      },
      list: ({ query }) => listReturnRequests(db(), query),
      one: ({ params, request }) => getReturnRequest(db(), params, actorOf(request), 'all'),
      bookPickup: async ({ params, body, request }) => {
        const actor = actorOf(request);
        await bookReturnPickup(db(), { ...params, ...body }, actor, mail);
        return getReturnRequest(db(), params, actor, 'all');
      },
      move: async ({ body, request }) => {
        const actor = actorOf(request);
        await moveReturnRequest(db(), body, actor, orderContextOf(app));
        return getReturnRequest(db(), { id: body.id }, actor, 'all');
      },
    },
    { tags },
  );
}
