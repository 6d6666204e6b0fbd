import { type AppointmentSettings, weekdays } from '@facet/contracts/appointment-settings';
import { Form } from 'react-router';
import { inputClass } from '../../components/ui/input-class.ts';

/*
 * The appointment settings' form (Admin): each weekday's hours in India's time (or closed), the
 * closures one per line, the numbers, and the kinds offered. The whole record is sent at once.
 */
export function AppointmentSettingsForm({ settings, busy }: { settings: AppointmentSettings; busy: boolean }) {
  const number = (name: 'consultants' | 'slotMinutes' | 'leadHours' | 'daysAhead', label: string) => (
    <label className="text-sm text-ink">
      {label}
      <input type="number" name={name} defaultValue={settings[name]} required className={inputClass} />
    </label>
  );
  return (
    <Form method="post" className="grid max-w-3xl gap-6">
      <fieldset>
        <legend className="text-lg font-medium text-ink">Opening hours (India’s time)</legend>
        <div className="mt-2 grid gap-2">
          {weekdays.map((day, i) => {
            const hours = settings.weeklyHours[i] ?? null;
            return (
              <div key={day} className="grid grid-cols-[7rem_1fr_1fr_auto] items-center gap-2 text-sm">
                <span>{day}</span>
                <label>
                  <span className="sr-only">{day} opens</span>
                  <input
                    type="time"
                    name={`opens-${i}`}
                    defaultValue={hours?.opens ?? '10:00'}
                    className={inputClass}
                  />
                </label>
                <label>
                  <span className="sr-only">{day} closes</span>
                  <input
                    type="time"
                    name={`closes-${i}`}
                    defaultValue={hours?.closes ?? '19:00'}
                    className={inputClass}
                  />
                </label>
                <label className="flex items-center gap-1">
                  <input type="checkbox" name={`closed-${i}`} defaultChecked={hours === null} />
                  Closed
                </label>
              </div>
            );
          })}
        </div>
      </fieldset>
      <label className="text-sm text-ink">
        Closures, one a line: the day (YYYY-MM-DD) and why
        <textarea
          name="closures"
          rows={4}
          defaultValue={settings.closures.map((closure) => `${closure.day} ${closure.reason}`.trim()).join('\n')}
          className={inputClass}
        />
      </label>
      <div className="grid gap-4 sm:grid-cols-2">
        {number('consultants', 'Consultants (bookings per slot)')}
        {number('slotMinutes', 'Slot length, minutes')}
        {number('leadHours', 'Lead time, hours')}
        {number('daysAhead', 'Days ahead that may be booked')}
      </div>
      <fieldset className="flex flex-wrap gap-4 text-sm">
        <legend className="text-sm font-medium text-ink">Kinds offered</legend>
        <label className="flex items-center gap-2">
          <input type="checkbox" name="video" defaultChecked={settings.kinds.video} /> Video calls
        </label>
        <label className="flex items-center gap-2">
          <input type="checkbox" name="showroom" defaultChecked={settings.kinds.showroom} /> Showroom visits
        </label>
      </fieldset>
      <div>
        <button type="submit" className="button-primary" disabled={busy}>
          Save the settings
        </button>
      </div>
    </Form>
  );
}

/** The form's fields as the settings' input (the API checks them and answers its sentences). */
export function settingsInputOf(form: FormData) {
  const text = (name: string) => String(form.get(name) ?? '');
  return {
    weeklyHours: weekdays.map((_, i) =>
      form.get(`closed-${i}`) ? null : { opens: text(`opens-${i}`), closes: text(`closes-${i}`) },
    ),
    closures: text('closures')
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean)
      .map((line) => {
        const [day = '', ...reason] = line.split(/\s+/);
        return { day, reason: reason.join(' ') };
      }),
    consultants: Number(text('consultants')),
    slotMinutes: Number(text('slotMinutes')),
    leadHours: Number(text('leadHours')),
    daysAhead: Number(text('daysAhead')),
    kinds: { video: form.has('video'), showroom: form.has('showroom') },
  };
}
