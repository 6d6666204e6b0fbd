import { getFormProps, getTextareaProps, useForm } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { INQUIRY_REPLY_MAX } from '@facet/contracts/inquiries';
import { Send } from 'lucide-react';
import { useFetcher } from 'react-router';
import { Field, FormErrors, inputClass } from '../../components/ui/form-controls.tsx';
import { useResultToast } from '../../lib/use-result-toast.ts';
import { replyForm } from './forms.ts';
import type { InquiryActionOutcome } from './inquiry-actions.server.ts';

/**
 * Answer an inquiry by e-mail: the text goes to the shopper (queued, so it shows in the outbox
 * at once) and the inquiry is marked answered. A toast says it went.
 */
export function ReplyForm({ inquiry }: { inquiry: { id: number; name: string; email: string; answered: boolean } }) {
  const fetcher = useFetcher<InquiryActionOutcome>();
  const outcome = fetcher.state === 'idle' && fetcher.data?.intent === 'reply' ? fetcher.data : undefined;
  useResultToast(outcome);
  const [form, f] = useForm({
    id: `reply-${inquiry.id}`,
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
      <input type="hidden" name="id" value={inquiry.id} />
      <FormErrors id={form.errorId} errors={form.errors} />
      <Field
        meta={f.message}
        label={inquiry.answered ? 'Another reply' : 'Your reply'}
        hint={`E-mailed to ${inquiry.email}, with their question quoted below it. At most ${INQUIRY_REPLY_MAX} characters.`}
      >
        <textarea
          {...getTextareaProps(f.message)}
          rows={7}
          placeholder={`Dear ${inquiry.name}, …`}
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
