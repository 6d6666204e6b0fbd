import { CUSTOM_JEWELLERY_RECEIVED, customJewelleryShapes } from '@facet/contracts/custom-jewellery';
import { customJewelleryEndpoints } from '@facet/contracts/custom-jewellery-endpoints';
import { successEnvelope } from '@facet/contracts/envelope';
import { envelopeSchema } from '@facet/contracts/envelope-schemas';
import { mediaRecord } from '@facet/contracts/media';
import { ACCEPTED_IMAGE_NAMES } from '@facet/contracts/media-sizes';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
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

  // Multipart parsing only for the picture upload, registered by hand (decision 034: declared
  // endpoints are JSON); every other route stays JSON-only and is declared.
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

  registerEndpoints(
    app,
    customJewelleryEndpoints,
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
