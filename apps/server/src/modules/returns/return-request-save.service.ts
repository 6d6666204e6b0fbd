import type { MediaRecord } from '@facet/contracts/media';
import type { Actor } from '@facet/contracts/permissions';
import {
  returnMoveNeedsNote,
  returnMoveProblem,
  type ReturnMover,
  type ReturnState,
} from '@facet/contracts/return-states';
import {
  type CreateReturnRequestInput,
  type MoveReturnRequestInput,
  returnRequestMessages,
} from '@facet/contracts/returns';
import type { Database, Transaction } from '@facet/db/client';
import { returnRequestPictures } from '@facet/db/schema/returns';
import { AppError } from '../../lib/app-error.ts';
import type { MailContext } from '../auth/account-mail.ts';
import { claimUploadedPictures, uploadMedia } from '../media/media.service.ts';
import type { MediaStore } from '../media/media-store.ts';
import { sendReturnRequestEmail } from './return-request-mail.service.ts';
import {
  countPictures,
  findRequestOrderId,
  insertPictures,
  insertRequest,
  insertRequestEvent,
  lockOrderOfLine,
  lockRequestRow,
  updateRequestState,
} from './return-request-save.queries.ts';
import { returnOptionsOfOrder } from './return-terms.service.ts';
import { type Settlement, settleReturnRequest } from './return-request-settle.service.ts';
import { lockOrder, type OrderContext } from '../orders/order-moves.service.ts';

/*
 * Making and moving return requests. A request is made for a line of the customer's own order,
 * in one transaction that first locks the order's row: two clicks, or a request replayed, take
 * turns, and the second finds the first under way (the partial unique index on open requests is
 * the backstop). Every move locks the request, checks it against contracts/return-states.ts from
 * the state it finds, records it and e-mails the customer in the same transaction.
 */

/** The media folder of pictures uploaded for return requests. */
export const RETURN_MEDIA_FOLDER = 'return-requests';

/** POST /api/return-requests/picture: a picture of the piece, checked like every upload. */
export async function uploadReturnPicture(
  db: Database,
  input: { upload: Buffer },
  actor: Actor,
  store: MediaStore,
): Promise<MediaRecord> {
  return uploadMedia(db, { upload: input.upload, folder: RETURN_MEDIA_FOLDER }, actor, store);
}

async function attachPictures(
  tx: Transaction,
  requestId: number,
  stage: 'request' | 'inspection',
  ids: readonly string[],
): Promise<void> {
  if (ids.length === 0) return;
  await claimUploadedPictures(tx, {
    ids,
    folder: RETURN_MEDIA_FOLDER,
    claimedIn: returnRequestPictures.mediaId,
    refusal: returnRequestMessages.notAPicture,
  });
  const first = await countPictures(tx, requestId, stage);
  if (first + ids.length > 5) throw new AppError('bad-request', returnRequestMessages.tooManyPictures);
  await insertPictures(
    tx,
    ids.map((mediaId, index) => ({ returnRequestId: requestId, mediaId, stage, position: first + index })),
  );
}

/** POST /api/return-requests: the customer asks to return, resize or exchange a line of their order. */
export async function createReturnRequest(
  db: Database,
  input: CreateReturnRequestInput,
  actor: Actor,
  mail: MailContext,
): Promise<number> {
  return db.transaction(async (tx) => {
    const owner = await lockOrderOfLine(tx, input.orderLineId);
    if (!owner || owner.userId !== actor.userId) throw new AppError('not-found', returnRequestMessages.noSuchLine);
    const { lines, pickup } = await returnOptionsOfOrder(tx, owner.orderId);
    const facts = lines.find((line) => line.lineId === input.orderLineId)!;
    const option = facts.options[input.kind];
    if (!option.allowed) throw new AppError('unprocessable', option.reason);
    if (input.pickup && !pickup) throw new AppError('unprocessable', returnRequestMessages.pickupNotOffered);
    if (input.quantity > facts.quantity) {
      throw new AppError('bad-request', returnRequestMessages.quantityAboveLine(facts.quantity));
    }
    if (input.kind === 'resize' && input.newRingSize === owner.ringSize) {
      throw new AppError('bad-request', returnRequestMessages.sameSize);
    }
    const id = await insertRequest(tx, {
      orderId: owner.orderId,
      orderLineId: input.orderLineId,
      userId: actor.userId,
      kind: input.kind,
      quantity: input.quantity,
      reason: input.reason,
      newRingSize: input.newRingSize,
      // The policy's cost today, kept: a later change of the policy never changes what was promised.
      pickup: input.pickup,
      pickupCost: input.pickup ? pickup!.cost : 0,
    });
    await attachPictures(tx, id, 'request', input.pictures);
    await insertRequestEvent(tx, {
      returnRequestId: id,
      fromState: null,
      toState: 'requested',
      mover: 'customer',
      actorId: actor.userId,
    });
    await sendReturnRequestEmail(tx, mail, { id, state: 'requested', note: '' });
    return id;
  });
}

/** A request as its moves find it, its row locked. */
export type LockedRequest = NonNullable<Awaited<ReturnType<typeof lockRequestRow>>>;

/**
 * Locks the request's order, then the request (the order first, as every order move and refund
 * does, so a settling move and a refund of the same order take turns without a deadlock).
 */
export async function lockRequest(tx: Transaction, id: number): Promise<LockedRequest | null> {
  const orderId = await findRequestOrderId(tx, id);
  if (orderId === undefined) return null;
  await lockOrder(tx, orderId);
  return (await lockRequestRow(tx, id)) ?? null;
}

interface ReturnMove {
  to: ReturnState;
  mover: ReturnMover;
  actorId: string;
  note: string;
  pictures: readonly string[];
  amount?: number | undefined;
  parcel?: Settlement['parcel'];
}

async function applyReturnMove(tx: Transaction, context: OrderContext, request: LockedRequest, move: ReturnMove) {
  const problem = returnMoveProblem(request.kind, request.state, move.to, move.mover);
  if (problem) throw new AppError('unprocessable', problem);
  if (returnMoveNeedsNote(move.to) && move.note.trim() === '') {
    throw new AppError('bad-request', 'Say why in the note: the customer reads it.');
  }
  if (move.pictures.length > 0 && move.to !== 'passed' && move.to !== 'failed') {
    throw new AppError(
      'bad-request',
      'Pictures go with the inspection (passed or failed); leave them out of this move.',
    );
  }
  await attachPictures(tx, request.id, 'inspection', move.pictures);
  await settleReturnRequest(tx, context, request, {
    to: move.to,
    actorId: move.actorId,
    note: move.note,
    amount: move.amount,
    parcel: move.parcel ?? {
      carrierId: undefined,
      trackingNumber: undefined,
      insuredValue: undefined,
      estimatedDelivery: undefined,
    },
  });
  const inspected = move.to === 'passed' || move.to === 'failed';
  await updateRequestState(tx, request.id, move.to, inspected ? move.note : undefined);
  await insertRequestEvent(tx, {
    returnRequestId: request.id,
    fromState: request.state,
    toState: move.to,
    mover: move.mover,
    actorId: move.actorId,
    note: move.note,
  });
  await sendReturnRequestEmail(tx, context.mail, { id: request.id, state: move.to, note: move.note });
}

/** PUT /api/return-requests/move: staff move a request to its next state. */
export async function moveReturnRequest(
  db: Database,
  input: MoveReturnRequestInput,
  actor: Actor,
  context: OrderContext,
): Promise<void> {
  await db.transaction(async (tx) => {
    const request = await lockRequest(tx, input.id);
    if (!request) throw new AppError('not-found', returnRequestMessages.noSuchRequest);
    await applyReturnMove(tx, context, request, {
      to: input.status,
      mover: 'staff',
      actorId: actor.userId,
      note: input.note,
      pictures: input.pictures,
      amount: input.amount,
      parcel: {
        carrierId: input.carrierId,
        trackingNumber: input.trackingNumber,
        insuredValue: input.insuredValue,
        estimatedDelivery: input.estimatedDelivery,
      },
    });
  });
}

/** PUT /api/return-requests/for-customer/:id/withdraw: the customer withdraws their own request. */
export async function withdrawReturnRequest(
  db: Database,
  input: { id: number },
  actor: Actor,
  context: OrderContext,
): Promise<void> {
  await db.transaction(async (tx) => {
    const request = await lockRequest(tx, input.id);
    if (!request || request.user_id !== actor.userId) {
      throw new AppError('not-found', returnRequestMessages.noSuchRequest);
    }
    await applyReturnMove(tx, context, request, {
      to: 'withdrawn',
      mover: 'customer',
      actorId: actor.userId,
      note: '',
      pictures: [],
    });
  });
}
