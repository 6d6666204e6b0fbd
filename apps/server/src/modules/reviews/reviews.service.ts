import type { MediaRecord } from '@facet/contracts/media';
import type { Actor } from '@facet/contracts/permissions';
import {
  ALREADY_REVIEWED_MESSAGE,
  type ChangeReviewStateInput,
  type CreateReviewInput,
  type CustomerReviewRecord,
  NO_SUCH_ORDER_LINE_MESSAGE,
  NO_SUCH_REVIEW_MESSAGE,
  NOT_A_REVIEW_PICTURE_MESSAGE,
  NOT_DELIVERED_MESSAGE,
  REVIEW_PICTURES_MAX,
  type ReviewIdParams,
  reviewAuthorName,
  type StaffReviewRecord,
  TOO_MANY_REVIEW_PICTURES_MESSAGE,
} from '@facet/contracts/reviews';
import type { Database } from '@facet/db/client';
import { AppError } from '../../lib/app-error.ts';
import { announceChange } from '../../lib/reference-cache.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { uploadMedia } from '../media/media.service.ts';
import type { MediaStore } from '../media/media-store.ts';
import { getStaffReview } from './review-reads.service.ts';
import {
  hasReviewOfLine,
  insertReview,
  insertReviewPictures,
  lockClaimablePictureIds,
  lockOrderLineToReview,
  lockReview,
  setReviewState,
} from './reviews.queries.ts';

/*
 * Writing reviews: a customer reviews one line of one of their delivered orders, once (the
 * order row is locked while the line is checked, and the unique line key answers a second
 * review, even one racing the first); pictures are uploaded first into their own media folder
 * and claimed only by the customer who uploaded them. Staff publish or hide a review, audited.
 */

/** The media folder of review pictures (its key prefix marks "uploaded for a review"). */
export const REVIEW_MEDIA_FOLDER = 'reviews';

/** POST /api/reviews/picture: a customer's picture for a review, checked like every upload. */
export async function uploadReviewPicture(
  db: Database,
  input: { upload: Buffer },
  actor: Actor,
  store: MediaStore,
): Promise<MediaRecord> {
  return uploadMedia(db, { upload: input.upload, folder: REVIEW_MEDIA_FOLDER }, actor, store);
}

/**
 * Locks the pictures a review names and checks each is this customer's review upload used by
 * no other review. The locks (FOR UPDATE, which the purge job skips) keep the purge from
 * deleting them meanwhile; the unique media id of review_pictures is the backstop.
 */
async function claimPictures(tx: Database, ids: readonly string[], actor: Actor): Promise<void> {
  if (ids.length === 0) return;
  if (ids.length > REVIEW_PICTURES_MAX) throw new AppError('bad-request', TOO_MANY_REVIEW_PICTURES_MESSAGE);
  const rows = await lockClaimablePictureIds(tx, ids, REVIEW_MEDIA_FOLDER, actor.userId);
  if (rows.length !== ids.length) throw new AppError('bad-request', NOT_A_REVIEW_PICTURE_MESSAGE);
}

/**
 * POST /api/reviews: the customer's review of one line of their delivered order. Another
 * customer's line is "no such line" (never revealed); a line already reviewed is a conflict.
 */
export async function createReview(
  db: Database,
  input: CreateReviewInput,
  actor: Actor,
): Promise<CustomerReviewRecord> {
  return db.transaction(async (tx) => {
    const line = await lockOrderLineToReview(tx, input.orderLineId);
    if (!line || line.userId !== actor.userId) throw new AppError('not-found', NO_SUCH_ORDER_LINE_MESSAGE);
    if (line.state !== 'Delivered') throw new AppError('unprocessable', NOT_DELIVERED_MESSAGE);
    if (await hasReviewOfLine(tx, line.id)) throw new AppError('conflict', ALREADY_REVIEWED_MESSAGE);
    await claimPictures(tx, input.pictureIds, actor);
    // The unique line key is the backstop against two reviews racing past the check above.
    const row = await insertReview(tx, {
      orderLineId: line.id,
      userId: actor.userId,
      authorName: reviewAuthorName(line.firstName, line.lastName),
      productId: line.stoneId === null ? line.productId : null,
      stoneId: line.stoneId,
      rating: input.rating,
      title: input.title,
      text: input.text,
    });
    if (!row) throw new AppError('conflict', ALREADY_REVIEWED_MESSAGE);
    if (input.pictureIds.length > 0) await insertReviewPictures(tx, row.id, input.pictureIds);
    return {
      id: row.id,
      orderLineId: row.orderLineId,
      state: row.state,
      rating: row.rating,
      title: row.title,
      createDate: row.createDate.toISOString(),
    };
  });
}

/** PUT /api/reviews/{id}/state (staff): publish or hide a review; audited. */
export async function changeReviewState(
  db: Database,
  input: ReviewIdParams & ChangeReviewStateInput,
  actor: Actor,
): Promise<StaffReviewRecord> {
  await db.transaction(async (tx) => {
    const before = await lockReview(tx, input.id);
    if (!before) throw new AppError('not-found', NO_SUCH_REVIEW_MESSAGE);
    await setReviewState(tx, input.id, input.state, actor.userId);
    await recordAudit(tx, {
      actorId: actor.userId,
      action: 'review.state-changed',
      entityType: 'review',
      entityId: String(input.id),
      before: { state: before.state },
      after: { state: input.state },
    });
    await announceChange(tx, 'content');
  });
  return getStaffReview(db, { id: input.id });
}
