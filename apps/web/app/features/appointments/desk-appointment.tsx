import type { DeskAppointment } from '@facet/contracts/appointment-desk';
import { appointmentKindLabels } from '@facet/contracts/appointments';
import { useId } from 'react';
import { Form } from 'react-router';
import { inputClass } from '../../components/ui/input-class.ts';

/*
 * One appointment on the desk: the shopper, the time, the shortlist with its changes (until the
 * appointment starts), the notes, and "send this selection".
 */
export function DeskAppointmentCard({ appointment, busy }: { appointment: DeskAppointment; busy: boolean }) {
  const notesId = useId();
  const addId = useId();
  const hidden = <input type="hidden" name="id" value={appointment.id} />;
  return (
    <li className="rounded-md border border-line bg-white p-4" data-testid="desk-appointment">
      <p className="text-sm font-medium text-ink">
        {appointment.indiaTime} · {appointmentKindLabels[appointment.kind]}
        {appointment.state === 'cancelled' ? ' · Cancelled' : ''}
      </p>
      <p className="text-sm text-graphite">
        {appointment.customer.name} · <a href={`mailto:${appointment.customer.email}`}>{appointment.customer.email}</a>{' '}
        · their time {appointment.shopperTime}
      </p>
      <h3 className="mt-3 text-sm font-medium text-ink">Shortlist</h3>
      {appointment.shortlist.length === 0 ? <p className="text-sm text-graphite">Nothing yet.</p> : null}
      <ul className="mt-1 grid gap-1 text-sm">
        {appointment.shortlist.map((item) => (
          <li key={`${item.kind}-${item.sku}`} className="flex flex-wrap items-center gap-2">
            <span>
              {item.name} ({item.sku})
            </span>
            {appointment.changeable ? (
              <Form method="post">
                {hidden}
                <input type="hidden" name="intent" value="remove" />
                <input type="hidden" name="kind" value={item.kind} />
                <input type="hidden" name="sku" value={item.sku} />
                <button type="submit" className="text-xs underline" disabled={busy}>
                  Remove {item.sku}
                </button>
              </Form>
            ) : null}
          </li>
        ))}
      </ul>
      {appointment.changeable ? (
        <Form method="post" className="mt-2 flex flex-wrap items-end gap-2" aria-labelledby={addId}>
          <span id={addId} className="sr-only">
            Add to the shortlist of {appointment.customer.name}
          </span>
          {hidden}
          <input type="hidden" name="intent" value="add" />
          <label className="text-xs text-graphite">
            Kind
            <select name="kind" className={inputClass}>
              <option value="product">Piece (variant SKU)</option>
              <option value="stone">Stone (stock number)</option>
            </select>
          </label>
          <label className="text-xs text-graphite">
            SKU
            <input name="sku" required className={inputClass} />
          </label>
          <button type="submit" className="button-secondary py-2" disabled={busy}>
            Add
          </button>
        </Form>
      ) : null}
      <Form method="post" className="mt-3">
        {hidden}
        <input type="hidden" name="intent" value="notes" />
        <label htmlFor={notesId} className="text-sm font-medium text-ink">
          Notes
        </label>
        <textarea id={notesId} name="notes" rows={2} defaultValue={appointment.notes} className={inputClass} />
        <div className="mt-2 flex flex-wrap gap-2">
          <button type="submit" className="button-secondary py-2" disabled={busy}>
            Save the notes
          </button>
        </div>
      </Form>
      <Form method="post" className="mt-2">
        {hidden}
        <input type="hidden" name="intent" value="send" />
        <button type="submit" className="button-primary py-2" disabled={busy || appointment.shortlist.length === 0}>
          Send this selection
        </button>
      </Form>
    </li>
  );
}
