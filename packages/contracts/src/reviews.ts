import { defineShapes } from './endpoint-shapes.ts';
import { pagedSchema } from './envelope-schemas.ts';
import { mediaRecord } from './media.ts';
import { ACCEPTED_IMAGE_NAMES } from './media-sizes.ts';
import { displayName, freeText } from './plain-text.ts';
import { reviewEndpoints } from './review-endpoints.ts';
import {
  REPEATED_REVIEW_PICTURE_MESSAGE,
  REVIEW_PICTURES_MAX,
  REVIEW_RATING_MAX,
  REVIEW_RATING_MIN,
  REVIEW_TEXT_MAX,
  REVIEW_TEXT_MIN,
  REVIEW_TITLE_MAX,
  reviewKinds,
  reviewStates,
  TOO_MANY_REVIEW_PICTURES_MESSAGE,
} from './review-rules.ts';
import { recordId, recordIdParam, recordIdParams } from './record-ids.ts';
import { z } from './zod.ts';

/*
 * The calls of reviews (verified purchase): their inputs, records, pages and parameters. The
 * states, limits, sentences and the author's shown name are in review-rules.ts (without zod),
 * and offered here too.
 */

export * from './review-rules.ts';

const rating = z
  .number()
  .int('must be a whole number of stars')
  .min(REVIEW_RATING_MIN, `must be from ${REVIEW_RATING_MIN} to ${REVIEW_RATING_MAX} stars`)
  .max(REVIEW_RATING_MAX, `must be from ${REVIEW_RATING_MIN} to ${REVIEW_RATING_MAX} stars`);

/** POST /api/reviews (a signed-in customer with a confirmed e-mail). */
export const createReviewInput = z
  .object({
    orderLineId: recordId.describe('the line of one of your delivered orders'),
    rating,
    title: displayName(REVIEW_TITLE_MAX),
    text: freeText(REVIEW_TEXT_MAX, REVIEW_TEXT_MIN),
    pictureIds: z
      .array(z.uuid())
      .max(REVIEW_PICTURES_MAX, TOO_MANY_REVIEW_PICTURES_MESSAGE)
      .optional()
      .default([])
      .describe('ids answered by POST /api/reviews/picture'),
  })
  .superRefine((input, context) => {
    if (new Set(input.pictureIds).size !== input.pictureIds.length) {
      context.addIssue({ code: 'custom', path: ['pictureIds'], message: REPEATED_REVIEW_PICTURE_MESSAGE });
    }
  });
export type CreateReviewInput = z.infer<typeof createReviewInput>;

/** What a review is about: a piece (its product page) or a stone (its page). */
export const reviewSubject = z.object({
  kind: z.enum(['product', 'stone']),
  id: z.number().int().describe('the product or stone id'),
  name: z.string(),
  sku: z.string().describe('the SKU bought (a variant of the piece, or the stone’s stock number)'),
  url: z.string().describe('the page of the piece or stone'),
});
export type ReviewSubject = z.infer<typeof reviewSubject>;

/** A review as anyone reads it (approved ones only, outside the back-office). */
export const reviewRecord = z.object({
  id: z.number().int(),
  rating: z.number().int(),
  title: z.string(),
  text: z.string(),
  authorName: z.string(),
  pictures: z.array(mediaRecord),
  subject: reviewSubject,
  createDate: z.string(),
});
export type ReviewRecord = z.infer<typeof reviewRecord>;

/** A review as staff moderate it: its state, the customer and the order. */
export const staffReviewRecord = reviewRecord.extend({
  state: z.enum(reviewStates),
  orderId: z.number().int(),
  orderNumber: z.string(),
  customer: z.object({ name: z.string(), email: z.string() }).nullable().describe('null once the account is gone'),
  moderatedAt: z.string().nullable(),
});
export type StaffReviewRecord = z.infer<typeof staffReviewRecord>;

/** A customer's own review, as their order page shows it per line. */
export const customerReviewRecord = z.object({
  id: z.number().int(),
  orderLineId: z.number().int(),
  state: z.enum(reviewStates),
  rating: z.number().int(),
  title: z.string(),
  createDate: z.string(),
});
export type CustomerReviewRecord = z.infer<typeof customerReviewRecord>;

/** GET /api/reviews/for-customer: the customer's reviews, of one order's lines when `orderId` is given. */
export const customerReviewQuery = z.object({
  orderId: recordIdParam.optional().describe('only the reviews of this order’s lines'),
});
export type CustomerReviewQuery = z.infer<typeof customerReviewQuery>;

const pageNo = z.coerce.number().int().min(1).max(100_000).optional().default(1);
const pageSize = (size: number) => z.coerce.number().int().min(1).max(100).optional().default(size);

/** GET /api/reviews: every approved review, newest first; by rating and kind of piece. */
export const reviewListQuery = z.object({
  pageNo,
  pageSize: pageSize(12),
  rating: z.coerce.number().pipe(rating).optional(),
  kind: z.enum(reviewKinds).optional(),
});
export type ReviewListQuery = z.infer<typeof reviewListQuery>;

/** GET /api/reviews/product/{sku}: a piece's approved reviews, newest first. */
export const productReviewQuery = z.object({ pageNo, pageSize: pageSize(5) });
export type ProductReviewQuery = z.infer<typeof productReviewQuery>;

export const reviewStateFilters = ['all', ...reviewStates] as const;

/** GET /api/reviews/staff: every review, newest first, by state. */
export const staffReviewListQuery = z.object({
  pageNo,
  pageSize: pageSize(20),
  state: z.enum(reviewStateFilters).optional().default('pending'),
});
export type StaffReviewListQuery = z.infer<typeof staffReviewListQuery>;

export const reviewPage = pagedSchema(reviewRecord);
export type ReviewPage = z.infer<typeof reviewPage>;
export const staffReviewPage = pagedSchema(staffReviewRecord);
export type StaffReviewPage = z.infer<typeof staffReviewPage>;

/** A piece's reviews: a page of them, with the average rating and count of all approved ones. */
export const productReviews = reviewPage.extend({
  averageRating: z.number().nullable().describe('one decimal; null without reviews'),
  reviewCount: z.number().int(),
});
export type ProductReviews = z.infer<typeof productReviews>;

/** The SKU of any variant of the piece, in the path. */
export const productReviewParams = z.object({ sku: z.string().trim().min(1).max(200) });
export type ProductReviewParams = z.infer<typeof productReviewParams>;

/** PUT /api/reviews/{id}/state (staff): publish or hide. */
export const changeReviewStateInput = z.object({ state: z.enum(['approved', 'hidden']) });
export type ChangeReviewStateInput = z.infer<typeof changeReviewStateInput>;

export const reviewIdParams = recordIdParams;
export type ReviewIdParams = z.infer<typeof reviewIdParams>;

export const reviewShapes = defineShapes(reviewEndpoints, {
  picture: {
    summary:
      `Upload one picture for your review (multipart/form-data, field "file"): ${ACCEPTED_IMAGE_NAMES}, ` +
      '200 × 200 px or more. Send its id in the review’s `pictureIds` within a day.',
    upload: true,
    response: mediaRecord,
    status: 201,
  },
  create: {
    summary: 'Review a piece or stone from one of your delivered orders (one review per order line)',
    body: createReviewInput,
    response: customerReviewRecord,
    status: 201,
  },
  approved: {
    summary: 'Every approved review, newest first: by rating and kind of piece',
    query: reviewListQuery,
    response: reviewPage,
  },
  ofProduct: {
    summary: 'A piece’s approved reviews (any variant’s SKU names it), newest first, with the average rating',
    params: productReviewParams,
    query: productReviewQuery,
    response: productReviews,
  },
  mine: {
    summary: 'Your reviews and their states (of one order’s lines with `orderId`), newest first',
    query: customerReviewQuery,
    response: z.array(customerReviewRecord),
  },
  forStaff: {
    summary: 'Every review in a state (pending unless told), newest first, for moderation',
    query: staffReviewListQuery,
    response: staffReviewPage,
  },
  changeState: {
    summary: 'Publish (approved) or hide a review',
    params: reviewIdParams,
    body: changeReviewStateInput,
    response: staffReviewRecord,
  },
});
export type ReviewShapes = typeof reviewShapes;

declare module './endpoint.ts' {
  interface DeclaredShapes {
    reviews: ReviewShapes;
  }
}
