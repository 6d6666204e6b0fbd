import {
  type FieldMetadata,
  type FormMetadata,
  getFormProps,
  getInputProps,
  type SubmissionResult,
} from '@conform-to/react';
import type { ReactNode } from 'react';
import { type FetcherWithComponents, useActionData, useFetcher } from 'react-router';
import { type ActionOutcome, useResultToast } from '../../lib/use-result-toast.ts';
import { Field, FormErrors, inputClass } from '../ui/form-controls.tsx';

/*
 * A settings record's form in the back-office (the after-sale policy, the saved searches'
 * settings): one form sent to the page's action by a fetcher, its outcome a toast and each
 * problem beside its field, the sections between the form's own errors and its Save button.
 * Works before the scripts load (the page's action answers the plain post).
 */

/** What a settings form's action answers: a toast's sentence, and conform's result for the fields. */
export interface SettingsOutcome extends ActionOutcome {
  result: SubmissionResult<string[]>;
}

/** The fetcher of the settings form `key`, the result its fields show, and whether it is saving. */
export function useSettingsFetcher<Outcome extends SettingsOutcome>(key: string) {
  const fetcher = useFetcher<Outcome>({ key });
  const pageOutcome = useActionData<Outcome>();
  const outcome = fetcher.state === 'idle' ? (fetcher.data ?? pageOutcome) : undefined;
  useResultToast(fetcher.state === 'idle' ? fetcher.data : undefined);
  return { fetcher, lastResult: outcome?.result, saving: fetcher.state !== 'idle' };
}

export function SettingsForm<Outcome extends SettingsOutcome, Schema extends Record<string, unknown>>({
  fetcher,
  form,
  saving,
  saveLabel,
  children,
}: {
  fetcher: FetcherWithComponents<Outcome>;
  form: FormMetadata<Schema, string[]>;
  saving: boolean;
  /** The Save button's words ("Save the after-sale policy"). */
  saveLabel: string;
  children: ReactNode;
}) {
  return (
    <fetcher.Form method="post" className="space-y-6" aria-busy={saving} {...getFormProps(form)}>
      <FormErrors id={form.errorId} errors={form.errors} />
      {children}
      <button type="submit" className="button-primary px-6 py-2.5 disabled:opacity-60" aria-disabled={saving}>
        {saving ? 'Saving…' : saveLabel}
      </button>
    </fetcher.Form>
  );
}

/** A number typed as text (so a wrong one gets the API's sentence), with its unit after it. */
export function SettingsNumberField({
  meta,
  label,
  hint,
  unit,
}: {
  meta: FieldMetadata<unknown>;
  label: string;
  hint?: ReactNode;
  unit: string;
}) {
  return (
    <Field meta={meta} label={label} hint={hint}>
      <div className="flex items-center gap-2">
        <input
          {...getInputProps(meta, { type: 'text', ariaDescribedBy: hint ? meta.descriptionId : undefined })}
          inputMode="decimal"
          autoComplete="off"
          className={`${inputClass} figures max-w-32`}
        />
        <span className="text-sm text-stone">{unit}</span>
      </div>
    </Field>
  );
}
