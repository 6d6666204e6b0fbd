import {
  fitsNumberPattern,
  normaliseTrackingNumber,
  numberMismatchSentence,
  TRACKING_PLACEHOLDER,
} from '@facet/contracts/carriers';
import { toMinor } from '@facet/contracts/money';
import type { UpdateOrderStatusInput } from '@facet/contracts/order-shapes';
import type { Actor } from '@facet/contracts/permissions';
import { shopDateInWords, shopDateOf } from '@facet/contracts/shop-dates';
import type { Transaction } from '@facet/db/client';
import { AppError } from '../../lib/app-error.ts';
import { withUniqueKey } from '../../lib/database-errors.ts';
import { insertShipment, lockCarrierForShare } from './shipments.queries.ts';

/*
 * Booking an order's parcel to the customer when it ships: the carrier must exist and be
 * active, the tracking number must fit the carrier's pattern (kept without spaces or hyphens,
 * in capitals), the insured value is the order's total unless staff give another (in the
 * order's currency, more than 0), and the day it should arrive is today or later in India. Runs
 * in the Shipped move's transaction, under the order's lock, so a refusal changes nothing.
 */

/** The order as the Shipped move locked it: its total is in minor units of its currency. */
interface ShippedOrder {
  id: number;
  currency: 'INR' | 'USD';
  total: number;
}

type ShipmentInput = Pick<
  UpdateOrderStatusInput,
  'carrierId' | 'trackingNumber' | 'insuredValue' | 'estimatedDelivery'
>;

/** Why the shipment fields do not belong in this move; null when they do (or there are none). */
export function shipmentFieldsProblem(input: ShipmentInput & { status: string }): string | null {
  const given = input.insuredValue !== undefined || input.estimatedDelivery !== undefined;
  if (input.status !== 'Shipped' && (given || input.carrierId !== undefined)) {
    return 'A carrier, insured value and delivery date are given when the order ships; leave them out of this move.';
  }
  if (input.carrierId === undefined && given) return 'Choose the carrier of the parcel.';
  if (input.carrierId !== undefined && input.estimatedDelivery === undefined) {
    return 'Give the day the parcel should arrive.';
  }
  return null;
}

/** Records the outbound parcel and answers the tracking number as kept. */
export async function recordOutboundShipment(
  tx: Transaction,
  order: ShippedOrder,
  input: ShipmentInput & { carrierId: number; trackingNumber: string },
  actor: Actor,
): Promise<string> {
  return recordShipment(tx, { order, direction: 'outbound', returnRequestId: null }, input, actor);
}

/**
 * Records a parcel of the order, checked as the outbound one is: to the customer when it ships,
 * the customer's parcel of a return request to the shop (sent by them, or a pick-up the shop
 * booked for `pickupDate`), or back to them again to settle a return request (a resized ring, a
 * piece that failed its inspection). Answers the tracking number as kept.
 */
export async function recordShipment(
  tx: Transaction,
  parcel: {
    order: ShippedOrder;
    direction: 'outbound' | 'return' | 'back-to-customer';
    returnRequestId: number | null;
    pickupDate?: string;
  },
  input: ShipmentInput & { carrierId: number; trackingNumber: string },
  actor: Pick<Actor, 'userId'>,
): Promise<string> {
  const { order } = parcel;
  const carrier = await lockCarrierForShare(tx, input.carrierId);
  if (!carrier) throw new AppError('unprocessable', 'There is no such carrier.');
  if (!carrier.active) {
    throw new AppError('unprocessable', `${carrier.name} is no longer used for parcels; choose another carrier.`);
  }
  const trackingNumber = normaliseTrackingNumber(input.trackingNumber);
  if (trackingNumber === '' || trackingNumber.includes(TRACKING_PLACEHOLDER)) {
    throw new AppError(
      'unprocessable',
      parcel.direction === 'return'
        ? 'Give the tracking number of the parcel.'
        : 'Give the tracking number of the parcel to mark it shipped.',
    );
  }
  if (!fitsNumberPattern(carrier.numberPattern, trackingNumber)) {
    throw new AppError(
      'unprocessable',
      numberMismatchSentence({
        name: carrier.name,
        numberFormat: carrier.numberFormat,
        numberExample: carrier.numberExample,
      }),
    );
  }
  const today = shopDateOf(new Date());
  if (input.estimatedDelivery !== undefined && input.estimatedDelivery < today) {
    throw new AppError(
      'unprocessable',
      `The day the parcel should arrive cannot be before today, ${shopDateInWords(today)} (India).`,
    );
  }
  const insured = input.insuredValue === undefined ? order.total : toMinor(input.insuredValue);
  await withUniqueKey(
    'shipments_carrier_tracking_unique',
    () =>
      new AppError('conflict', `The ${carrier.name} tracking number ${trackingNumber} is already on another parcel.`),
    () =>
      insertShipment(tx, {
        orderId: order.id,
        direction: parcel.direction,
        carrierId: carrier.id,
        trackingNumber,
        insuredValue: insured,
        currency: order.currency,
        estimatedDelivery: input.estimatedDelivery ?? null,
        pickupDate: parcel.pickupDate ?? null,
        returnRequestId: parcel.returnRequestId,
        createdBy: actor.userId,
      }),
  );
  return trackingNumber;
}
