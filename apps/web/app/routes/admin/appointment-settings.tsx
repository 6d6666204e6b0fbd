import { appointmentEndpoints } from '@facet/contracts/appointment-endpoints';
import { updateAppointmentSettingsInput } from '@facet/contracts/appointment-settings';
import { data, useNavigation } from 'react-router';
import type { Route } from './+types/appointment-settings';
import { PageHeader } from '../../components/back-office/page-header.tsx';
import { AppointmentSettingsForm, settingsInputOf } from '../../features/appointments/settings-form.tsx';
import { apiFor } from '../../lib/api.server.ts';
import { formatDateTime } from '../../lib/format.ts';
import { requireArea } from '../../lib/guards.server.ts';

/*
 * /appointment-settings (Admin, under Business details): when appointments may be booked — the
 * weekly hours and closures in India's time — how many at once, how long, how far ahead, which kinds.
 */

export function meta() {
  return [{ title: 'Appointment settings · Back-office' }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  requireArea(context, request, 'businessDetails');
  const answer = await apiFor(context).call(appointmentEndpoints.settings);
  if (!answer.isSuccess) throw data('Failed to fetch the appointment settings', { status: answer.statusCode });
  return { settings: answer.data };
}

export async function action({ request, context }: Route.ActionArgs) {
  requireArea(context, request, 'businessDetails');
  const parsed = updateAppointmentSettingsInput.safeParse(settingsInputOf(await request.formData()));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return data({ ok: false, message: `${issue?.path.join('.')}: ${issue?.message}` }, { status: 400 });
  }
  const answer = await apiFor(context).call(appointmentEndpoints.updateSettings, { body: parsed.data });
  if (!answer.isSuccess) {
    return data({ ok: false, message: answer.errorMessages.join(' ') }, { status: answer.statusCode });
  }
  return { ok: true, message: 'The settings are saved.' };
}

export default function AppointmentSettingsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { settings } = loaderData;
  const busy = useNavigation().state === 'submitting';
  return (
    <>
      <PageHeader
        title="Appointment settings"
        description={`When shoppers may book a consultant, in India’s time. Last changed ${formatDateTime(settings.updateDate)}.`}
      />
      {actionData ? (
        <p role={actionData.ok ? 'status' : 'alert'} className="mb-4 text-sm" data-testid="settings-outcome">
          {actionData.message}
        </p>
      ) : null}
      <AppointmentSettingsForm key={settings.updateDate} settings={settings} busy={busy} />
    </>
  );
}
