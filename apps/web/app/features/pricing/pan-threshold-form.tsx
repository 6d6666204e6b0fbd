import { getFormProps } from '@conform-to/react';
import { panAboveInput, panAboveRange } from '@facet/contracts/tax-classes';
import { Field, FormErrors } from '../../components/ui/form-controls.tsx';
import { AmountInput, rangeHint, SaveRow } from './rate-form-parts.tsx';
import { useConfirmedForm } from './use-confirmed-form.tsx';

/** The order total above which a buyer in India gives a PAN or a Form 60 declaration. */
export function PanThresholdForm({ panAbove }: { panAbove: number }) {
  const { fetcher, outcome, form, fields, confirm, busy } = useConfirmedForm<{ panAbove: number }>({
    formId: 'panAbove',
    schema: panAboveInput,
    defaultValue: { panAbove: String(panAbove) },
    describe: (value) => (value.panAbove === panAbove ? 'unchanged' : null),
  });
  return (
    <div className="max-w-md rounded-md border border-line bg-white p-5">
      <fetcher.Form method="post" {...getFormProps(form)}>
        <input type="hidden" name="intent" value="panAbove" />
        <FormErrors id={form.errorId} errors={form.errors} />
        <Field
          meta={fields.panAbove!}
          label="Ask for a PAN above"
          hint={<>Order total in rupees, for delivery in India. {rangeHint(panAboveRange)}</>}
        >
          <AmountInput meta={fields.panAbove!} unit="₹" />
        </Field>
        <SaveRow outcome={outcome} busy={busy} className="mt-4" />
      </fetcher.Form>
      {confirm}
    </div>
  );
}
