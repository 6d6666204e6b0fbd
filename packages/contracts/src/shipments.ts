import { decimalNumber } from './money-inputs.ts';
import { currencies } from './money.ts';
import { formatIndianNumber } from './number-text.ts';
import { isShopDate } from './shop-dates.ts';
import { z } from './zod.ts';

/*
 * Shipments: one per parcel that leaves or comes back, with its carrier and tracking number. An
 * order's parcel to the customer is `outbound`; a parcel the customer sends back is `return`,
 * and one sent to them again after a return or repair is `back-to-customer`. The insured value
 * is in the order's currency, the money the customer paid, which is what the parcel stands for.
 */

export const shipmentDirections = ['outbound', 'return', 'back-to-customer'] as const;
export type ShipmentDirection = (typeof shipmentDirections)[number];

export const shipmentDirectionLabels: Record<ShipmentDirection, string> = {
  outbound: 'To the customer',
  return: 'Returned by the customer',
  'back-to-customer': 'Back to the customer',
};

/** The most a parcel may be insured for, in either currency. */
export const INSURED_VALUE_MAX = 100_000_000;

export const shipmentRecord = z.object({
  id: z.number().int(),
  direction: z.enum(shipmentDirections),
  carrier: z.object({ id: z.number().int(), name: z.string() }),
  trackingNumber: z.string(),
  /** The parcel's page at its carrier. */
  trackingUrl: z.string(),
  insuredValue: z.number(),
  currency: z.enum(currencies),
  /** The day (India) it should arrive; null when nobody said. */
  estimatedDelivery: z.string().nullable(),
  /** The day (India) the carrier collects a return parcel the shop booked as a pick-up; null otherwise. */
  pickupDate: z.string().nullable(),
  createDate: z.string(),
});
export type ShipmentRecord = z.infer<typeof shipmentRecord>;

/** What the Shipped move adds when it names a carrier (PUT /api/order-detail/updateStatus). */
export const shipmentFields = {
  carrierId: z
    .number()
    .int()
    .min(1)
    .max(2_147_483_647)
    .optional()
    .describe('the carrier; the back-office always sends one'),
  insuredValue: decimalNumber(2)
    .refine((value) => value > 0, 'must be more than 0')
    .refine((value) => value <= INSURED_VALUE_MAX, `must be at most ${formatIndianNumber(INSURED_VALUE_MAX)}`)
    .optional()
    .describe("the parcel's declared insured value in the order's currency; the order's total when left out"),
  estimatedDelivery: z
    .string()
    .refine(isShopDate, 'must be a date like 2026-12-02')
    .optional()
    .describe('the day (India) it should arrive: today or later'),
};
