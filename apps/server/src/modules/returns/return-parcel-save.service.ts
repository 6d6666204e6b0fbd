import { trackingLinkOf } from '@facet/contracts/carriers';
import type { Actor } from '@facet/contracts/permissions';
import { paidForPieces } from '@facet/contracts/return-eligibility';
import { returnStateLabels } from '@facet/contracts/return-states';
import {
  type CustomerReturnParcelInput,
  PICKUP_DAYS_AHEAD,
  returnRequestMessages,
  type StaffReturnParcelInput,
} from '@facet/contracts/returns';
import { shopDateInWords, shopDateOf } from '@facet/contracts/shop-dates';
import type { Database, Transaction } from '@facet/db/client';
import { AppError } from '../../lib/app-error.ts';
import type { MailContext } from '../auth/account-mail.ts';
import { recordShipment } from '../shipments/shipment-save.service.ts';
import { sendReturnRequestEmail } from './return-request-mail.service.ts';
import { findCarrier, hasReturnParcel } from './return-request-save.queries.ts';
import { type LockedRequest, lockRequest } from './return-request-save.service.ts';
import { findLineFacts } from './return-terms.queries.ts';

/*
 * The return parcel: the one parcel that brings a request's pieces to the shop, recorded once the
 * request is approved and until the piece is received. The customer who sends it themselves says
 * with which carrier and number; when the shop collects it (the pick-up chosen when asking), staff
 * book it with the carrier for a day and the customer is e-mailed. Either way it is a `return`
 * shipment of the order, insured for what was paid for the pieces, its number checked against the
 * carrier's pattern as the Shipped move checks it. The request's lock makes a replay wait and
 * then find the parcel recorded (409); the unique index on (request, direction) is the backstop.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

async function checkRecordable(tx: Transaction, request: LockedRequest): Promise<void> {
  if (await hasReturnParcel(tx, request.id)) throw new AppError('conflict', returnRequestMessages.parcelRecorded);
  if (request.state !== 'approved') {
    throw new AppError(
      'unprocessable',
      returnRequestMessages.parcelNotNow(returnStateLabels[request.state].toLowerCase()),
    );
  }
}

/** Records the `return` shipment of the request, insured for what was paid for the pieces sent back. */
async function recordReturnShipment(
  tx: Transaction,
  request: LockedRequest,
  input: CustomerReturnParcelInput,
  actor: Pick<Actor, 'userId'>,
  pickupDate?: string,
): Promise<string> {
  const line = await findLineFacts(tx, request.order_line_id);
  return recordShipment(
    tx,
    {
      order: {
        id: request.order_id,
        currency: line!.currency,
        total: paidForPieces(line!.amount, line!.quantity, request.quantity),
      },
      direction: 'return',
      returnRequestId: request.id,
      ...(pickupDate === undefined ? {} : { pickupDate }),
    },
    { carrierId: input.carrierId, trackingNumber: input.trackingNumber },
    actor,
  );
}

/** PUT /api/return-requests/for-customer/:id/parcel: the customer has sent their own request's parcel. */
export async function recordCustomerReturnParcel(
  db: Database,
  input: { id: number } & CustomerReturnParcelInput,
  actor: Actor,
): Promise<void> {
  await db.transaction(async (tx) => {
    const request = await lockRequest(tx, input.id);
    if (!request || request.user_id !== actor.userId) {
      throw new AppError('not-found', returnRequestMessages.noSuchRequest);
    }
    await checkRecordable(tx, request);
    if (request.pickup) throw new AppError('unprocessable', returnRequestMessages.parcelIsCollected);
    await recordReturnShipment(tx, request, input, actor);
  });
}

/** PUT /api/return-requests/:id/parcel: staff booked the pick-up of a request's parcel; the customer is e-mailed. */
export async function bookReturnPickup(
  db: Database,
  input: { id: number } & StaffReturnParcelInput,
  actor: Actor,
  mail: MailContext,
): Promise<void> {
  await db.transaction(async (tx) => {
    const request = await lockRequest(tx, input.id);
    if (!request) throw new AppError('not-found', returnRequestMessages.noSuchRequest);
    await checkRecordable(tx, request);
    if (!request.pickup) throw new AppError('unprocessable', returnRequestMessages.parcelIsCustomers);
    // From the day the customer asked (a pick-up recorded after it happened) to a month ahead.
    const first = shopDateOf(new Date(request.create_date));
    const last = shopDateOf(new Date(Date.now() + PICKUP_DAYS_AHEAD * DAY_MS));
    if (input.pickupDate < first || input.pickupDate > last) {
      throw new AppError(
        'unprocessable',
        returnRequestMessages.pickupDateRange(shopDateInWords(first), shopDateInWords(last)),
      );
    }
    const trackingNumber = await recordReturnShipment(tx, request, input, actor, input.pickupDate);
    const carrier = await findCarrier(tx, input.carrierId);
    await sendReturnRequestEmail(tx, mail, {
      id: request.id,
      state: request.state,
      note: '',
      pickup: {
        carrier: carrier!.name,
        trackingNumber,
        trackingUrl: trackingLinkOf(carrier!.trackingUrl, trackingNumber),
        day: shopDateInWords(input.pickupDate),
      },
    });
  });
}
