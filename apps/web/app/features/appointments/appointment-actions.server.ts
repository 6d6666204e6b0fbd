import { appointmentEndpoints } from '@facet/contracts/appointment-endpoints';
import { timeZone } from '@facet/contracts/appointment-settings';
import { recordIdParam } from '@facet/contracts/record-ids';
import { data, type RouterContextProvider } from 'react-router';
import { apiFor } from '../../lib/api.server.ts';

/*
 * The cancel and move forms' actions, for the account's page (by id) and the e-mail link's page
 * (by token): the API decides; its sentence is shown when it refuses.
 */

type Outcome = { ok: boolean; message: string };

function refused(answer: { errorMessages: string[]; statusCode: number }, fallback: string) {
  return data<Outcome>({ ok: false, message: answer.errorMessages[0] ?? fallback }, { status: answer.statusCode });
}

export async function changeAppointment(context: Readonly<RouterContextProvider>, form: FormData) {
  const api = apiFor(context);
  const intent = form.get('intent');
  const token = form.get('token');
  const id = recordIdParam.safeParse(form.get('id'));
  const start = String(form.get('start') ?? '');
  const zone = timeZone.safeParse(form.get('zone'));
  if (intent === 'cancel') {
    const answer =
      typeof token === 'string'
        ? await api.call(appointmentEndpoints.linkedCancel, { body: { token } })
        : id.success
          ? await api.call(appointmentEndpoints.cancel, { params: { id: String(id.data) } })
          : null;
    if (!answer) return data<Outcome>({ ok: false, message: 'That appointment could not be found.' }, { status: 404 });
    if (!answer.isSuccess) return refused(answer, 'The appointment could not be cancelled.');
    return { ok: true, message: 'Your appointment is cancelled.' };
  }
  if (intent === 'rebook' && start && zone.success) {
    const body = { start, zone: zone.data };
    const answer =
      typeof token === 'string'
        ? await api.call(appointmentEndpoints.linkedRebook, { body: { ...body, token } })
        : id.success
          ? await api.call(appointmentEndpoints.rebook, { params: { id: String(id.data) }, body })
          : null;
    if (!answer) return data<Outcome>({ ok: false, message: 'That appointment could not be found.' }, { status: 404 });
    if (!answer.isSuccess) return refused(answer, 'The appointment could not be moved.');
    return { ok: true, message: `Your appointment is moved to ${answer.data.shopperTime}.` };
  }
  return data<Outcome>({ ok: false, message: 'Please choose a new time.' }, { status: 400 });
}
