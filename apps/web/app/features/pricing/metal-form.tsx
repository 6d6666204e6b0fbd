import { getFormProps } from '@conform-to/react';
import type { PricingParameters } from '@facet/contracts/pricing-parameters';
import { type MetalRecord, updateMetalInput } from '@facet/contracts/metals';
import { makingChargeRange, metalRateRange } from '@facet/contracts/money-inputs';
import { ColourDot } from '../../components/ui/colour-dot.tsx';
import { Field, FormErrors } from '../../components/ui/form-controls.tsx';
import { formatDateTime, formatMoney } from '../../lib/format.ts';
import { EXAMPLE_GRAMS } from './example-piece.ts';
import { priceOfPlainPiece } from './live-price.ts';
import { AmountInput, rangeHint, SavedStatus } from './rate-form-parts.tsx';
import { useConfirmedForm } from './use-confirmed-form.tsx';

/** One metal's rate and making charge per gram; a change asks first, with the example piece's new price. */
export function MetalForm({ metal, pricing }: { metal: MetalRecord; pricing: PricingParameters }) {
  const { fetcher, outcome, form, fields, confirm, busy } = useConfirmedForm<{
    pricePerUnit: number;
    labour: number;
  }>({
    formId: `metal:${metal.name}`,
    schema: updateMetalInput,
    defaultValue: { name: metal.name, pricePerUnit: String(metal.pricePerUnit), labour: String(metal.labour) },
    describe: ({ pricePerUnit, labour }) => {
      if (pricePerUnit === metal.pricePerUnit && labour === metal.labour) return 'unchanged';
      const before = priceOfPlainPiece(EXAMPLE_GRAMS, metal, pricing);
      const after = priceOfPlainPiece(EXAMPLE_GRAMS, { pricePerUnit, labour }, pricing);
      return {
        title: `Reprice every ${metal.name} piece?`,
        text: (
          <>
            Every {metal.name} piece is repriced at once: a {EXAMPLE_GRAMS} g {metal.name} ring without stones goes from{' '}
            <strong>{formatMoney(before.inr.price, 'INR')}</strong> to{' '}
            <strong>{formatMoney(after.inr.price, 'INR')}</strong> ({formatMoney(before.usd.price, 'USD')} to{' '}
            {formatMoney(after.usd.price, 'USD')}).
          </>
        ),
      };
    },
  });
  const rate = fields.pricePerUnit!;
  const labour = fields.labour!;
  return (
    <li className="rounded-md border border-line bg-white p-5">
      <fetcher.Form
        method="post"
        {...getFormProps(form)}
        className="grid grid-cols-2 items-start gap-4 md:grid-cols-[minmax(0,1.2fr)_minmax(0,1fr)_minmax(0,1fr)_auto]"
      >
        <input type="hidden" name="intent" value="metal" />
        <input type="hidden" name="name" value={metal.name} />
        <div className="col-span-2 md:col-span-1">
          <p className="flex items-center gap-2.5 font-medium text-ink">
            <ColourDot colour={metal.swatch} className="h-5 w-5 rounded-full border border-line" />
            {metal.name} <span className="text-xs font-normal text-stone">{metal.purity}</span>
          </p>
          <p className="mt-1 text-xs text-stone">Changed {formatDateTime(metal.updateDate)}</p>
          <div className="mt-1 min-h-4">
            <SavedStatus outcome={outcome} busy={busy} />
          </div>
          <FormErrors id={form.errorId} errors={form.errors} />
        </div>
        <Field meta={rate} label="Rate (₹/g)" hint={rangeHint(metalRateRange)}>
          <AmountInput meta={rate} unit="₹/g" />
        </Field>
        <Field meta={labour} label="Making (₹/g)" hint={rangeHint(makingChargeRange)}>
          <AmountInput meta={labour} unit="₹/g" />
        </Field>
        <div className="col-span-2 md:col-span-1 md:pt-7">
          <button
            type="submit"
            className="button-primary w-full px-5 py-2.5 md:w-auto"
            disabled={busy}
            aria-busy={busy}
          >
            Save
          </button>
        </div>
      </fetcher.Form>
      {confirm}
    </li>
  );
}
