import { getFormProps, getTextareaProps, type SubmissionResult, useForm } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import type { z } from '@facet/contracts/zod';
import { Send } from 'lucide-react';
import { useFetcher } from 'react-router';
import { type ActionOutcome, useResultToast } from '../../lib/use-result-toast.ts';
import { Field, FormErrors, inputClass, PanelSubmitButton } from '../ui/form-controls.tsx';

/** What the page's action answers the reply with (runReplyAction): a sentence, and the form's result. */
export interface ReplyOutcome extends ActionOutcome {
  intent: string;
  result?: SubmissionResult<string[]>;
}

/**
 * Answer a shopper by e-mail from a back-office detail page (an inquiry, a custom jewellery
 * request): the text goes through the page's action (intent "reply") to the API, which queues
 * the e-mail, so it shows in the outbox at once. `schema` is the feature's reply form (its id
 * and message, checked the same here and in the action); a toast says it went.
 */
export function ReplyByEmailForm({
  record,
  schema,
  label,
  hint,
}: {
  record: { id: number; name: string; email: string };
  schema: z.ZodType<{ id: number; message: string }>;
  label: string;
  hint: string;
}) {
  const fetcher = useFetcher<ReplyOutcome>();
  const outcome = fetcher.state === 'idle' && fetcher.data?.intent === 'reply' ? fetcher.data : undefined;
  useResultToast(outcome);
  const [form, f] = useForm<{ message: string }>({
    id: `reply-${record.id}`,
    lastResult: outcome?.result,
    constraint: getZodConstraint(schema),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  const pending = fetcher.state !== 'idle';
  return (
    <fetcher.Form method="post" className="space-y-4" {...getFormProps(form)}>
      <input type="hidden" name="intent" value="reply" />
      <input type="hidden" name="id" value={record.id} />
      <FormErrors id={form.errorId} errors={form.errors} />
      <Field meta={f.message} label={label} hint={hint}>
        <textarea
          {...getTextareaProps(f.message)}
          rows={7}
          placeholder={`Dear ${record.name}, …`}
          className={`${inputClass} resize-y`}
        />
      </Field>
      <PanelSubmitButton pending={pending}>
        <Send className="h-4 w-4" aria-hidden="true" />
        {pending ? 'Sending…' : 'Send the reply'}
      </PanelSubmitButton>
    </fetcher.Form>
  );
}
