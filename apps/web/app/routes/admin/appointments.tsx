import { appointmentDeskEndpoints } from '@facet/contracts/appointment-desk-endpoints';
import { calendarDay } from '@facet/contracts/appointment-settings';
import { shortlistChange } from '@facet/contracts/appointments';
import { recordIdParam } from '@facet/contracts/record-ids';
import { data, Link, useNavigation } from 'react-router';
import type { Route } from './+types/appointments';
import { PageHeader } from '../../components/back-office/page-header.tsx';
import { DeskAppointmentCard } from '../../features/appointments/desk-appointment.tsx';
import { apiFor } from '../../lib/api.server.ts';
import { requireArea } from '../../lib/guards.server.ts';

/*
 * /appointments: the consultants' desk — a week's appointments day by day (India's calendar),
 * each with its shopper, shortlist and notes; "send this selection" e-mails the shortlist.
 */

export function meta() {
  return [{ title: 'Appointments · Back-office' }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireArea(context, request, 'appointments');
  const from = calendarDay.safeParse(new URL(request.url).searchParams.get('from'));
  const answer = await apiFor(context).call(appointmentDeskEndpoints.calendar, {
    query: from.success ? { from: from.data, days: 7 } : { days: 7 },
  });
  if (!answer.isSuccess) throw data('Failed to fetch the appointments', { status: answer.statusCode });
  return { calendar: answer.data, isAdmin: user.role === 'Admin' };
}

export async function action({ request, context }: Route.ActionArgs) {
  requireArea(context, request, 'appointments');
  const form = await request.formData();
  const id = recordIdParam.safeParse(form.get('id'));
  if (!id.success) return data({ ok: false, message: 'That appointment could not be found.' }, { status: 404 });
  const params = { id: String(id.data) };
  const api = apiFor(context);
  const intent = form.get('intent');
  const change = shortlistChange.safeParse({ kind: form.get('kind'), sku: form.get('sku') });
  const answer =
    intent === 'notes'
      ? await api.call(appointmentDeskEndpoints.notes, { params, body: { notes: String(form.get('notes') ?? '') } })
      : intent === 'send'
        ? await api.call(appointmentDeskEndpoints.sendSelection, { params })
        : change.success && intent === 'add'
          ? await api.call(appointmentDeskEndpoints.shortlistAdd, { params, body: change.data })
          : change.success && intent === 'remove'
            ? await api.call(appointmentDeskEndpoints.shortlistRemove, { params, body: change.data })
            : null;
  if (!answer) return data({ ok: false, message: 'Please name a piece or stone.' }, { status: 400 });
  if (!answer.isSuccess) {
    return data(
      { ok: false, message: answer.errorMessages[0] ?? 'That could not be done.' },
      { status: answer.statusCode },
    );
  }
  const done = { notes: 'The notes are saved.', send: 'The selection is sent.', add: 'Added.', remove: 'Removed.' };
  return { ok: true, message: done[intent as keyof typeof done] ?? 'Done.' };
}

function shift(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export default function AppointmentsDesk({ loaderData, actionData }: Route.ComponentProps) {
  const { calendar, isAdmin } = loaderData;
  const busy = useNavigation().state === 'submitting';
  return (
    <>
      <PageHeader
        title="Appointments"
        description="The week’s appointments in India’s time, with each shopper’s shortlist and your notes."
      />
      <nav aria-label="Weeks" className="mb-4 flex flex-wrap gap-4 text-sm">
        <Link to={`/appointments?from=${shift(calendar.from, -7)}`} className="link-underline">
          Previous week
        </Link>
        <Link to={`/appointments?from=${shift(calendar.from, 7)}`} className="link-underline">
          Next week
        </Link>
        {isAdmin ? (
          <Link to="/appointment-settings" className="link-underline">
            Appointment settings
          </Link>
        ) : null}
      </nav>
      {actionData ? (
        <p role={actionData.ok ? 'status' : 'alert'} className="mb-4 text-sm" data-testid="desk-outcome">
          {actionData.message}
        </p>
      ) : null}
      <div className="grid gap-6">
        {calendar.days.map((day) => (
          <section key={day.day} aria-labelledby={`day-${day.day}`}>
            <h2 id={`day-${day.day}`} className="text-lg font-medium text-ink">
              {day.label}
            </h2>
            {day.appointments.length === 0 ? (
              <p className="text-sm text-graphite">No appointments.</p>
            ) : (
              <ul className="mt-2 grid gap-3">
                {day.appointments.map((appointment) => (
                  <DeskAppointmentCard key={appointment.id} appointment={appointment} busy={busy} />
                ))}
              </ul>
            )}
          </section>
        ))}
      </div>
    </>
  );
}
