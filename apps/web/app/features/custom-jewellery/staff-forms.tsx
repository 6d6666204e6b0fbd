import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import {
  CUSTOM_JEWELLERY_NOTE_MAX,
  CUSTOM_JEWELLERY_REPLY_MAX,
  type CustomJewelleryRecord,
  customJewelleryStateLabels,
  customJewelleryStates,
} from '@facet/contracts/custom-jewellery';
import { Send } from 'lucide-react';
import { useFetcher } from 'react-router';
import { Field, FormErrors, inputClass } from '../../components/ui/form-controls.tsx';
import { currencySymbol } from '../../lib/format.ts';
import { useResultToast } from '../../lib/use-result-toast.ts';
import { replyForm, stateForm } from './forms.ts';
import type { CustomJewelleryActionOutcome } from './staff-actions.server.ts';

/** Move a request to a state, with a note for staff and, to quote, the price in its currency. */
export function StateForm({ request }: { request: CustomJewelleryRecord }) {
  const fetcher = useFetcher<CustomJewelleryActionOutcome>();
  const outcome = fetcher.state === 'idle' && fetcher.data?.intent === 'state' ? fetcher.data : undefined;
  useResultToast(outcome);
  const [form, f] = useForm({
    id: `state-${request.id}`,
    lastResult: outcome?.result,
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
      <button
        type="submit"
        className="button-primary px-5 py-2.5 disabled:opacity-60"
        disabled={pending}
        aria-busy={pending}
      >
        {pending ? 'Saving…' : 'Save the state'}
      </button>
    </fetcher.Form>
  );
}

/** Answer a request by e-mail (queued through the outbox); a toast says it went. */
export function ReplyForm({ request }: { request: { id: number; name: string; email: string } }) {
  const fetcher = useFetcher<CustomJewelleryActionOutcome>();
  const outcome = fetcher.state === 'idle' && fetcher.data?.intent === 'reply' ? fetcher.data : undefined;
  useResultToast(outcome);
  const [form, f] = useForm({
    id: `reply-${request.id}`,
    lastResult: outcome?.result,
    constraint: getZodConstraint(replyForm),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: replyForm }),
  });
  const pending = fetcher.state !== 'idle';
  return (
    <fetcher.Form method="post" className="space-y-4" {...getFormProps(form)}>
      <input type="hidden" name="intent" value="reply" />
      <input type="hidden" name="id" value={request.id} />
      <FormErrors id={form.errorId} errors={form.errors} />
      <Field
        meta={f.message}
        label="Your reply"
        hint={`E-mailed to ${request.email}. At most ${CUSTOM_JEWELLERY_REPLY_MAX} characters.`}
      >
        <textarea
          {...getTextareaProps(f.message)}
          rows={7}
          placeholder={`Dear ${request.name}, …`}
          className={`${inputClass} resize-y`}
        />
      </Field>
      <button
        type="submit"
        className="button-primary px-5 py-2.5 disabled:opacity-60"
        disabled={pending}
        aria-busy={pending}
      >
        <Send className="h-4 w-4" aria-hidden="true" />
        {pending ? 'Sending…' : 'Send the reply'}
      </button>
    </fetcher.Form>
  );
}
