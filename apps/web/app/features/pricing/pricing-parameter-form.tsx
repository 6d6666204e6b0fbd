import { getFormProps } from '@conform-to/react';
import { type PricingParameterKey, type PricingParameters, repricesNothing } from '@facet/contracts/pricing-parameters';
import type { MetalRecord } from '@facet/contracts/metals';
import { Field, FormErrors } from '../../components/ui/form-controls.tsx';
import { formatMoney } from '../../lib/format.ts';
import { EXAMPLE_GRAMS, referenceMetal } from './example-piece.ts';
import { priceOfPlainPiece } from './live-price.ts';
import { pricingParameterCalls, pricingParameterTexts } from './pricing-parameters.ts';
import { AmountInput, rangeHint, SaveRow } from './rate-form-parts.tsx';
import { useConfirmedForm } from './use-confirmed-form.tsx';

/**
 * One pricing parameter; a change that reprices asks first, with the example piece's new price
 * (the shipping and HUID parameters are not part of prices, so they save without a question).
 */
export function PricingParameterForm({
  name,
  pricing,
  metals,
}: {
  name: PricingParameterKey;
  pricing: PricingParameters;
  metals: MetalRecord[];
}) {
  const text = pricingParameterTexts[name];
  const current = pricing[name];
  const reference = referenceMetal(metals);
  const { fetcher, outcome, form, fields, confirm, busy } = useConfirmedForm<Record<PricingParameterKey, number>>({
    formId: name,
    schema: pricingParameterCalls[name].schema,
    defaultValue: { [name]: current === undefined ? '' : String(current) },
    describe: (value) => {
      if (value[name] === current) return 'unchanged';
      if (repricesNothing(name) || !reference) return null;
      const next = { ...pricing, [name]: value[name] };
      const before = priceOfPlainPiece(EXAMPLE_GRAMS, reference, pricing);
      const after = priceOfPlainPiece(EXAMPLE_GRAMS, reference, next);
      const example = `a ${EXAMPLE_GRAMS} g ${reference.name} ring without stones`;
      return {
        title: name === 'conversion' ? 'Change every dollar price?' : 'Reprice every piece?',
        text:
          name === 'conversion' ? (
            <>
              Every dollar price changes at once; rupee prices stay as they are: {example} goes from{' '}
              <strong>{formatMoney(before.usd.price, 'USD')}</strong> to{' '}
              <strong>{formatMoney(after.usd.price, 'USD')}</strong>.
            </>
          ) : (
            <>
              Every piece in the shop is repriced at once ({text.label.toLowerCase()} {current ?? '—'} % → {value[name]}{' '}
              %): {example} goes from <strong>{formatMoney(before.inr.price, 'INR')}</strong> to{' '}
              <strong>{formatMoney(after.inr.price, 'INR')}</strong>.
            </>
          ),
      };
    },
  });
  const field = fields[name]!;
  return (
    <li className="rounded-md border border-line bg-white p-5">
      <fetcher.Form method="post" {...getFormProps(form)} className="flex h-full flex-col">
        <input type="hidden" name="intent" value={name} />
        <FormErrors id={form.errorId} errors={form.errors} />
        <Field
          meta={field}
          label={text.label}
          hint={
            <>
              {text.description} {rangeHint(text.range)}
            </>
          }
        >
          <AmountInput meta={field} unit={text.unit} wide />
        </Field>
        <SaveRow outcome={outcome} busy={busy} className="mt-auto pt-4" />
      </fetcher.Form>
      {confirm}
    </li>
  );
}
