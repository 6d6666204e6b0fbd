import type { SlotsAnswer } from '@facet/contracts/appointments';
import { useId } from 'react';
import { Form } from 'react-router';
import { SlotPicker } from './slot-picker.tsx';

/* Cancel or move an appointment: the two forms under a changeable appointment. */
export function ChangeAppointment({
  slots,
  zone,
  hidden,
  busy,
}: {
  slots: SlotsAnswer;
  zone: string;
  /** What identifies the appointment to the action: its id, or the e-mail link's token. */
  hidden: Record<string, string>;
  busy: boolean;
}) {
  const moveId = useId();
  const fields = Object.entries(hidden).map(([name, value]) => (
    <input key={name} type="hidden" name={name} value={value} />
  ));
  return (
    <div className="mt-4 grid gap-4">
      <Form method="post">
        {fields}
        <input type="hidden" name="intent" value="cancel" />
        <button type="submit" className="button-secondary" disabled={busy}>
          Cancel this appointment
        </button>
      </Form>
      <details className="rounded-md border border-line p-4">
        <summary className="cursor-pointer text-sm font-medium text-ink">Move it to another time</summary>
        <Form method="post" aria-labelledby={moveId}>
          <p id={moveId} className="sr-only">
            Move the appointment
          </p>
          {fields}
          <input type="hidden" name="intent" value="rebook" />
          <input type="hidden" name="zone" value={zone} />
          <SlotPicker slots={slots} />
          <button type="submit" className="button-primary mt-4" disabled={busy}>
            Move it to this time
          </button>
        </Form>
      </details>
    </div>
  );
}
