import type { AppointmentRecord } from '@facet/contracts/appointments';
import { ShortlistAddForm, ShortlistItemButton } from './shortlist-editor.tsx';

/*
 * The shopper's own shortlist, until the appointment starts: each piece or stone may go to the bag
 * or come off the list, and another may be added by its SKU or stock number.
 */
export function ShortlistForms({ appointment, busy }: { appointment: AppointmentRecord; busy: boolean }) {
  const { id } = appointment;
  return (
    <div className="mt-3 grid gap-2 text-sm">
      {appointment.shortlist.length > 0 ? (
        <ul className="grid gap-1" aria-label="Shortlist changes">
          {appointment.shortlist.map((item) => (
            <li key={`${item.kind}-${item.sku}`} className="flex flex-wrap items-center gap-3">
              <span className="text-graphite">{item.sku}</span>
              <ShortlistItemButton id={id} item={item} intent="bag" busy={busy}>
                Add {item.sku} to the bag
              </ShortlistItemButton>
              {appointment.changeable ? (
                <ShortlistItemButton id={id} item={item} intent="shortlist-remove" busy={busy}>
                  Remove {item.sku}
                </ShortlistItemButton>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {appointment.changeable ? (
        <ShortlistAddForm
          id={id}
          intent="shortlist-add"
          busy={busy}
          words={{
            name: 'Add to the shortlist',
            product: 'Piece (its SKU)',
            stone: 'Stone (its stock number)',
            sku: 'SKU or stock number',
            add: 'Add to the shortlist',
          }}
        />
      ) : null}
    </div>
  );
}
