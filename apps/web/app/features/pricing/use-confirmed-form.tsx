import { type SubmissionResult, useForm } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import type { z } from '@facet/contracts/zod';
import { type ReactNode, useState } from 'react';
import { useActionData, useFetcher } from 'react-router';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { useResultToast } from '../../lib/use-result-toast.ts';
import { toast } from '../../lib/toast.ts';

/** What the Metal & Price page's action answers one of its forms with. */
export interface RateOutcome {
  /** Which form answered: "metal:Yellow Gold" or a parameter's name. */
  formId: string;
  ok: boolean;
  message?: string;
  result?: SubmissionResult<string[]>;
}

/**
 * A form that asks before it is sent, with what will happen (`describe` returns null when there
 * is nothing to ask), then posts to the page's action with a fetcher. Before the scripts load it
 * posts as a plain form and the answer comes back as the page's action data.
 */
export function useConfirmedForm<Value>({
  formId,
  schema,
  defaultValue,
  describe,
}: {
  formId: string;
  schema: z.ZodType<Record<string, unknown>>;
  defaultValue: Record<string, string>;
  /** The question to ask before saving; null to save without one, 'unchanged' when there is nothing to save. */
  describe: (value: Value) => { title: string; text: ReactNode } | null | 'unchanged';
}) {
  const fetcher = useFetcher<RateOutcome>();
  const actionData = useActionData<RateOutcome>();
  const outcome = fetcher.data ?? (actionData?.formId === formId ? actionData : undefined);
  useResultToast(fetcher.state === 'idle' ? fetcher.data : undefined);
  const [pending, setPending] = useState<{ formData: FormData; title: string; text: ReactNode } | null>(null);
  const [form, fields] = useForm<Record<string, unknown>>({
    id: formId.replace(/\W+/g, '-'),
    lastResult: fetcher.state === 'idle' ? outcome?.result : undefined,
    constraint: getZodConstraint(schema),
    defaultValue,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    onSubmit(event, { formData, submission }) {
      event.preventDefault();
      if (submission?.status !== 'success') return;
      const question = describe(submission.value as Value);
      if (question === 'unchanged') toast.info('Nothing has changed, so there is nothing to save.');
      else if (question) setPending({ formData, ...question });
      else void fetcher.submit(formData, { method: 'post' });
    },
  });
  const confirm = (
    <ConfirmDialog
      open={pending !== null}
      onOpenChange={(open) => (open ? undefined : setPending(null))}
      title={pending?.title ?? ''}
      description={pending?.text ?? ''}
      confirmLabel="Save and reprice"
      onConfirm={() => {
        if (pending) void fetcher.submit(pending.formData, { method: 'post' });
        setPending(null);
      }}
    />
  );
  return { fetcher, outcome, form, fields, confirm, busy: fetcher.state !== 'idle' };
}
