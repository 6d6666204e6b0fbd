import type { AppointmentRecord } from '@facet/contracts/appointments';
import { useId } from 'react';
import { Form } from 'react-router';
import { inputClass } from '../../components/ui/input-class.ts';

/*
 * The shopper's own shortlist, until the appointment starts: each piece or stone may go to the bag
 * or come off the list, and another may be added by its SKU or stock number.
 */
export function ShortlistForms({ appointment, busy }: { appointment: AppointmentRecord; busy: boolean }) {
  const addId = useId();
  const hidden = <input type="hidden" name="id" value={appointment.id} />;
  return (
    <div className="mt-3 grid gap-2 text-sm">
      {appointment.shortlist.length > 0 ? (
        <ul className="grid gap-1" aria-label="Shortlist changes">
          {appointment.shortlist.map((item) => (
            <li key={`${item.kind}-${item.sku}`} className="flex flex-wrap items-center gap-3">
              <span className="text-graphite">{item.sku}</span>
              <Form method="post">
                {hidden}
                <input type="hidden" name="intent" value="bag" />
                <input type="hidden" name="kind" value={item.kind} />
                <input type="hidden" name="sku" value={item.sku} />
                <button type="submit" className="text-xs underline" disabled={busy}>
                  Add {item.sku} to the bag
                </button>
              </Form>
              {appointment.changeable ? (
                <Form method="post">
                  {hidden}
                  <input type="hidden" name="intent" value="shortlist-remove" />
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
      ) : null}
      {appointment.changeable ? (
        <Form method="post" className="flex flex-wrap items-end gap-2" aria-labelledby={addId}>
          <span id={addId} className="sr-only">
            Add to the shortlist
          </span>
          {hidden}
          <input type="hidden" name="intent" value="shortlist-add" />
          <label className="text-xs text-graphite">
            Kind
            <select name="kind" className={inputClass}>
              <option value="product">Piece (its SKU)</option>
              <option value="stone">Stone (its stock number)</option>
            </select>
          </label>
          <label className="text-xs text-graphite">
            SKU or stock number
            <input name="sku" required className={inputClass} />
          </label>
          <button type="submit" className="button-secondary py-2" disabled={busy}>
            Add to the shortlist
          </button>
        </Form>
      ) : null}
    </div>
  );
}
