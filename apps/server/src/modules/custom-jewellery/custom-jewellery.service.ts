import {
  type ChangeCustomJewelleryStateInput,
  CUSTOM_JEWELLERY_HONEYPOT_FIELD,
  CUSTOM_JEWELLERY_PICTURES_MAX,
  type CreateCustomJewelleryInput,
  type CustomJewelleryIdParams,
  type CustomJewelleryRecord,
  NOT_A_REFERENCE_PICTURE_MESSAGE,
  type ReplyToCustomJewelleryInput,
  TOO_MANY_PICTURES_MESSAGE,
} from '@facet/contracts/custom-jewellery';
import { isHoneypotFilled } from '@facet/contracts/inquiries';
import type { MediaRecord } from '@facet/contracts/media';
import type { Actor } from '@facet/contracts/permissions';
import type { Database } from '@facet/db/client';
import { customJewelleryPictures } from '@facet/db/schema/custom-jewellery';
import { AppError } from '../../lib/app-error.ts';
import type { MailContext } from '../auth/account-mail.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { claimUploadedPictures, uploadMedia } from '../media/media.service.ts';
import type { MediaStore } from '../media/media-store.ts';
import {
  sendCustomJewelleryAcknowledgement,
  sendCustomJewelleryNotification,
  sendCustomJewelleryReply,
} from './custom-jewellery-mail.ts';
import type { CustomJewelleryForEmail } from '../messages/emails/custom-jewellery-emails.tsx';
import { getCustomJewelleryRequest, NO_SUCH_REQUEST } from './custom-jewellery-reads.service.ts';
import {
  countRequestPictures,
  deleteRequestRow,
  insertRequest,
  insertRequestPictures,
  lockRequestRow,
  type RequestRow,
  updateRequest,
} from './custom-jewellery.queries.ts';

/*
 * Custom jewellery requests: a request is stored with its pictures and the two e-mails it causes
 * (the shopper's acknowledgement, the shop's notification) in one transaction. Reference
 * pictures are uploaded first, one call each, into their own media folder; a request may claim
 * only pictures from that folder that nothing else uses yet, so a shopper cannot attach a
 * product's picture, nor one already attached to another request. Pictures never claimed are
 * deleted by the media purge job after a day. Staff changes are audited.
 */

/** The media folder of shoppers' reference pictures (its key prefix marks "uploaded for a request"). */
export const CUSTOM_JEWELLERY_MEDIA_FOLDER = 'custom-jewellery';

/** POST /api/custom-jewellery/picture: a shopper's reference picture, checked like every upload. */
export async function uploadCustomJewelleryPicture(
  db: Database,
  input: { upload: Buffer },
  actor: Actor | null,
  store: MediaStore,
): Promise<MediaRecord> {
  return uploadMedia(db, { upload: input.upload, folder: CUSTOM_JEWELLERY_MEDIA_FOLDER }, actor, store);
}

function forEmail(row: RequestRow, pictureCount: number): CustomJewelleryForEmail {
  return {
    name: row.name,
    email: row.email,
    phoneNumber: row.phoneNumber,
    kind: row.kind,
    budgetMin: row.budgetMin,
    budgetMax: row.budgetMax,
    currency: row.currency,
    description: row.description,
    pictureCount,
  };
}

/** Checks the pictures a request names are shoppers' reference uploads used by nothing else, and locks them. */
async function claimablePictures(tx: Database, ids: readonly string[]): Promise<void> {
  if (ids.length > CUSTOM_JEWELLERY_PICTURES_MAX) throw new AppError('bad-request', TOO_MANY_PICTURES_MESSAGE);
  await claimUploadedPictures(tx, {
    ids,
    folder: CUSTOM_JEWELLERY_MEDIA_FOLDER,
    claimedIn: customJewelleryPictures.mediaId,
    refusal: NOT_A_REFERENCE_PICTURE_MESSAGE,
  });
}

/**
 * POST /api/custom-jewellery. `actor` is the signed-in shopper, if any (their account is
 * linked). A filled-in honeypot is answered as a success but nothing is kept or sent.
 */
export async function createCustomJewelleryRequest(
  db: Database,
  input: CreateCustomJewelleryInput,
  actor: Actor | null,
  mail: MailContext,
): Promise<{ created: boolean; id: number | null }> {
  if (isHoneypotFilled(input)) return { created: false, id: null };
  const { [CUSTOM_JEWELLERY_HONEYPOT_FIELD]: _honeypot, pictures, ...fields } = input;
  return db.transaction(async (tx) => {
    await claimablePictures(tx, pictures);
    const row = await insertRequest(tx, { ...fields, userId: actor?.userId ?? null });
    if (pictures.length > 0) await insertRequestPictures(tx, row!.id, pictures);
    const request = forEmail(row!, pictures.length);
    await sendCustomJewelleryAcknowledgement(tx, request, mail);
    await sendCustomJewelleryNotification(tx, { id: row!.id, request }, mail);
    return { created: true, id: row!.id };
  });
}

async function lockRequest(tx: Database, id: number) {
  const row = await lockRequestRow(tx, id);
  if (!row) throw new AppError('not-found', NO_SUCH_REQUEST);
  return row;
}

/**
 * PUT /api/custom-jewellery/state: any state may follow any other (staff correct mistakes); the
 * note replaces the staff note when given; a quoted price is kept once given.
 */
export async function changeCustomJewelleryState(
  db: Database,
  input: ChangeCustomJewelleryStateInput,
  actor: Actor,
): Promise<CustomJewelleryRecord> {
  await db.transaction(async (tx) => {
    const before = await lockRequest(tx, input.id);
    const after = {
      state: input.state,
      staffNote: input.note ?? before.staffNote,
      quotedPrice: input.quotedPrice ?? before.quotedPrice,
    };
    await updateRequest(tx, input.id, { ...after, updateDate: new Date() });
    await recordAudit(tx, {
      actorId: actor.userId,
      action: 'custom-jewellery.state-changed',
      entityType: 'custom-jewellery',
      entityId: String(input.id),
      before: { state: before.state, staffNote: before.staffNote, quotedPrice: before.quotedPrice },
      after,
    });
  });
  return getCustomJewelleryRequest(db, { id: input.id });
}

/** POST /api/custom-jewellery/reply: e-mails staff's words to the shopper (queued); audited. */
export async function replyToCustomJewelleryRequest(
  db: Database,
  input: ReplyToCustomJewelleryInput,
  actor: Actor,
  mail: MailContext,
): Promise<CustomJewelleryRecord> {
  await db.transaction(async (tx) => {
    const row = await lockRequest(tx, input.id);
    await sendCustomJewelleryReply(
      tx,
      { request: forEmail(row, await countRequestPictures(tx, row.id)), reply: input.message },
      mail,
    );
    await updateRequest(tx, input.id, { updateDate: new Date() });
    await recordAudit(tx, {
      actorId: actor.userId,
      action: 'custom-jewellery.replied',
      entityType: 'custom-jewellery',
      entityId: String(input.id),
      after: { reply: input.message, to: row.email },
    });
  });
  return getCustomJewelleryRequest(db, { id: input.id });
}

/**
 * DELETE /api/custom-jewellery/{id}: gone for good with its picture links; the pictures
 * themselves are then unused and go with the media purge. The audit log keeps who asked and who deleted.
 */
export async function deleteCustomJewelleryRequest(
  db: Database,
  input: CustomJewelleryIdParams,
  actor: Actor,
): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await deleteRequestRow(tx, input.id);
    if (!before) throw new AppError('not-found', NO_SUCH_REQUEST);
    await recordAudit(tx, {
      actorId: actor.userId,
      action: 'custom-jewellery.deleted',
      entityType: 'custom-jewellery',
      entityId: String(input.id),
      before: { name: before.name, email: before.email, kind: before.kind, state: before.state },
    });
  });
}
