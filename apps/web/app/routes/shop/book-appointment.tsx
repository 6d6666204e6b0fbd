import { appointmentEndpoints } from '@facet/contracts/appointment-endpoints';
import {
  type AppointmentSource,
  appointmentKindLabels,
  appointmentSources,
  bookAppointmentInput,
} from '@facet/contracts/appointments';
import { data, Form, redirect, useNavigation } from 'react-router';
import type { Route } from './+types/book-appointment';
import { useBrowserZone, zoneOfRequest } from '../../features/appointments/browser-zone.ts';
import { SlotPicker } from '../../features/appointments/slot-picker.tsx';
import { apiFor } from '../../lib/api.server.ts';
import { requireUser } from '../../lib/guards.server.ts';
import { pageMeta } from '../../lib/seo.ts';

/*
 * /book-appointment: a signed-in shopper picks a video call or a showroom visit and an open slot;
 * the pieces and stones of the page they came from (`?sku=`, `?stone=`, `?source=`) become the
 * appointment's shortlist. Times are the shopper's zone's and India's.
 */

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, {
    title: 'Book an appointment',
    description: 'Talk to a consultant by video or in our showroom about the pieces and stones you like.',
    noindex: true,
  });
}

function sourceOf(value: string | null): AppointmentSource {
  return appointmentSources.find((source) => source === value) ?? 'contact';
}

export async function loader({ request, context }: Route.LoaderArgs) {
  requireUser(context, request);
  const url = new URL(request.url);
  const api = apiFor(context);
  let zone = zoneOfRequest(request);
  let slots = await api.call(appointmentEndpoints.slots, { query: { zone, days: 14 } });
  if (!slots.isSuccess && slots.statusCode === 400) {
    zone = 'Asia/Kolkata';
    slots = await api.call(appointmentEndpoints.slots, { query: { zone, days: 14 } });
  }
  if (!slots.isSuccess) throw data(slots.errorMessages[0] ?? 'The open slots could not be read.', { status: 503 });
  return {
    zone,
    slots: slots.data,
    source: sourceOf(url.searchParams.get('source')),
    skus: url.searchParams.getAll('sku').slice(0, 20),
    stones: url.searchParams.getAll('stone').slice(0, 20),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  requireUser(context, request);
  const form = await request.formData();
  const parsed = bookAppointmentInput.safeParse({
    kind: form.get('kind'),
    start: form.get('start'),
    zone: form.get('zone'),
    source: form.get('source'),
    shortlist: { skus: form.getAll('sku'), stones: form.getAll('stone') },
  });
  if (!parsed.success) return data({ message: 'Please choose the kind of appointment and a time.' }, { status: 400 });
  const answer = await apiFor(context).call(appointmentEndpoints.book, { body: parsed.data });
  if (!answer.isSuccess) {
    return data(
      { message: answer.errorMessages[0] ?? 'The appointment could not be booked.' },
      { status: answer.statusCode },
    );
  }
  return redirect(`/my-appointments?booked=${answer.data.id}`);
}

export default function BookAppointment({ loaderData, actionData }: Route.ComponentProps) {
  const { slots, zone, source, skus, stones } = loaderData;
  useBrowserZone(zone);
  const busy = useNavigation().state === 'submitting';
  return (
    <div className="container-page max-w-3xl py-10 lg:py-14">
      <p className="eyebrow">Appointments</p>
      <h1 className="mt-2 text-4xl">Book an appointment</h1>
      <p className="mt-3 text-[15px] leading-7 text-graphite">
        A consultant shows you the pieces and stones you like, by video or in our showroom. Times are shown in your time
        zone ({zone}) and in India’s.
      </p>
      {skus.length + stones.length > 0 ? (
        <p className="mt-3 text-sm text-graphite" data-testid="shortlist-note">
          Your shortlist: {[...skus, ...stones].join(', ')}
        </p>
      ) : null}
      {actionData ? (
        <p role="alert" className="mt-4 text-sm text-red-800">
          {actionData.message}
        </p>
      ) : null}
      <Form method="post" className="mt-6">
        <input type="hidden" name="zone" value={zone} />
        <input type="hidden" name="source" value={source} />
        {skus.map((sku) => (
          <input key={`sku-${sku}`} type="hidden" name="sku" value={sku} />
        ))}
        {stones.map((stone) => (
          <input key={`stone-${stone}`} type="hidden" name="stone" value={stone} />
        ))}
        {slots.kinds.length === 0 ? (
          <p className="text-sm text-graphite">Appointments are not offered at the moment.</p>
        ) : (
          <>
            <fieldset>
              <legend className="text-sm font-medium text-ink">How would you like to meet?</legend>
              <div className="mt-2 flex flex-wrap gap-4">
                {slots.kinds.map((kind, i) => (
                  <label key={kind} className="flex items-center gap-2 text-sm">
                    <input type="radio" name="kind" value={kind} defaultChecked={i === 0} required />
                    {appointmentKindLabels[kind]}
                  </label>
                ))}
              </div>
            </fieldset>
            <h2 className="mt-8 text-2xl">Choose a time</h2>
            <SlotPicker slots={slots} />
            <button type="submit" className="button-primary mt-8" disabled={busy}>
              Book this appointment
            </button>
          </>
        )}
      </Form>
    </div>
  );
}
