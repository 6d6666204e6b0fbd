import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { endpointUrl } from '@facet/contracts/endpoint';
import { customJewelleryEndpoints } from '@facet/contracts/custom-jewellery-endpoints';
import {
  CUSTOM_JEWELLERY_DESCRIPTION_MAX,
  CUSTOM_JEWELLERY_DESCRIPTION_MIN,
  CUSTOM_JEWELLERY_PICTURES_MAX,
  customJewelleryKindLabels,
  customJewelleryKinds,
  customJewelleryMetals,
  type CustomJewelleryKind,
  ringKinds,
  UNDECIDED_METAL,
} from '@facet/contracts/custom-jewellery';
import { formatPhoneNumber } from '@facet/contracts/phone';
import { ringSizeLabel, ringSizes } from '@facet/contracts/ring-sizes';
import { useState } from 'react';
import { useActionData, useFetcher } from 'react-router';
import { Field, FormErrors, inputClass, SubmitButton } from '../../components/ui/form-controls.tsx';
import { ContactFields, Honeypot, SentThanks } from '../../components/ui/written-in-form-parts.tsx';
import { useCurrency } from '../../lib/currency.ts';
import { currencySymbol } from '../../lib/format.ts';
import { useRootData } from '../../lib/root-data.ts';
import { requestForm } from './forms.ts';
import { PicturePicker } from '../../components/picture-picker.tsx';
import type { RequestOutcome } from './send-request.server.ts';

/** Where the form posts: the /custom-jewellery page's own action, so it works before the scripts load. */
const ACTION = '/custom-jewellery';

function asOutcome(value: unknown): RequestOutcome | undefined {
  return typeof value === 'object' && value !== null && 'ok' in value && 'result' in value
    ? (value as RequestOutcome)
    : undefined;
}

/**
 * The shopper's custom jewellery request: the piece, its metal and stones, a budget in the
 * shopper's currency, a ring size for rings, a deadline, a description and reference pictures,
 * with contact details prefilled when signed in. A thank-you replaces it once sent.
 */
export function CustomJewelleryRequestForm() {
  const user = useRootData()?.user;
  const currency = useCurrency();
  const fetcher = useFetcher<RequestOutcome>();
  // Before the scripts load the form is a plain POST to this page: its action's answer is the form's.
  const pageOutcome: unknown = useActionData();
  const outcome = fetcher.data ?? asOutcome(pageOutcome);
  const [dismissed, setDismissed] = useState<RequestOutcome | undefined>();
  const [uploading, setUploading] = useState(false);
  const [form, f] = useForm({
    id: 'custom-jewellery-request',
    lastResult: fetcher.state === 'idle' ? outcome?.result : undefined,
    constraint: getZodConstraint(requestForm),
    defaultValue: {
      name: user ? `${user.firstName} ${user.lastName}` : '',
      email: user?.email ?? '',
      phoneNumber: user?.phoneNumber ? formatPhoneNumber(user.phoneNumber) : '',
      kind: 'ring',
      metal: UNDECIDED_METAL,
      ringSize: user?.ringSize ?? '',
    },
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: requestForm }),
  });
  const sent = Boolean(outcome?.ok) && outcome !== dismissed && fetcher.state === 'idle';

  if (sent && outcome) {
    return (
      <SentThanks
        heading="Your request is on its way."
        message={outcome.message}
        againLabel="Send another request"
        onAgain={() => setDismissed(outcome)}
      />
    );
  }

  const kind = (f.kind.value ?? 'ring') as CustomJewelleryKind;
  const isRing = ringKinds.includes(kind);
  const symbol = currencySymbol(currency);
  const refusal = outcome && !outcome.ok && outcome.message ? [outcome.message] : [];
  return (
    <fetcher.Form method="post" action={ACTION} className="space-y-5" {...getFormProps(form)}>
      <FormErrors id={form.errorId} errors={[...refusal, ...(form.errors ?? [])]} />
      <input type="hidden" name="currency" value={currency} />
      <div className="grid gap-5 sm:grid-cols-2">
        <Field meta={f.kind} label="Kind of piece">
          <select {...getSelectProps(f.kind)} className={inputClass}>
            {customJewelleryKinds.map((value) => (
              <option key={value} value={value}>
                {customJewelleryKindLabels[value]}
              </option>
            ))}
          </select>
        </Field>
        <Field meta={f.metal} label="Metal">
          <select {...getSelectProps(f.metal)} className={inputClass}>
            {customJewelleryMetals.map((value) => (
              <option key={value} value={value}>
                {value === UNDECIDED_METAL ? 'Not decided yet' : value}
              </option>
            ))}
          </select>
        </Field>
      </div>
      {isRing ? (
        <Field meta={f.ringSize} label="Ring size (optional)" hint="Not sure? Leave it; we can help you measure.">
          <select {...getSelectProps(f.ringSize)} className={inputClass}>
            <option value="">Not sure yet</option>
            {ringSizes.map((size) => (
              <option key={size.us} value={size.us}>
                {ringSizeLabel(size.us)}
              </option>
            ))}
          </select>
        </Field>
      ) : null}
      <Field
        meta={f.stonePreference}
        label="Stones (optional)"
        hint="E.g. a 1 ct oval lab-grown diamond, or sapphires."
      >
        <input {...getInputProps(f.stonePreference, { type: 'text' })} className={inputClass} />
      </Field>
      <fieldset>
        <legend className="mb-1.5 block text-sm font-medium text-graphite">Budget ({currency})</legend>
        <div className="grid grid-cols-2 gap-3">
          <Field meta={f.budgetMin} label={`From (${symbol})`}>
            <input
              {...getInputProps(f.budgetMin, { type: 'number' })}
              inputMode="numeric"
              step={1}
              className={inputClass}
            />
          </Field>
          <Field meta={f.budgetMax} label={`To (${symbol})`}>
            <input
              {...getInputProps(f.budgetMax, { type: 'number' })}
              inputMode="numeric"
              step={1}
              className={inputClass}
            />
          </Field>
        </div>
      </fieldset>
      <Field meta={f.deadline} label="Needed by (optional)">
        <input {...getInputProps(f.deadline, { type: 'date' })} className={inputClass} />
      </Field>
      <Field
        meta={f.description}
        label="Your idea"
        hint={`${CUSTOM_JEWELLERY_DESCRIPTION_MIN} to ${CUSTOM_JEWELLERY_DESCRIPTION_MAX} characters: the style, the occasion, anything we should know.`}
      >
        <textarea {...getTextareaProps(f.description)} rows={5} className={`${inputClass} resize-y`} />
      </Field>
      <PicturePicker
        id={`${form.id}-pictures`}
        errorId={f.pictures.errorId}
        errors={f.pictures.errors}
        uploadUrl={endpointUrl(customJewelleryEndpoints.picture)}
        name="pictures"
        max={CUSTOM_JEWELLERY_PICTURES_MAX}
        legend="Reference pictures"
        hint="Sketches, photographs or screenshots"
        onUploadingChange={setUploading}
      />
      <ContactFields fields={f} columns={2} />
      <Honeypot formId={form.id} />
      <p className="text-xs leading-5 text-stone">We use your details only to answer you. There is no charge.</p>
      <div className="sm:w-64">
        {/* Sent only with every picture it shows: while one is still on its way, the button waits. */}
        <SubmitButton pending={fetcher.state !== 'idle'} disabled={fetcher.state !== 'idle' || uploading}>
          {uploading ? 'Uploading your pictures…' : 'Send my request'}
        </SubmitButton>
      </div>
    </fetcher.Form>
  );
}
