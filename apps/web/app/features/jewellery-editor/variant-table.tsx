import type { PricingParameters } from '@facet/contracts/pricing-parameters';
import type { MetalRecord } from '@facet/contracts/metals';
import { toMinor } from '@facet/contracts/money';
import { comesComplete, describeCombination } from '@facet/contracts/product-variants';
import { memo, useCallback, useMemo, useState } from 'react';
import type { EditorDraft, VariantEdit } from './editor-draft.ts';
import { useJewelleryEditor } from './editor-context.tsx';
import { formatMoney } from '../../lib/format.ts';
import { previewPrice } from '../pricing/live-price.ts';
import { buildVariantRows, groupRowsByCentreStone, type VariantRow, withVariantEdits } from './variant-rows.ts';

/*
 * The variants step's table: every combination, kept or dropped, with its SKU, weight, stone
 * cost and the price it will sell at — computed live from the metal rates, the pricing
 * parameters and the better of the product's and the style's discount.
 */

const cellInput =
  'w-24 rounded-md border border-line bg-white px-2 py-1.5 text-right text-sm figures focus:border-gold focus:outline-none aria-[invalid=true]:border-red-700 disabled:bg-pearl disabled:text-stone';

interface RowViewProps {
  row: VariantRow;
  metal: MetalRecord | undefined;
  pricing: PricingParameters;
  productDiscount: number | null;
  styleDiscount: number | null;
  invalid: boolean;
  onEdit: (key: string, change: VariantEdit) => void;
}

/** Rows are rebuilt on every change; a row re-renders only when what it shows changed. */
function sameRow(before: RowViewProps, after: RowViewProps): boolean {
  const a = before.row;
  const b = after.row;
  return (
    a.key === b.key &&
    a.keep === b.keep &&
    a.weight === b.weight &&
    a.stoneCost === b.stoneCost &&
    a.sku === b.sku &&
    a.stored === b.stored &&
    a.weightSuggested === b.weightSuggested &&
    a.stoneCostFrom === b.stoneCostFrom &&
    before.metal === after.metal &&
    before.pricing === after.pricing &&
    before.productDiscount === after.productDiscount &&
    before.styleDiscount === after.styleDiscount &&
    before.invalid === after.invalid &&
    before.onEdit === after.onEdit
  );
}

const VariantRowView = memo(function VariantRowView({
  row,
  metal,
  pricing,
  productDiscount,
  styleDiscount,
  invalid,
  onEdit,
}: RowViewProps) {
  const words = describeCombination(row.combination);
  const price = previewPrice(
    { metal, weight: row.weight, stoneCost: row.stoneCost, discounts: [productDiscount, styleDiscount] },
    pricing,
  );
  const discount = Math.max(productDiscount ?? 0, styleDiscount ?? 0);
  const storedPrice = row.stored ? toMinor(row.stored.price) : null;
  const priceChanged = price && storedPrice !== null && price.inr.price !== storedPrice;
  return (
    <tr className={`border-t border-line align-middle ${row.keep ? '' : 'bg-pearl/40 text-stone'}`}>
      <td className="px-3 py-2">
        <input
          type="checkbox"
          className="h-4 w-4 accent-ink"
          checked={row.keep}
          onChange={(event) => onEdit(row.key, { keep: event.target.checked })}
          aria-label={`Keep ${words}`}
        />
      </td>
      <td className="px-3 py-2">
        <span className={`block ${row.keep ? 'text-ink' : 'line-through'}`}>{words}</span>
        <span className="mt-0.5 flex flex-wrap items-center gap-2 font-mono text-[11px] text-stone">
          {row.sku}
          {row.stored ? null : (
            <span className="rounded-full bg-blush px-1.5 py-px font-sans text-[10px] tracking-wide text-gold-deep uppercase">
              new
            </span>
          )}
        </span>
      </td>
      <td className="px-3 py-2">
        <input
          type="text"
          inputMode="decimal"
          value={row.weight}
          disabled={!row.keep}
          onChange={(event) => onEdit(row.key, { weight: event.target.value })}
          aria-label={`Weight of ${words}, grams`}
          aria-invalid={invalid && row.keep ? true : undefined}
          className={`${cellInput} ${row.weightSuggested ? 'text-stone italic' : ''}`}
          title={row.weightSuggested ? 'Suggested from the base weight' : undefined}
        />
      </td>
      <td className="px-3 py-2">
        <input
          type="text"
          inputMode="decimal"
          value={row.stoneCost}
          disabled={!row.keep}
          onChange={(event) => onEdit(row.key, { stoneCost: event.target.value })}
          aria-label={`Stone cost of ${words}, rupees`}
          aria-invalid={invalid && row.keep ? true : undefined}
          className={`${cellInput} w-28 ${row.stoneCostFrom ? 'text-stone italic' : ''}`}
          title={row.stoneCostFrom ? `As ${row.stoneCostFrom}` : undefined}
        />
      </td>
      <td className="px-3 py-2 text-right figures">{discount > 0 ? `${discount}%` : '—'}</td>
      <td className="px-3 py-2 text-right whitespace-nowrap figures">
        {price ? (
          <>
            <span className="text-ink">{formatMoney(price.inr.price, 'INR')}</span>
            {priceChanged ? (
              <span className="block text-[11px] text-stone">was {formatMoney(storedPrice, 'INR')}</span>
            ) : null}
          </>
        ) : (
          '—'
        )}
      </td>
      <td className="px-3 py-2 text-right whitespace-nowrap text-graphite figures">
        {price ? formatMoney(price.usd.price, 'USD') : '—'}
      </td>
    </tr>
  );
}, sameRow);

export function VariantTable({ invalidRows }: { invalidRows: ReadonlySet<string> }) {
  const editor = useJewelleryEditor();
  const { draft, baseline, update } = editor;
  const rows = useMemo(() => buildVariantRows(draft, baseline), [draft, baseline]);
  const productDiscount =
    editor.discounts.find((discount) => String(discount.id) === draft.general.discountId)?.discount ?? null;
  const onEdit = useCallback(
    (key: string, change: VariantEdit) => update((before) => withVariantEdits(before, [key], change)),
    [update],
  );
  const kept = rows.filter((row) => row.keep).length;
  if (rows.length === 0) {
    return (
      <p className="rounded-md border border-dashed border-line bg-white px-6 py-10 text-center text-sm text-stone">
        The attributes make no variants yet: choose at least one metal.
      </p>
    );
  }
  return (
    <div>
      <BulkTools rows={rows} update={update} />
      <p className="mb-3 text-sm text-stone" aria-live="polite">
        {kept} of {rows.length} variants kept. Weights in italics are suggested from the base weight; stone costs in
        italics are those of the same piece in another metal.
      </p>
      {comesComplete(draft.general.hasAttachedStone ?? true, draft.attributes) ? null : (
        <p className="mb-3 rounded-md border border-line bg-pearl/40 px-3 py-2 text-sm text-graphite">
          This piece is a setting, sold without its centre stone: its stone cost is that of its own side and accent
          stones only, so it is the same for every centre stone (shape and carat) — the loose centre stone is priced on
          its own. Choose “Complete, with its stones” on the first step if the stone comes with the piece.
        </p>
      )}
      <div className="overflow-x-auto rounded-md border border-line bg-white">
        <table className="w-full min-w-[880px] border-collapse text-left text-sm">
          <caption className="sr-only">Variants and their prices</caption>
          <thead className="bg-pearl/60 text-xs tracking-wide text-stone uppercase">
            <tr>
              <th scope="col" className="w-12 px-3 py-3 font-medium">
                Keep
              </th>
              <th scope="col" className="px-3 py-3 font-medium">
                Variant · SKU
              </th>
              <th scope="col" className="px-3 py-3 font-medium">
                Weight g
              </th>
              <th scope="col" className="px-3 py-3 font-medium">
                Stone cost ₹
              </th>
              <th scope="col" className="px-3 py-3 text-right font-medium">
                Discount
              </th>
              <th scope="col" className="px-3 py-3 text-right font-medium">
                Price ₹
              </th>
              <th scope="col" className="px-3 py-3 text-right font-medium">
                Price $
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <VariantRowView
                key={row.key}
                row={row}
                metal={editor.metals.find((metal) => metal.name === row.combination.metal)}
                pricing={editor.pricing}
                productDiscount={productDiscount}
                styleDiscount={
                  editor.styleDiscounts.find((discount) => discount.style === row.combination.ringStyle)?.discount ??
                  null
                }
                invalid={invalidRows.has(row.key)}
                onEdit={onEdit}
              />
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

/** Set the stone cost of many rows at once (all, or those of one centre stone); keep or drop all. */
function BulkTools({
  rows,
  update,
}: {
  rows: readonly VariantRow[];
  update: (change: (draft: EditorDraft) => EditorDraft) => void;
}) {
  const groups = useMemo(() => groupRowsByCentreStone(rows), [rows]);
  const [target, setTarget] = useState('all');
  const [stoneCost, setStoneCost] = useState('');
  const keysOf = (which: string) =>
    which === 'all'
      ? rows.filter((row) => row.keep).map((row) => row.key)
      : (groups.find((group) => group.label === which)?.keys ?? []);
  const newRows = rows.filter((row) => !row.stored).map((row) => row.key);
  return (
    <div className="mb-4 flex flex-wrap items-end gap-x-6 gap-y-3 rounded-md border border-line bg-white px-4 py-3">
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          if (stoneCost.trim() === '') return;
          update((draft) => withVariantEdits(draft, keysOf(target), { stoneCost: stoneCost.trim() }));
        }}
      >
        <label className="text-sm text-graphite">
          <span className="mb-1 block text-xs text-stone">Stone cost for</span>
          <select
            value={target}
            onChange={(event) => setTarget(event.target.value)}
            className="rounded-md border border-line bg-white px-2 py-1.5 text-sm"
          >
            <option value="all">every kept variant</option>
            {groups.map((group) => (
              <option key={group.label} value={group.label}>
                every {group.label} centre stone
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm text-graphite">
          <span className="mb-1 block text-xs text-stone">Stone cost for all selected variants (₹)</span>
          <input
            type="text"
            inputMode="decimal"
            value={stoneCost}
            onChange={(event) => setStoneCost(event.target.value)}
            className="w-28 rounded-md border border-line bg-white px-2 py-1.5 text-right text-sm figures"
          />
        </label>
        <button
          type="submit"
          className="rounded-md border border-ink px-3 py-1.5 text-sm text-ink hover:bg-ink hover:text-ivory"
        >
          Apply
        </button>
      </form>
      <div className="flex flex-wrap gap-2 text-sm">
        <button
          type="button"
          className="link-underline text-ink"
          onClick={() =>
            update((draft) =>
              withVariantEdits(
                draft,
                rows.map((row) => row.key),
                { keep: true },
              ),
            )
          }
        >
          Keep all
        </button>
        {newRows.length > 0 ? (
          <button
            type="button"
            className="link-underline text-ink"
            onClick={() =>
              update((draft) => {
                const variantEdits = { ...draft.variantEdits };
                for (const key of newRows) {
                  const { weight: _weight, ...rest } = variantEdits[key] ?? {};
                  variantEdits[key] = rest;
                }
                return { ...draft, variantEdits };
              })
            }
          >
            Suggested weights for new variants
          </button>
        ) : null}
      </div>
    </div>
  );
}
