import { appointmentEndpoints } from '@facet/contracts/appointment-endpoints';
import { data, Link, useNavigation } from 'react-router';
import type { Route } from './+types/my-appointments';
import { changeAppointment } from '../../../features/appointments/appointment-actions.server.ts';
import { AppointmentCard } from '../../../features/appointments/appointment-card.tsx';
import { useBrowserZone, zoneOfRequest } from '../../../features/appointments/browser-zone.ts';
import { ChangeAppointment } from '../../../features/appointments/rebook-form.tsx';
import { changeMyShortlist } from '../../../features/appointments/shortlist-actions.server.ts';
import { ShortlistForms } from '../../../features/appointments/shortlist-forms.tsx';
import { apiFor } from '../../../lib/api.server.ts';
import { requireUser } from '../../../lib/guards.server.ts';
import { pageMeta } from '../../../lib/seo.ts';

/*
 * /my-appointments: the signed-in shopper's appointments, soonest first; one not yet started may
 * be cancelled or moved to another open slot.
 */

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, {
    title: 'My appointments',
    description: 'Your appointments with our consultants.',
    noindex: true,
  });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  requireUser(context, request);
  const api = apiFor(context);
  const zone = zoneOfRequest(request);
  const [mine, slots] = await Promise.all([
    api.call(appointmentEndpoints.mine),
    api.call(appointmentEndpoints.slots, { query: { zone, days: 14 } }),
  ]);
  if (!mine.isSuccess) throw data(mine.errorMessages[0] ?? 'Your appointments could not be read.', { status: 503 });
  return {
    zone,
    appointments: mine.data.records,
    slots: slots.isSuccess ? slots.data : null,
    booked: new URL(request.url).searchParams.has('booked'),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  requireUser(context, request);
  const form = await request.formData();
  form.delete('token');
  const intent = form.get('intent');
  if (intent === 'bag' || intent === 'shortlist-add' || intent === 'shortlist-remove') {
    return changeMyShortlist(context, request, form);
  }
  return changeAppointment(context, form);
}

export default function MyAppointments({ loaderData, actionData }: Route.ComponentProps) {
  const { appointments, slots, zone, booked } = loaderData;
  useBrowserZone(zone);
  const busy = useNavigation().state === 'submitting';
  return (
    <article>
      <p className="eyebrow">My account</p>
      <h1 className="mt-2 text-4xl">My appointments</h1>
      {actionData || booked ? (
        <p
          role={actionData?.ok === false ? 'alert' : 'status'}
          className="mt-4 text-sm"
          data-testid="appointment-outcome"
        >
          {actionData?.message ?? 'Your appointment is booked; we have sent you the details by e-mail.'}
        </p>
      ) : null}
      {appointments.length === 0 ? (
        <p className="mt-6 text-[15px] text-graphite">
          No appointments yet.{' '}
          <Link to="/book-appointment" className="link-underline">
            Book one
          </Link>{' '}
          to see pieces and stones with a consultant.
        </p>
      ) : (
        <ul className="mt-6 grid gap-4" aria-label="Appointments">
          {appointments.map((appointment) => (
            <AppointmentCard key={appointment.id} appointment={appointment}>
              {appointment.state === 'booked' ? <ShortlistForms appointment={appointment} busy={busy} /> : null}
              {appointment.changeable && slots ? (
                <ChangeAppointment slots={slots} zone={zone} hidden={{ id: String(appointment.id) }} busy={busy} />
              ) : null}
            </AppointmentCard>
          ))}
        </ul>
      )}
    </article>
  );
}
