import { getFormProps, getInputProps } from '@conform-to/react';
import {
  type DocumentPrefixesInput,
  type DocumentPrefixesRecord,
  documentPrefixesInput,
} from '@facet/contracts/tax-documents';
import { Field, FormErrors } from '../../components/ui/form-controls.tsx';
import { inputClass } from '../../components/ui/input-class.ts';
import { SaveRow } from './rate-form-parts.tsx';
import { useConfirmedForm } from './use-confirmed-form.tsx';

/** The invoice and credit-note series' prefixes: a change applies to the next number; issued ones keep theirs. */
export function DocumentPrefixesForm({ prefixes }: { prefixes: DocumentPrefixesRecord }) {
  const { fetcher, outcome, form, fields, confirm, busy } = useConfirmedForm<DocumentPrefixesInput>({
    formId: 'prefixes',
    schema: documentPrefixesInput,
    defaultValue: { invoicePrefix: prefixes.invoicePrefix, creditNotePrefix: prefixes.creditNotePrefix },
    describe: (value) =>
      value.invoicePrefix === prefixes.invoicePrefix && value.creditNotePrefix === prefixes.creditNotePrefix
        ? 'unchanged'
        : null,
  });
  return (
    <div className="max-w-md rounded-md border border-line bg-white p-5">
      <fetcher.Form method="post" {...getFormProps(form)} className="grid gap-4 sm:grid-cols-2">
        <input type="hidden" name="intent" value="prefixes" />
        <FormErrors id={form.errorId} errors={form.errors} />
        <Field meta={fields.invoicePrefix!} label="Tax invoices" hint="e.g. FCT/26-27/000123">
          <input
            {...getInputProps(fields.invoicePrefix!, { type: 'text' })}
            className={`${inputClass} uppercase figures`}
          />
        </Field>
        <Field meta={fields.creditNotePrefix!} label="Credit notes" hint="e.g. FCN/26-27/000007">
          <input
            {...getInputProps(fields.creditNotePrefix!, { type: 'text' })}
            className={`${inputClass} uppercase figures`}
          />
        </Field>
        <SaveRow outcome={outcome} busy={busy} className="sm:col-span-2" />
      </fetcher.Form>
      {confirm}
    </div>
  );
}
