import type { DeskAppointment } from '@facet/contracts/appointment-desk';
import { appointmentKindLabels } from '@facet/contracts/appointments';
import { useId } from 'react';
import { Form } from 'react-router';
import { inputClass } from '../../components/ui/input-class.ts';
import { ShortlistAddForm, ShortlistItemButton } from './shortlist-editor.tsx';

/*
 * One appointment on the desk: the shopper, the time, the shortlist with its changes (until the
 * appointment starts), the notes, and "send this selection".
 */
export function DeskAppointmentCard({ appointment, busy }: { appointment: DeskAppointment; busy: boolean }) {
  const notesId = useId();
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
              <ShortlistItemButton id={appointment.id} item={item} intent="remove" busy={busy}>
                Remove {item.sku}
              </ShortlistItemButton>
            ) : null}
          </li>
        ))}
      </ul>
      {appointment.changeable ? (
        <ShortlistAddForm
          id={appointment.id}
          intent="add"
          busy={busy}
          className="mt-2"
          words={{
            name: `Add to the shortlist of ${appointment.customer.name}`,
            product: 'Piece (variant SKU)',
            stone: 'Stone (stock number)',
            sku: 'SKU',
            add: 'Add',
          }}
        />
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
