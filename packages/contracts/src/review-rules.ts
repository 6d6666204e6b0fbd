import { jewelleryTypes } from './lookups.ts';

/*
 * Reviews (verified purchase): a customer reviews a piece or a stone from one line of a delivered
 * order, once per line; staff (Jewelleries area) approve or hide it; only approved ones show.
 * The lists and limits match the checks of packages/db/src/schema/reviews.ts. Pure and without
 * zod, so the storefront's pages that only show reviews (the product page's stars and JSON-LD)
 * do not load it; the schemas of the calls are in reviews.ts.
 */

export const reviewStates = ['pending', 'approved', 'hidden'] as const;
export type ReviewState = (typeof reviewStates)[number];

export const REVIEW_RATING_MIN = 1;
export const REVIEW_RATING_MAX = 5;
export const REVIEW_TITLE_MAX = 120;
export const REVIEW_TEXT_MIN = 10;
export const REVIEW_TEXT_MAX = 4000;
/** Pictures a review may carry (positions 0 … MAX − 1). */
export const REVIEW_PICTURES_MAX = 3;

export const reviewStateLabels: Record<ReviewState, string> = {
  pending: 'Pending approval',
  approved: 'Published',
  hidden: 'Hidden',
};

/** What a review is about, for the filters of /reviews: a kind of piece, or a loose stone. */
export const reviewKinds = [...jewelleryTypes, 'stone'] as const;
export type ReviewKind = (typeof reviewKinds)[number];
export const reviewKindLabels: Record<ReviewKind, string> = {
  Ring: 'Rings',
  Earring: 'Earrings',
  Pendant: 'Pendants',
  Necklace: 'Necklaces',
  Bracelet: 'Bracelets',
  stone: 'Loose stones',
};

export const NO_SUCH_ORDER_LINE_MESSAGE = 'There is no such line in your orders.';
export const NOT_DELIVERED_MESSAGE = 'You can review a piece once its order has been delivered.';
export const ALREADY_REVIEWED_MESSAGE = 'You have already reviewed this piece from this order.';
export const NO_SUCH_REVIEW_MESSAGE = 'There is no such review.';
export const NO_SUCH_REVIEWED_PRODUCT_MESSAGE = 'There is no such piece.';
export const TOO_MANY_REVIEW_PICTURES_MESSAGE = `Send at most ${REVIEW_PICTURES_MAX} pictures with a review.`;
export const REPEATED_REVIEW_PICTURE_MESSAGE = 'Each picture can be sent once.';
export const NOT_A_REVIEW_PICTURE_MESSAGE =
  'A picture is not one you uploaded for this review, or it is already used; upload it again.';
/** What the customer reads once a review is sent. */
export const REVIEW_RECEIVED_MESSAGE = 'Thank you for your review. It will appear once our team has approved it.';

/** "Asha R.": the first name and the last name's initial, as reviews show their author. */
export function reviewAuthorName(firstName: string, lastName: string): string {
  const first = firstName.trim();
  const initial = lastName.trim().charAt(0).toUpperCase();
  if (!first) return initial ? `${initial}.` : 'A customer';
  return initial ? `${first} ${initial}.` : first;
}
