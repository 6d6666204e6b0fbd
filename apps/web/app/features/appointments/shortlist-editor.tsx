import type { AppointmentRecord } from '@facet/contracts/appointments';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { Form } from 'react-router';
import { inputClass } from '../../components/ui/input-class.ts';

/*
 * The pieces of an appointment's shortlist editor that the shopper's own page and the staff's desk
 * share: a button that does one thing to one item (take it off, put it in the bag), and the form
 * that adds a piece by its SKU or a stone by its stock number. Each posts the appointment's id and
 * an intent to the page's action, and works before the scripts load.
 */

type ShortlistItem = Pick<AppointmentRecord['shortlist'][number], 'kind' | 'sku'>;

/** A one-button form that sends `intent` for one item of appointment `id`'s shortlist. */
export function ShortlistItemButton({
  id,
  item,
  intent,
  busy,
  children,
}: {
  id: number;
  item: ShortlistItem;
  intent: string;
  busy: boolean;
  children: ReactNode;
}) {
  return (
    <Form method="post">
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="kind" value={item.kind} />
      <input type="hidden" name="sku" value={item.sku} />
      <button type="submit" className="text-xs underline" disabled={busy}>
        {children}
      </button>
    </Form>
  );
}

/** The words of an add form: its name for screen readers, the kinds' and the SKU's labels, its button. */
export interface ShortlistAddWords {
  name: string;
  product: string;
  stone: string;
  sku: string;
  add: string;
}

/** Adds a piece (by its variant SKU) or a stone (by its stock number) to appointment `id`'s shortlist. */
export function ShortlistAddForm({
  id,
  intent,
  busy,
  words,
  className,
}: {
  id: number;
  intent: string;
  busy: boolean;
  words: ShortlistAddWords;
  className?: string;
}) {
  const nameId = useId();
  return (
    <Form
      method="post"
      className={['flex flex-wrap items-end gap-2', className].filter(Boolean).join(' ')}
      aria-labelledby={nameId}
    >
      <span id={nameId} className="sr-only">
        {words.name}
      </span>
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="intent" value={intent} />
      <label className="text-xs text-graphite">
        Kind
        <select name="kind" className={inputClass}>
          <option value="product">{words.product}</option>
          <option value="stone">{words.stone}</option>
        </select>
      </label>
      <label className="text-xs text-graphite">
        {words.sku}
        <input name="sku" required className={inputClass} />
      </label>
      <button type="submit" className="button-secondary py-2" disabled={busy}>
        {words.add}
      </button>
    </Form>
  );
}
