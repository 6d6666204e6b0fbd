import { successEnvelope } from '@facet/contracts/envelope';
import { envelopeSchema } from '@facet/contracts/envelope-schemas';
import { mediaRecord } from '@facet/contracts/media';
import { ACCEPTED_IMAGE_NAMES } from '@facet/contracts/media-sizes';
import { reviewEndpoints } from '@facet/contracts/review-endpoints';
import { reviewShapes } from '@facet/contracts/reviews';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/actor.ts';
import { registerEndpoints } from '../../lib/endpoint-routes.ts';
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
  const db = () => app.database.db;
  const customer = { access: 'signedIn', requires: ['emailConfirmed'] } as const;
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

  registerEndpoints(
    app,
    reviewEndpoints,
    reviewShapes,
    {
      create: ({ body, request }) => createReview(db(), body, actorOf(request)),
      approved: ({ query }) => listApprovedReviews(db(), query),
      ofProduct: ({ params, query }) => listProductReviews(db(), { ...params, ...query }),
      mine: ({ query, request }) => listCustomerReviews(db(), query, actorOf(request)),
      forStaff: ({ query }) => listStaffReviews(db(), query),
      changeState: ({ params, body, request }) => changeReviewState(db(), { ...params, ...body }, actorOf(request)),
    },
    { tags },
  );
}
