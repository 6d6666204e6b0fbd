import {
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  type SubmissionResult,
  useForm,
} from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import {
  CUSTOM_JEWELLERY_NOTE_MAX,
  CUSTOM_JEWELLERY_REPLY_MAX,
  type CustomJewelleryRecord,
  customJewelleryStateLabels,
  customJewelleryStates,
} from '@facet/contracts/custom-jewellery';
import { type FetcherWithComponents, useFetcher } from 'react-router';
import { ReplyByEmailForm } from '../../components/back-office/reply-by-email-form.tsx';
import { Field, FormErrors, inputClass, PanelSubmitButton } from '../../components/ui/form-controls.tsx';
import { currencySymbol } from '../../lib/format.ts';
import { useResultToast } from '../../lib/use-result-toast.ts';
import { replyForm, stateForm } from './forms.ts';
import type { CustomJewelleryActionOutcome } from './staff-actions.server.ts';

/**
 * Move a request to a state, with a note for staff and, to quote, the price in its currency. The
 * fields start afresh from what was saved each time the request changes (they are keyed by its
 * update time); the fetcher, and so the toast that says it went, outlives them.
 */
export function StateForm({ request }: { request: CustomJewelleryRecord }) {
  const fetcher = useFetcher<CustomJewelleryActionOutcome>();
  const outcome = fetcher.state === 'idle' && fetcher.data?.intent === 'state' ? fetcher.data : undefined;
  useResultToast(outcome);
  return <StateFields key={request.updateDate} request={request} fetcher={fetcher} lastResult={outcome?.result} />;
}

function StateFields({
  request,
  fetcher,
  lastResult,
}: {
  request: CustomJewelleryRecord;
  fetcher: FetcherWithComponents<CustomJewelleryActionOutcome>;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const [form, f] = useForm({
    id: `state-${request.id}`,
    lastResult,
    constraint: getZodConstraint(stateForm),
    defaultValue: {
      state: request.state,
      note: request.staffNote ?? '',
      quotedPrice: request.quotedPrice ? String(Math.round(request.quotedPrice / 100)) : '',
    },
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: stateForm }),
  });
  const pending = fetcher.state !== 'idle';
  return (
    <fetcher.Form method="post" className="space-y-4" {...getFormProps(form)}>
      <input type="hidden" name="intent" value="state" />
      <input type="hidden" name="id" value={request.id} />
      <FormErrors id={form.errorId} errors={form.errors} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field meta={f.state} label="State">
          <select {...getSelectProps(f.state)} className={inputClass}>
            {customJewelleryStates.map((state) => (
              <option key={state} value={state}>
                {customJewelleryStateLabels[state]}
              </option>
            ))}
          </select>
        </Field>
        <Field
          meta={f.quotedPrice}
          label={`Quoted price (${currencySymbol(request.currency)}, optional)`}
          hint="Needed to mark it quoted."
        >
          <input
            {...getInputProps(f.quotedPrice, { type: 'number' })}
            inputMode="numeric"
            step={1}
            className={inputClass}
          />
        </Field>
      </div>
      <Field meta={f.note} label="Note for staff (optional)" hint={`At most ${CUSTOM_JEWELLERY_NOTE_MAX} characters.`}>
        <textarea {...getTextareaProps(f.note)} rows={3} className={`${inputClass} resize-y`} />
      </Field>
      <PanelSubmitButton pending={pending}>{pending ? 'Saving…' : 'Save the state'}</PanelSubmitButton>
    </fetcher.Form>
  );
}

/** Answer a request by e-mail (queued through the outbox); a toast says it went. */
export function ReplyForm({ request }: { request: { id: number; name: string; email: string } }) {
  return (
    <ReplyByEmailForm
      record={request}
      schema={replyForm}
      label="Your reply"
      hint={`E-mailed to ${request.email}, with their request summed up below it. At most ${CUSTOM_JEWELLERY_REPLY_MAX} characters.`}
    />
  );
}
