import { CUSTOM_JEWELLERY_RECEIVED, customJewelleryShapes } from '@facet/contracts/custom-jewellery';
import { customJewelleryEndpoints } from '@facet/contracts/custom-jewellery-endpoints';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../lib/actor.ts';
import { registerEndpoints } from '../../lib/endpoint-routes.ts';
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
  const db = () => app.database.db;
  const mail = mailContextOf(app.config);
  const tags = ['Custom jewellery'];

  const { picture, ...requests } = customJewelleryEndpoints;

  // Multipart parsing only for the picture upload; every other route stays JSON-only.
  await app.register(async (uploads) => {
    await uploads.register(multipart, { throwFileSizeLimit: true });
    registerEndpoints(
      uploads,
      { picture },
      customJewelleryShapes,
      {
        picture: async ({ request, reply }) => {
          await app.limits.take('customJewelleryPicture', reply);
          const upload = await readUpload(request);
          return uploadCustomJewelleryPicture(app.database.db, { upload }, request.actor, app.mediaStore);
        },
      },
      { tags },
    );
  });

  registerEndpoints(
    app,
    requests,
    customJewelleryShapes,
    {
      send: async ({ body, request, reply }) => {
        // Counted before the honeypot is looked at, so a bot is limited (and answered) like anyone.
        await app.limits.take('customJewellery', reply, [`email:${body.email}`]);
        await createCustomJewelleryRequest(db(), body, request.actor, mail);
        return { message: CUSTOM_JEWELLERY_RECEIVED };
      },
      list: ({ query }) => listCustomJewelleryRequests(db(), query),
      mine: ({ query, request }) => listCustomerCustomJewelleryRequests(db(), query, actorOf(request)),
      one: ({ params }) => getCustomJewelleryRequest(db(), params),
      changeState: ({ body, request }) => changeCustomJewelleryState(db(), body, actorOf(request)),
      reply: ({ body, request }) => replyToCustomJewelleryRequest(db(), body, actorOf(request), mail),
      remove: async ({ params, request }) => {
        await deleteCustomJewelleryRequest(db(), params, actorOf(request));
        return null;
      },
    },
    { tags },
  );
}
