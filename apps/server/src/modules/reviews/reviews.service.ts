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
import { type Database, queryRows } from '@facet/db/client';
import { reviewPictures, reviews } from '@facet/db/schema/reviews';
import { eq, sql } from 'drizzle-orm';
import { AppError } from '../../lib/app-error.ts';
import { announceChange } from '../../lib/reference-cache.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { uploadMedia } from '../media/media.service.ts';
import type { MediaStore } from '../media/media-store.ts';
import { getStaffReview } from './review-reads.service.ts';

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
  const rows = await queryRows<{ id: string }>(
    tx,
    sql`select m.id from media m
         where m.id in (${sql.join(
           ids.map((id) => sql`${id}::uuid`),
           sql`, `,
         )})
           and m.key like ${`${REVIEW_MEDIA_FOLDER}/%`}
           and m.uploaded_by = ${actor.userId}
           and not exists (select 1 from review_pictures rp where rp.media_id = m.id)
         for update of m`,
  );
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
    const [line] = await queryRows<{
      id: number;
      product_id: number | null;
      stone_id: number | null;
      state: string;
      user_id: string;
      first_name: string;
      last_name: string;
    }>(
      tx,
      sql`select ol.id, pv.product_id, ol.stone_id, o.state, o.user_id, u.first_name, u.last_name
            from order_lines ol
            join orders o on o.id = ol.order_id
            join users u on u.id = o.user_id
            left join product_variants pv on pv.id = ol.product_variant_id
           where ol.id = ${input.orderLineId}
           for update of o`,
    );
    if (!line || line.user_id !== actor.userId) throw new AppError('not-found', NO_SUCH_ORDER_LINE_MESSAGE);
    if (line.state !== 'Delivered') throw new AppError('unprocessable', NOT_DELIVERED_MESSAGE);
    const [existing] = await queryRows<{ id: number }>(
      tx,
      sql`select id from reviews where order_line_id = ${line.id}`,
    );
    if (existing) throw new AppError('conflict', ALREADY_REVIEWED_MESSAGE);
    await claimPictures(tx, input.pictureIds, actor);
    // The unique line key is the backstop against two reviews racing past the check above.
    const [row] = await tx
      .insert(reviews)
      .values({
        orderLineId: line.id,
        userId: actor.userId,
        authorName: reviewAuthorName(line.first_name, line.last_name),
        productId: line.stone_id === null ? line.product_id : null,
        stoneId: line.stone_id,
        rating: input.rating,
        title: input.title,
        text: input.text,
      })
      .onConflictDoNothing({ target: reviews.orderLineId })
      .returning();
    if (!row) throw new AppError('conflict', ALREADY_REVIEWED_MESSAGE);
    if (input.pictureIds.length > 0) {
      await tx
        .insert(reviewPictures)
        .values(input.pictureIds.map((mediaId, position) => ({ reviewId: row.id, mediaId, position })));
    }
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
    const [before] = await tx.select().from(reviews).where(eq(reviews.id, input.id)).for('update');
    if (!before) throw new AppError('not-found', NO_SUCH_REVIEW_MESSAGE);
    await tx
      .update(reviews)
      .set({ state: input.state, moderatedBy: actor.userId, moderatedAt: new Date(), updateDate: new Date() })
      .where(eq(reviews.id, input.id));
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
