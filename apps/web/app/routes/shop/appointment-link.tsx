import { appointmentEndpoints } from '@facet/contracts/appointment-endpoints';
import { data, useNavigation } from 'react-router';
import type { Route } from './+types/appointment-link';
import { changeAppointment } from '../../features/appointments/appointment-actions.server.ts';
import { AppointmentCard } from '../../features/appointments/appointment-card.tsx';
import { useBrowserZone, zoneOfRequest } from '../../features/appointments/browser-zone.ts';
import { ChangeAppointment } from '../../features/appointments/rebook-form.tsx';
import { apiFor } from '../../lib/api.server.ts';
import { pageMeta } from '../../lib/seo.ts';

/*
 * /appointment?token=…: the page an appointment e-mail's link opens, signed in or not. The token
 * stands for one appointment; an altered one finds none, and nothing can be changed.
 */

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: 'Your appointment', description: 'Cancel or move your appointment.', noindex: true });
}

function tokenOf(request: Request): string {
  return new URL(request.url).searchParams.get('token') ?? '';
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const token = tokenOf(request);
  const api = apiFor(context);
  const zone = zoneOfRequest(request);
  const [appointment, slots] = await Promise.all([
    token ? api.call(appointmentEndpoints.linked, { query: { token } }) : null,
    api.call(appointmentEndpoints.slots, { query: { zone, days: 14 } }),
  ]);
  if (!appointment?.isSuccess) {
    throw data('This link is not valid; please use the link in your e-mail.', { status: 404 });
  }
  return { token, zone, appointment: appointment.data, slots: slots.isSuccess ? slots.data : null };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  form.set('token', tokenOf(request));
  form.delete('id');
  return changeAppointment(context, form);
}

export default function AppointmentLink({ loaderData, actionData }: Route.ComponentProps) {
  const { appointment, slots, zone } = loaderData;
  useBrowserZone(zone);
  const busy = useNavigation().state === 'submitting';
  return (
    <div className="container-page max-w-3xl py-10 lg:py-14">
      <p className="eyebrow">Appointments</p>
      <h1 className="mt-2 text-4xl">Your appointment</h1>
      {actionData ? (
        <p role={actionData.ok ? 'status' : 'alert'} className="mt-4 text-sm" data-testid="appointment-outcome">
          {actionData.message}
        </p>
      ) : null}
      <ul className="mt-6 grid gap-4" aria-label="Appointment">
        <AppointmentCard appointment={appointment}>
          {appointment.changeable && slots ? (
            <ChangeAppointment slots={slots} zone={zone} hidden={{}} busy={busy} />
          ) : null}
        </AppointmentCard>
      </ul>
    </div>
  );
}
