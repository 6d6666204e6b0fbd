import { successEnvelope } from '@facet/contracts/envelope';
import { envelopeSchema } from '@facet/contracts/envelope-schemas';
import { mediaRecord } from '@facet/contracts/media';
import { ACCEPTED_IMAGE_NAMES } from '@facet/contracts/media-sizes';
import {
  changeReviewStateInput,
  createReviewInput,
  customerReviewQuery,
  customerReviewRecord,
  productReviewParams,
  productReviewQuery,
  productReviews,
  reviewIdParams,
  reviewListQuery,
  reviewPage,
  staffReviewListQuery,
  staffReviewPage,
  staffReviewRecord,
} from '@facet/contracts/reviews';
import { z } from '@facet/contracts/zod';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/actor.ts';
import { readUpload } from '../media/read-upload.ts';
import { changeReviewState, createReview, uploadReviewPicture } from './reviews.service.ts';
import {
  listApprovedReviews,
  listCustomerReviews,
  listProductReviews,
  listStaffReviews,
} from './review-reads.service.ts';

/*
 * Reviews (verified purchase): a signed-in customer with a confirmed e-mail reviews a line of
 * a delivered order, with pictures uploaded first; anyone reads the approved reviews (all of
 * them, or one piece's with its average); staff of the Jewelleries area publish or hide them.
 */
export async function registerReviewRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;
  const customer = { access: 'signedIn', requires: ['emailConfirmed'] } as const;
  const staff = { access: 'jewelleries' } as const;
  const tags = ['Reviews'];

  // Multipart parsing only for the picture upload; every other route stays JSON-only.
  await app.register(async (uploads) => {
    await uploads.register(multipart, { throwFileSizeLimit: true });
    uploads.withTypeProvider<ZodTypeProvider>().post(
      '/api/reviews/picture',
      {
        config: customer,
        schema: {
          tags,
          summary:
            `Upload one picture for your review (multipart/form-data, field "file"): ${ACCEPTED_IMAGE_NAMES}, ` +
            '200 × 200 px or more. Send its id in the review’s `pictureIds` within a day.',
          consumes: ['multipart/form-data'],
          response: { 201: envelopeSchema(mediaRecord) },
        },
      },
      async (request, reply) => {
        const actor = actorOf(request);
        await app.limits.take('reviewPicture', reply);
        const upload = await readUpload(request);
        const record = await uploadReviewPicture(app.database.db, { upload }, actor, app.mediaStore);
        reply.code(201);
        return successEnvelope(record, 201);
      },
    );
  });

  api.post(
    '/api/reviews',
    {
      config: customer,
      schema: {
        tags,
        summary: 'Review a piece or stone from one of your delivered orders (one review per order line)',
        body: createReviewInput,
        response: { 201: envelopeSchema(customerReviewRecord) },
      },
    },
    async (request, reply) => {
      const record = await createReview(db(), request.body, actorOf(request));
      return reply.code(201).send(successEnvelope(record, 201));
    },
  );
  api.get(
    '/api/reviews',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Every approved review, newest first: by rating and kind of piece',
        querystring: reviewListQuery,
        response: { 200: envelopeSchema(reviewPage) },
      },
    },
    async (request) => successEnvelope(await listApprovedReviews(db(), request.query)),
  );
  api.get(
    '/api/reviews/product/:sku',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'A piece’s approved reviews (any variant’s SKU names it), newest first, with the average rating',
        params: productReviewParams,
        querystring: productReviewQuery,
        response: { 200: envelopeSchema(productReviews) },
      },
    },
    async (request) => successEnvelope(await listProductReviews(db(), { ...request.params, ...request.query })),
  );
  api.get(
    '/api/reviews/for-customer',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: 'Your reviews and their states (of one order’s lines with `orderId`), newest first',
        querystring: customerReviewQuery,
        response: { 200: envelopeSchema(z.array(customerReviewRecord)) },
      },
    },
    async (request) => successEnvelope(await listCustomerReviews(db(), request.query, actorOf(request))),
  );
  api.get(
    '/api/reviews/staff',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Every review in a state (pending unless told), newest first, for moderation',
        querystring: staffReviewListQuery,
        response: { 200: envelopeSchema(staffReviewPage) },
      },
    },
    async (request) => successEnvelope(await listStaffReviews(db(), request.query)),
  );
  api.put(
    '/api/reviews/:id/state',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Publish (approved) or hide a review',
        params: reviewIdParams,
        body: changeReviewStateInput,
        response: { 200: envelopeSchema(staffReviewRecord) },
      },
    },
    async (request) =>
      successEnvelope(await changeReviewState(db(), { ...request.params, ...request.body }, actorOf(request))),
  );
}
