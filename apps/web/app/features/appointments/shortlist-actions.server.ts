import { appointmentEndpoints } from '@facet/contracts/appointment-endpoints';
import { shortlistChange } from '@facet/contracts/appointments';
import { bagEndpoints } from '@facet/contracts/bag-endpoints';
import { recordIdParam } from '@facet/contracts/record-ids';
import { data, type RouterContextProvider } from 'react-router';
import { apiFor } from '../../lib/api.server.ts';
import { currencyOfRequest } from '../../lib/currency.ts';

/*
 * The shopper's shortlist forms on /my-appointments: add, remove, and move one to the bag (a
 * ring the bag asks a size for says so, and is added from its page).
 */
export async function changeMyShortlist(context: Readonly<RouterContextProvider>, request: Request, form: FormData) {
  const id = recordIdParam.safeParse(form.get('id'));
  const change = shortlistChange.safeParse({ kind: form.get('kind'), sku: form.get('sku') });
  if (!id.success || !change.success) {
    return data({ ok: false, message: 'Please name a piece or a stone.' }, { status: 400 });
  }
  const api = apiFor(context);
  const intent = form.get('intent');
  const answer =
    intent === 'bag'
      ? await api.call(bagEndpoints.add, { query: { currency: currencyOfRequest(request) }, body: change.data })
      : await api.call(
          intent === 'shortlist-add' ? appointmentEndpoints.shortlistAdd : appointmentEndpoints.shortlistRemove,
          {
            params: { id: String(id.data) },
            body: change.data,
          },
        );
  if (!answer.isSuccess) {
    return data(
      { ok: false, message: answer.errorMessages[0] ?? 'That could not be done.' },
      { status: answer.statusCode },
    );
  }
  const done = { bag: 'Added to your bag.', 'shortlist-add': 'Added to your shortlist.' };
  return { ok: true, message: done[intent as keyof typeof done] ?? 'Taken off your shortlist.' };
}
