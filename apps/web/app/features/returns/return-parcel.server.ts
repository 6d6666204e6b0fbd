import { SOMETHING_IS_WRONG } from '@facet/contracts/envelope';
import { returnRequestEndpoints } from '@facet/contracts/return-request-endpoints';
import type { ReturnRequestRecord } from '@facet/contracts/returns';
import type { ApiClient, ApiResult } from '../../lib/api-client.ts';

/*
 * Recording a request's return parcel from a form: the customer's "I have sent it" on
 * /my-returns/:id, and staff's booked pick-up on /returns/:id. The API checks everything (the
 * carrier, the number's shape, the state, once only); its sentence is what the page shows.
 */

export interface ParcelOutcome {
  intent: 'parcel';
  ok: boolean;
  message: string;
}

function text(formData: FormData, name: string): string {
  const value = formData.get(name);
  return typeof value === 'string' ? value : '';
}

/** The carrier chosen in the form: its id, or 0 when none was chosen (the API then says so). */
function carrierOf(formData: FormData): number {
  const value = Number(text(formData, 'carrierId'));
  return Number.isInteger(value) && value > 0 ? value : 0;
}

/** The API's answer as the page says it: `done`, or the API's own sentence. */
async function outcomeOf(call: Promise<ApiResult<ReturnRequestRecord>>, done: string): Promise<ParcelOutcome> {
  const answer = await call;
  if (answer.isSuccess) return { intent: 'parcel', ok: true, message: done };
  return {
    intent: 'parcel',
    ok: false,
    message: answer.errorMessages.length > 0 ? answer.errorMessages.join(' ') : SOMETHING_IS_WRONG,
  };
}

/** The customer's parcel: PUT /api/return-requests/for-customer/:id/parcel. */
export function recordMyParcel(api: ApiClient, id: string, formData: FormData): Promise<ParcelOutcome> {
  if (carrierOf(formData) === 0) {
    return Promise.resolve({ intent: 'parcel', ok: false, message: 'Choose the carrier you sent it with.' });
  }
  return outcomeOf(
    api.call(returnRequestEndpoints.myParcel, {
      params: { id },
      body: { carrierId: carrierOf(formData), trackingNumber: text(formData, 'trackingNumber') },
    }),
    'Thank you: your parcel is recorded.',
  );
}

/** Staff's booked pick-up: PUT /api/return-requests/:id/parcel. */
export function bookPickup(api: ApiClient, formData: FormData): Promise<ParcelOutcome> {
  if (carrierOf(formData) === 0) {
    return Promise.resolve({ intent: 'parcel', ok: false, message: 'Choose the carrier that collects it.' });
  }
  const id = text(formData, 'id');
  // The form always sends its request's id; without one there is no request to address.
  if (id === '') return Promise.resolve({ intent: 'parcel', ok: false, message: 'There is no such return request.' });
  return outcomeOf(
    api.call(returnRequestEndpoints.bookPickup, {
      params: { id },
      body: {
        carrierId: carrierOf(formData),
        trackingNumber: text(formData, 'trackingNumber'),
        pickupDate: text(formData, 'pickupDate'),
      },
    }),
    'The pick-up is booked; the customer is e-mailed its day and tracking link.',
  );
}
