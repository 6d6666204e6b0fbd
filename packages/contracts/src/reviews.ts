/*
 * Reviews (verified purchase): a customer reviews a piece or a stone from one line of a delivered
 * order, once per line; staff (Jewelleries area) approve or hide it; only approved ones show.
 * The lists and limits match the checks of packages/db/src/schema/reviews.ts.
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
