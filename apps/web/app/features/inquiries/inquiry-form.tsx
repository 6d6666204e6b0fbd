import { getFormProps, getInputProps, getTextareaProps, useForm } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { createInquiryInput, INQUIRY_MESSAGE_MAX, INQUIRY_MESSAGE_MIN } from '@facet/contracts/inquiries';
import { formatPhoneNumber } from '@facet/contracts/phone';
import { useEffect, useId, useRef, useState } from 'react';
import { useActionData, useFetcher, useLocation } from 'react-router';
import { Field, FieldErrors, FormErrors, inputClass, SubmitButton } from '../../components/ui/form-controls.tsx';
import { ContactFields, Honeypot, SentThanks } from '../../components/ui/written-in-form-parts.tsx';
import { useRootData } from '../../lib/root-data.ts';
import type { InquiryOutcome } from './inquiry-action.server.ts';

function asInquiryOutcome(value: unknown): InquiryOutcome | undefined {
  return typeof value === 'object' && value !== null && 'ok' in value && 'result' in value
    ? (value as InquiryOutcome)
    : undefined;
}

const kindChoices = [
  {
    value: 'question',
    label: 'A question',
    hint: 'About a piece, a diamond, sizing or an order: we reply within one working day.',
  },
  {
    value: 'complaint',
    label: 'A complaint',
    hint: 'Something went wrong: we e-mail you at once its reference number, our grievance officer’s contact and the date by which it will be resolved, within one month at the latest.',
  },
] as const;

/** Where the form posts by default: the resource route of routes/inquiry.ts. */
export const INQUIRY_ACTION = '/inquiry';

/**
 * A shopper's question to the shop: name, e-mail, phone (optional) and message, prefilled from
 * the account when signed in. Pass `sku` to ask about one stone or piece. It posts with a
 * fetcher to `action` — by default /inquiry, which any page can use without an action of its
 * own; a page that also wants it to work before the scripts load passes its own path and sends
 * the form from its action with `sendInquiry` (inquiry-action.server.ts), as /contact-us does.
 * With `offerComplaint` the shopper chooses between a question and a complaint (the contact page).
 */
export function InquiryForm({
  sku,
  action = INQUIRY_ACTION,
  submitLabel = 'Send my question',
  messagePlaceholder = 'What would you like to know?',
  offerComplaint = false,
  onSent,
}: {
  sku?: string;
  action?: string;
  submitLabel?: string;
  messagePlaceholder?: string;
  /** Lets the shopper send a complaint instead of a question. */
  offerComplaint?: boolean;
  /** Called once the shop has the question (the thanks shows in the form's place meanwhile). */
  onSent?: () => void;
}) {
  const id = useId();
  const user = useRootData()?.user;
  const fetcher = useFetcher<InquiryOutcome>();
  const location = useLocation();
  // Before the scripts load the form is a plain POST to `action`: when that is this page, its
  // action's answer is this form's.
  const pageOutcome: unknown = useActionData();
  const outcome = fetcher.data ?? (action === location.pathname ? asInquiryOutcome(pageOutcome) : undefined);
  const [dismissed, setDismissed] = useState<InquiryOutcome | undefined>();
  const [form, f] = useForm({
    id: `inquiry-${id}`,
    lastResult: fetcher.state === 'idle' ? outcome?.result : undefined,
    constraint: getZodConstraint(createInquiryInput),
    defaultValue: {
      kind: 'question',
      name: user ? `${user.firstName} ${user.lastName}` : '',
      email: user?.email ?? '',
      phoneNumber: user?.phoneNumber ? formatPhoneNumber(user.phoneNumber) : '',
    },
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: createInquiryInput }),
  });
  const sent = Boolean(outcome?.ok) && outcome !== dismissed && fetcher.state === 'idle';
  const latestOnSent = useRef(onSent);
  useEffect(() => {
    latestOnSent.current = onSent;
  });
  useEffect(() => {
    if (sent) latestOnSent.current?.();
  }, [sent]);

  const complaint = offerComplaint && f.kind.value === 'complaint';

  if (sent && outcome) {
    const sentComplaint = outcome.kind === 'complaint';
    return (
      <SentThanks
        heading={sentComplaint ? 'Your complaint is on its way.' : 'Your question is on its way.'}
        message={outcome.message}
        againLabel={sentComplaint ? 'Write again' : 'Ask something else'}
        onAgain={() => setDismissed(outcome)}
      />
    );
  }

  const refusal = outcome && !outcome.ok && outcome.message ? [outcome.message] : [];
  return (
    <fetcher.Form method="post" action={action} className="space-y-5" {...getFormProps(form)}>
      <FormErrors id={form.errorId} errors={[...refusal, ...(form.errors ?? [])]} />
      {sku ? <input type="hidden" name="sku" value={sku} /> : null}
      {offerComplaint ? (
        <fieldset aria-describedby={f.kind.errorId}>
          <legend className="mb-1.5 text-sm font-medium text-graphite">What would you like to send?</legend>
          <div className="space-y-2">
            {kindChoices.map((choice) => {
              const props = getInputProps(f.kind, { type: 'radio', value: choice.value });
              const id = `${f.kind.id}-${choice.value}`;
              return (
                <div key={choice.value} className="flex items-start gap-3">
                  <input
                    {...props}
                    id={id}
                    aria-describedby={`${id}-hint`}
                    className="mt-0.5 h-5 w-5 shrink-0 accent-ink"
                  />
                  <div>
                    <label htmlFor={id} className="text-sm text-ink">
                      {choice.label}
                    </label>
                    <p id={`${id}-hint`} className="text-xs leading-5 text-stone">
                      {choice.hint}
                    </p>
                  </div>
                </div>
              );
            })}
          </div>
          <FieldErrors id={f.kind.errorId} errors={f.kind.errors} />
        </fieldset>
      ) : null}
      <ContactFields fields={f} />
      <Field
        meta={f.message}
        label={complaint ? 'Your complaint' : 'Your question'}
        hint={`${INQUIRY_MESSAGE_MIN} to ${INQUIRY_MESSAGE_MAX} characters.`}
      >
        <textarea
          {...getTextareaProps(f.message)}
          rows={5}
          placeholder={complaint ? 'What went wrong? Your order number helps, if there is one.' : messagePlaceholder}
          className={`${inputClass} resize-y`}
        />
      </Field>
      <Honeypot formId={form.id} />
      <p className="text-xs leading-5 text-stone">
        {complaint
          ? 'We use your details only to resolve your complaint.'
          : 'We use your details only to answer you. We reply by e-mail within one working day.'}
      </p>
      <div className="sm:w-64">
        <SubmitButton pending={fetcher.state !== 'idle'}>{complaint ? 'Send my complaint' : submitLabel}</SubmitButton>
      </div>
    </fetcher.Form>
  );
}
