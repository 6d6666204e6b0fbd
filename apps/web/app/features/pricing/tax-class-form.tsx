import { getFormProps, getInputProps } from '@conform-to/react';
import { type TaxClassRecord, taxRateRange, updateTaxClassInput } from '@facet/contracts/tax-classes';
import { Field, FormErrors } from '../../components/ui/form-controls.tsx';
import { inputClass } from '../../components/ui/input-class.ts';
import { AmountInput, rangeHint, SaveRow } from './rate-form-parts.tsx';
import { useConfirmedForm } from './use-confirmed-form.tsx';

/** Stone classes whose rate published sources give differently: the page says so beside them. */
const disputedRates: Record<string, string> = {
  'natural-diamond':
    'Published sources disagree on this rate: 1.5 % is also given for cut and polished diamonds. Confirm it with your accountant.',
  'laboratory-grown':
    'Published sources disagree on this rate: 1.5 % is also given for laboratory-grown diamonds. Confirm it with your accountant.',
};

/**
 * One tax class: its HSN code, description and GST rate. The jewellery class's rate is also the
 * pricing chain's tax, so changing it asks first: every piece is repriced.
 */
export function TaxClassForm({ taxClass }: { taxClass: TaxClassRecord }) {
  const formId = `class:${taxClass.key}`;
  const { fetcher, outcome, form, fields, confirm, busy } = useConfirmedForm<{
    hsn: string;
    description: string;
    rate: number;
  }>({
    formId,
    schema: updateTaxClassInput,
    defaultValue: { hsn: taxClass.hsn, description: taxClass.description, rate: String(taxClass.rate) },
    describe: (value) => {
      if (value.hsn === taxClass.hsn && value.description === taxClass.description && value.rate === taxClass.rate)
        return 'unchanged';
      if (taxClass.key !== 'jewellery' || value.rate === taxClass.rate) return null;
      return {
        title: 'Reprice every piece?',
        text: (
          <>
            The jewellery class’s rate is also the tax in every piece’s price ({taxClass.rate} % → {value.rate} %):
            every piece in the shop is repriced at once.
          </>
        ),
      };
    },
  });
  const titleId = `${form.id}-title`;
  const things = [...taxClass.subTypes, ...taxClass.stoneCategories];
  return (
    <li className="rounded-md border border-line bg-white p-5" aria-labelledby={titleId}>
      <h3 id={titleId} className="font-display text-xl text-ink">
        {taxClass.description} <span className="font-sans text-sm text-stone figures">· HSN {taxClass.hsn}</span>
      </h3>
      <p className="mt-1 text-sm text-stone">
        {things.length > 0 ? `In it: ${things.join(', ')}.` : 'Nothing is in this class yet.'}
      </p>
      {disputedRates[taxClass.key] ? (
        <p className="mt-2 rounded-sm border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {disputedRates[taxClass.key]}
        </p>
      ) : null}
      <fetcher.Form method="post" {...getFormProps(form)} className="mt-4 grid gap-4 sm:grid-cols-[8rem_1fr_9rem]">
        <input type="hidden" name="intent" value="class" />
        <input type="hidden" name="key" value={taxClass.key} />
        <FormErrors id={form.errorId} errors={form.errors} />
        <Field meta={fields.hsn!} label="HSN code">
          <input
            {...getInputProps(fields.hsn!, { type: 'text' })}
            inputMode="numeric"
            className={`${inputClass} figures`}
          />
        </Field>
        <Field meta={fields.description!} label="Description">
          <input {...getInputProps(fields.description!, { type: 'text' })} className={inputClass} />
        </Field>
        <Field meta={fields.rate!} label="GST rate" hint={rangeHint(taxRateRange)}>
          <AmountInput meta={fields.rate!} unit="%" />
        </Field>
        <SaveRow outcome={outcome} busy={busy} className="sm:col-span-3" />
      </fetcher.Form>
      {confirm}
    </li>
  );
}
