import type { BagLine } from '@facet/contracts/bag';
import { type Currency, fromMinor, toMinor } from '@facet/contracts/money';
import { ringSizeLabel } from '@facet/contracts/ring-sizes';
import { AlertTriangle, Minus, Plus, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useFetcher } from 'react-router';
import { ItemThumbnail } from '../../components/item-thumbnail.tsx';
import { formatPrice, isDiscounted } from '../../lib/format.ts';
import type { BagOutcome } from './bag-outcome.ts';
import { EnhancedInput } from './add-to-bag-form.tsx';
import { RingSizeChoice } from '../../components/ui/ring-size-choice.tsx';
import { groupLinePairs, type LineEntry } from '@facet/contracts/line-pairs';
import { ringPictureAlt } from '@facet/contracts/ring-builder';
import { RingPicture } from '../ring-builder/ring-picture.tsx';

/*
 * The bag's lines: a piece or a stone on its own, or a ring built from a setting and a stone
 * (two linked lines shown as one ring and removed together). Every change is a plain form
 * posted to /cart with its intent, through a fetcher once the page has hydrated.
 */

/** One entry of the bag: a line on its own or the two lines of a built ring. */
export type BagEntry = LineEntry<BagLine>;

/** The lines as the shopper sees them: a pair's two lines together, where the first of them is. */
export function groupBagLines(lines: readonly BagLine[]): BagEntry[] {
  return groupLinePairs(lines);
}

export function BagEntryView({ entry, currency }: { entry: BagEntry; currency: Currency }) {
  return entry.kind === 'pair' ? (
    <PairView setting={entry.setting} stone={entry.stone} currency={currency} />
  ) : (
    <LineView line={entry.line} currency={currency} />
  );
}

function LinePicture({ line, size = 'large' }: { line: BagLine; size?: 'large' | 'small' }) {
  return <ItemThumbnail path={line.path} picture={line.picture} stoneShape={line.stoneShape} size={size} />;
}

/** The unit price; the list price struck when something is off, and the price when added when it moved. */
function UnitPrice({ line, currency }: { line: BagLine; currency: Currency }) {
  const discounted = isDiscounted(line.unitPrice, line.unitListPrice);
  return (
    <div className="text-sm">
      <p className="flex flex-wrap items-baseline gap-x-2">
        {discounted ? <span className="sr-only">Now</span> : null}
        <span className="text-ink figures" data-testid="unit-price">
          {formatPrice(line.unitPrice, currency)}
        </span>
        {discounted ? (
          <>
            <span className="sr-only">, was</span>
            <s className="text-stone figures">{formatPrice(line.unitListPrice, currency)}</s>
          </>
        ) : null}
        {line.quantity > 1 ? <span className="text-stone">each</span> : null}
      </p>
      {line.previousUnitPrice !== null ? (
        <p className="mt-0.5 text-xs text-stone" data-testid="previous-price">
          <span className="sr-only">The price has changed since you added it: it was </span>
          <s className="figures">{formatPrice(line.previousUnitPrice, currency)}</s>
          <span aria-hidden="true"> when you added it</span>
        </p>
      ) : null}
    </div>
  );
}

function Unavailable({ line }: { line: BagLine }) {
  if (line.available) return null;
  return (
    <p
      className="mt-2 flex items-start gap-1.5 rounded-sm bg-amber-50 px-2.5 py-1.5 text-sm text-amber-900"
      data-testid="unavailable"
    >
      <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
      <span>{line.unavailableReason ?? 'No longer available.'} Remove it to check out.</span>
    </p>
  );
}

function Eyebrow({ children }: { children: ReactNode }) {
  return <p className="text-[11px] tracking-[0.12em] text-stone uppercase">{children}</p>;
}

function LineView({ line, currency }: { line: BagLine; currency: Currency }) {
  const removing = useFetcher<BagOutcome>();
  const gone = removing.state !== 'idle';
  return (
    <li
      className={`rounded-md border bg-white p-4 sm:p-5 ${line.available ? 'border-line' : 'border-amber-300'} ${gone ? 'opacity-50' : ''}`}
      data-testid="bag-line"
      data-sku={line.sku}
    >
      <div className="flex gap-4 sm:gap-5">
        <LinePicture line={line} />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <Eyebrow>{line.kind === 'product' ? 'Jewellery' : 'Loose stone'}</Eyebrow>
          <h2 className="font-display text-lg leading-snug break-words sm:text-xl">
            <Link to={line.path} className="hover:text-gold-deep">
              {line.name}
            </Link>
          </h2>
          <p className="text-sm text-graphite">{line.detail}</p>
          {line.engraving ? <Engraving text={line.engraving} /> : null}
          {line.kind === 'stone' ? <p className="text-xs text-stone">One of a kind</p> : null}
          <UnitPrice line={line} currency={currency} />
          <Unavailable line={line} />
        </div>
      </div>
      <div className="mt-4 flex flex-wrap items-end justify-between gap-x-6 gap-y-3 border-t border-line pt-4">
        <div className="flex flex-wrap items-end gap-x-6 gap-y-3">
          {line.needsRingSize ? <RingSizeForm line={line} /> : null}
          <QuantityStepper line={line} />
        </div>
        <LineEnd total={line.lineTotal} totalLabel="Line total" currency={currency}>
          <RemoveButton fetcher={removing} id={line.id} label={line.name} />
        </LineEnd>
      </div>
    </li>
  );
}

function PairView({ setting, stone, currency }: { setting: BagLine; stone: BagLine; currency: Currency }) {
  const removing = useFetcher<BagOutcome>();
  const gone = removing.state !== 'idle';
  const available = setting.available && stone.available;
  return (
    <li
      className={`rounded-md border bg-white p-4 sm:p-5 ${available ? 'border-line' : 'border-amber-300'} ${gone ? 'opacity-50' : ''}`}
      data-testid="bag-pair"
    >
      <div className="flex items-center gap-4">
        {setting.available ? (
          // The two halves drawn together (unless the setting has left the shop: no drawing then).
          <RingPicture
            settingSku={setting.sku}
            stoneSku={stone.sku}
            alt={ringPictureAlt({ name: setting.name, metal: setting.detail }, stone)}
            sizes="(min-width: 640px) 144px, 112px"
            className="w-28 shrink-0 sm:w-36"
          />
        ) : null}
        <div className="min-w-0">
          <Eyebrow>Ring you built</Eyebrow>
          <h2 className="mt-1 font-display text-lg leading-snug break-words sm:text-xl">
            Your ring: {setting.name} + {stone.name}
          </h2>
        </div>
      </div>
      <ul className="mt-4 space-y-4">
        {[setting, stone].map((half) => (
          <li key={half.id} className="flex gap-4" data-testid="bag-pair-half">
            <LinePicture line={half} size="small" />
            <div className="min-w-0 flex-1">
              <Eyebrow>{half.kind === 'product' ? 'Setting' : 'Centre stone'}</Eyebrow>
              <p className="text-[15px] leading-snug">
                <Link to={half.path} className="hover:text-gold-deep">
                  {half.name}
                </Link>
              </p>
              <p className="text-sm text-graphite">{half.detail}</p>
              <UnitPrice line={half} currency={currency} />
              <Unavailable line={half} />
            </div>
          </li>
        ))}
      </ul>
      {setting.engraving ? (
        <div className="mt-3">
          <Engraving text={setting.engraving} />
        </div>
      ) : null}
      <div className="mt-4 flex flex-wrap items-end justify-between gap-x-6 gap-y-3 border-t border-line pt-4">
        <RingSizeForm line={setting} />
        <LineEnd
          total={fromMinor(toMinor(setting.lineTotal) + toMinor(stone.lineTotal))}
          totalLabel="Ring total"
          currency={currency}
        >
          <RemoveButton fetcher={removing} id={setting.id} label={`your ring (${setting.name} + ${stone.name})`} />
        </LineEnd>
      </div>
    </li>
  );
}

/** The line's total and its Remove, at the end of the row. */
function LineEnd({
  total,
  totalLabel,
  currency,
  children,
}: {
  total: number;
  totalLabel: string;
  currency: Currency;
  children: ReactNode;
}) {
  return (
    <div className="ml-auto flex flex-col items-end gap-1">
      <p className="text-right">
        <span className="sr-only">{totalLabel} </span>
        <span className="font-display text-xl text-ink figures" data-testid="line-total">
          {formatPrice(total, currency)}
        </span>
      </p>
      {children}
    </div>
  );
}

function Engraving({ text }: { text: string }) {
  return (
    <p className="text-sm text-graphite" data-testid="engraving">
      Engraving: <span className="font-medium text-ink">“{text}”</span>
    </p>
  );
}

type Fetcher = ReturnType<typeof useFetcher<BagOutcome>>;

function RemoveButton({ fetcher, id, label }: { fetcher: Fetcher; id: number; label: string }) {
  const failed = fetcher.state === 'idle' && fetcher.data && !fetcher.data.ok ? fetcher.data.message : null;
  return (
    <fetcher.Form method="post" action="/cart" className="flex flex-wrap items-center justify-end gap-x-3">
      <EnhancedInput />
      {failed ? (
        <p role="alert" className="text-sm text-red-800">
          {failed}
        </p>
      ) : null}
      <input type="hidden" name="id" value={id} />
      <button
        type="submit"
        name="intent"
        value="remove"
        disabled={fetcher.state !== 'idle'}
        className="-mr-3 inline-flex min-h-11 items-center gap-1.5 rounded-full px-3 text-sm text-graphite hover:text-ink disabled:opacity-60"
      >
        <Trash2 className="h-4 w-4" aria-hidden="true" />
        <span>
          {fetcher.state !== 'idle' ? 'Removing…' : 'Remove'}
          <span className="sr-only"> {label}</span>
        </span>
      </button>
    </fetcher.Form>
  );
}

/** − n + : each button posts the quantity it leads to (a plain form, so it works without scripts). */
function QuantityStepper({ line }: { line: BagLine }) {
  const fetcher = useFetcher<BagOutcome>();
  const asked = fetcher.formData ? Number(fetcher.formData.get('quantity')) : null;
  const shown = asked ?? line.quantity;
  const failed = fetcher.state === 'idle' && fetcher.data && !fetcher.data.ok ? fetcher.data.message : null;
  if (line.maxQuantity <= 1) {
    // A stone says "One of a kind" beside its name.
    return line.kind === 'stone' ? null : <p className="text-sm text-stone">Quantity {line.quantity}</p>;
  }
  const button =
    'flex h-11 w-11 items-center justify-center text-ink hover:bg-pearl disabled:cursor-not-allowed disabled:text-stone/50';
  return (
    <fetcher.Form method="post" action="/cart">
      <EnhancedInput />
      <input type="hidden" name="intent" value="quantity" />
      <input type="hidden" name="id" value={line.id} />
      <p className="mb-1 text-xs text-stone" id={`quantity-${line.id}`}>
        Quantity
      </p>
      <div
        role="group"
        aria-labelledby={`quantity-${line.id}`}
        className="inline-flex items-center rounded-full border border-line"
      >
        <button
          type="submit"
          name="quantity"
          value={shown - 1}
          disabled={shown <= 1}
          className={`${button} rounded-l-full`}
          aria-label={`One fewer ${line.name}`}
        >
          <Minus className="h-4 w-4" aria-hidden="true" />
        </button>
        <output className="w-8 text-center figures" aria-live="polite" data-testid="quantity">
          {shown}
        </output>
        <button
          type="submit"
          name="quantity"
          value={shown + 1}
          disabled={shown >= line.maxQuantity}
          className={`${button} rounded-r-full`}
          aria-label={`One more ${line.name}`}
        >
          <Plus className="h-4 w-4" aria-hidden="true" />
        </button>
      </div>
      {failed ? (
        <p role="alert" className="mt-1 text-sm text-red-800">
          {failed}
        </p>
      ) : null}
    </fetcher.Form>
  );
}

/**
 * A ring's size, changed with its Update button (not as the select moves: arrowing through the
 * sizes must not change the bag — or join this line to another of the size passed over).
 */
function RingSizeForm({ line }: { line: BagLine }) {
  const fetcher = useFetcher<BagOutcome>();
  const selectId = `ring-size-${line.id}`;
  const failed = fetcher.state === 'idle' && fetcher.data && !fetcher.data.ok ? fetcher.data.message : null;
  const pending = fetcher.state !== 'idle';
  return (
    <fetcher.Form method="post" action="/cart" className="min-w-0">
      <EnhancedInput />
      <input type="hidden" name="intent" value="ring-size" />
      <input type="hidden" name="id" value={line.id} />
      <label htmlFor={selectId} className="mb-1 block text-xs text-stone">
        Ring size{line.ringSize ? null : <span className="text-amber-800"> — choose one to check out</span>}
      </label>
      <div className="flex items-center gap-2">
        <RingSizeChoice
          id={selectId}
          key={line.ringSize ?? ''}
          defaultValue={line.ringSize ?? ''}
          required
          className="min-h-11 rounded-md border border-line bg-white px-3 py-2 text-sm text-ink focus:border-gold"
          aria-label={`Ring size of ${line.name}`}
          data-testid="line-ring-size"
        />
        <button type="submit" disabled={pending} className="button-secondary min-h-11 px-4 py-2 text-sm">
          {pending ? 'Updating…' : 'Update'}
          <span className="sr-only"> the ring size of {line.name}</span>
        </button>
      </div>
      {line.ringSize ? <p className="sr-only">Now {ringSizeLabel(line.ringSize)}</p> : null}
      {failed ? (
        <p role="alert" className="mt-1 text-sm text-red-800">
          {failed}
        </p>
      ) : null}
    </fetcher.Form>
  );
}
