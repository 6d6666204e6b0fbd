import { reviewEndpoints } from '@facet/contracts/review-endpoints';
import { reviewShapes } from '@facet/contracts/reviews';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
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
  const tags = ['Reviews'];

  const { picture, ...reviews } = reviewEndpoints;

  // Multipart parsing only for the picture upload; every other route stays JSON-only.
  await app.register(async (uploads) => {
    await uploads.register(multipart, { throwFileSizeLimit: true });
    registerEndpoints(
      uploads,
      { picture },
      reviewShapes,
      {
        picture: async ({ request, reply }) => {
          const actor = actorOf(request);
          await app.limits.take('reviewPicture', reply);
          const upload = await readUpload(request);
          return uploadReviewPicture(app.database.db, { upload }, actor, app.mediaStore);
        },
      },
      { tags },
    );
  });

  registerEndpoints(
    app,
    reviews,
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
