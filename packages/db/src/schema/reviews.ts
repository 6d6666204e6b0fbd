import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import {
  REVIEW_PICTURES_MAX,
  REVIEW_RATING_MAX,
  REVIEW_RATING_MIN,
  REVIEW_TEXT_MAX,
  REVIEW_TEXT_MIN,
  REVIEW_TITLE_MAX,
  reviewStates,
} from '@facet/contracts/reviews';
import { media } from './media.ts';
import { orderLines } from './orders.ts';
import { products } from './products.ts';
import { stones } from './stones.ts';
import { users } from './users.ts';
import { oneOf } from '../sql-helpers.ts';

/**
 * A verified-purchase review: one per order line (of a delivered order — the service checks the
 * order's state under its lock), of the piece's style (`product_id`, so the product page counts
 * every variant's reviews) or of the stone. `state` starts pending; staff (Jewelleries area)
 * approve or hide it; only approved reviews are shown anywhere public.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    orderLineId: integer()
      .notNull()
      .unique()
      .references(() => orderLines.id, { onDelete: 'cascade' }),
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    /** The reviewer's name as shown ("Asha R."), written when the review is made. */
    authorName: text().notNull(),
    productId: integer().references(() => products.id, { onDelete: 'cascade' }),
    stoneId: integer().references(() => stones.id, { onDelete: 'cascade' }),
    rating: integer().notNull(),
    title: text().notNull(),
    text: text().notNull(),
    state: text({ enum: reviewStates }).notNull().default('pending'),
    moderatedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    moderatedAt: timestamp({ withTimezone: true }),
    createDate: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updateDate: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('reviews_state_valid', oneOf(t.state, reviewStates)),
    check(
      'reviews_rating_valid',
      sql`${t.rating} between ${sql.raw(String(REVIEW_RATING_MIN))} and ${sql.raw(String(REVIEW_RATING_MAX))}`,
    ),
    check('reviews_title_length', sql`char_length(${t.title}) between 1 and ${sql.raw(String(REVIEW_TITLE_MAX))}`),
    check(
      'reviews_text_length',
      sql`char_length(${t.text}) between ${sql.raw(String(REVIEW_TEXT_MIN))} and ${sql.raw(String(REVIEW_TEXT_MAX))}`,
    ),
    check('reviews_one_subject', sql`(${t.productId} is null) <> (${t.stoneId} is null)`),
    index('reviews_product_state_idx').on(t.productId, t.state, t.createDate),
    index('reviews_state_create_date_idx').on(t.state, t.createDate),
    index('reviews_user_idx').on(t.userId),
  ],
);

/** A review's pictures (uploaded first, media folder `reviews/`), each picture used once. */
export const reviewPictures = pgTable(
  'review_pictures',
  {
    reviewId: integer()
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    // Restrict: a picture goes when its review goes (the purge job then finds it unused).
    mediaId: uuid()
      .notNull()
      .unique()
      .references(() => media.id, { onDelete: 'restrict' }),
    position: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.reviewId, t.mediaId] }),
    unique('review_pictures_position_unique').on(t.reviewId, t.position),
    check(
      'review_pictures_position_valid',
      sql`${t.position} between 0 and ${sql.raw(String(REVIEW_PICTURES_MAX - 1))}`,
    ),
  ],
);
