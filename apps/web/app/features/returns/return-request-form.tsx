import { getFormProps, getSelectProps, getTextareaProps, type SubmissionResult, useForm } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { endpointUrl } from '@facet/contracts/endpoint';
import { returnRequestEndpoints } from '@facet/contracts/return-request-endpoints';
import type { Currency } from '@facet/contracts/money';
import type { OrderLine } from '@facet/contracts/orders';
import { type ReturnKind, returnKindLabels, returnKinds } from '@facet/contracts/return-states';
import { RETURN_PICTURES_MAX, RETURN_REASON_MAX, type OrderReturnOptions } from '@facet/contracts/returns';
import { ringSizeLabel, ringSizes } from '@facet/contracts/ring-sizes';
import { useState } from 'react';
import { Form, useNavigation } from 'react-router';
import { PicturePicker } from '../../components/picture-picker.tsx';
import { Field, FormErrors, inputClass, SubmitButton } from '../../components/ui/form-controls.tsx';
import { formatPrice } from '../../lib/format.ts';
import { returnRequestForm } from './return-forms.ts';
import { returnOutcome } from './return-outcome.ts';

/*
 * Asking to return, resize or exchange one item: the kinds it may have (those it may not are
 * not offered), how many of its pieces, the new size for a resize, why, pictures of the piece,
 * whether we collect the parcel (when the after-sale policy offers a pick-up: returns and
 * exchanges only, decision 033), and what the customer would get back — less the pick-up's cost.
 */

type LineOptions = OrderReturnOptions['lines'][number];

/** The kinds whose parcel we collect when the policy offers a pick-up. */
const collected: readonly ReturnKind[] = ['return', 'exchange'];

export function ReturnRequestForm({
  line,
  options,
  kind: firstKind,
  currency,
  pickup,
  lastResult,
}: {
  line: OrderLine;
  options: LineOptions;
  kind: ReturnKind;
  currency: Currency;
  /** The pick-up the policy offers today (its cost in the order's currency); null: none. */
  pickup: { cost: number } | null;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const navigation = useNavigation();
  const [uploading, setUploading] = useState(false);
  const allowed = returnKinds.filter((kind) => options.options[kind].allowed);
  const [form, f] = useForm({
    id: 'return-request',
    lastResult,
    constraint: getZodConstraint(returnRequestForm),
    // A free pick-up is the easier way; one that costs is the customer's choice to make.
    defaultValue: { kind: firstKind, quantity: '1', pickup: pickup?.cost === 0 ? 'on' : '' },
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: returnRequestForm }),
  });
  const kind = (f.kind.value ?? firstKind) as ReturnKind;
  const quantity = Number(f.quantity.value ?? 1) || 1;
  const pickupOffered = pickup !== null && collected.includes(kind);
  const pickupChosen = pickupOffered && f.pickup.value === 'on';
  const paid = options.refundPerPiece * quantity;
  const less = pickupChosen && pickup.cost > 0 ? `, less the ${formatPrice(pickup.cost, currency)} pick-up` : '';
  const sending = navigation.state !== 'idle';
  return (
    <Form method="post" className="space-y-6" {...getFormProps(form)}>
      <FormErrors id={form.errorId} errors={form.errors} />
      <input type="hidden" name="orderLineId" value={line.id} />
      <fieldset>
        <legend className="mb-2 block text-sm font-medium text-graphite">What would you like?</legend>
        <div className="flex flex-wrap gap-3">
          {allowed.map((value) => (
            <label
              key={value}
              className="flex cursor-pointer items-center gap-2 rounded-md border border-line px-4 py-2.5 text-sm has-[:checked]:border-ink has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-gold"
            >
              <input
                type="radio"
                name={f.kind.name}
                value={value}
                defaultChecked={value === firstKind}
                className="accent-ink"
              />
              {returnKindLabels[value]}
            </label>
          ))}
        </div>
      </fieldset>
      {options.quantity > 1 ? (
        <Field meta={f.quantity} label="How many of the pieces">
          <select {...getSelectProps(f.quantity)} className={`${inputClass} sm:w-40`}>
            {Array.from({ length: options.quantity }, (_, index) => (
              <option key={index + 1} value={index + 1}>
                {index + 1}
              </option>
            ))}
          </select>
        </Field>
      ) : (
        <input type="hidden" name={f.quantity.name} value="1" />
      )}
      {kind === 'resize' ? (
        <Field
          meta={f.newRingSize}
          label="New ring size"
          hint={line.ringSize ? `Now ${ringSizeLabel(line.ringSize)}.` : undefined}
        >
          <select {...getSelectProps(f.newRingSize)} className={`${inputClass} sm:w-64`}>
            <option value="">Choose a size</option>
            {ringSizes
              .filter((size) => size.us !== line.ringSize)
              .map((size) => (
                <option key={size.us} value={size.us}>
                  {ringSizeLabel(size.us)}
                </option>
              ))}
          </select>
        </Field>
      ) : null}
      <Field meta={f.reason} label="Tell us why" hint={`Up to ${RETURN_REASON_MAX} characters.`}>
        <textarea {...getTextareaProps(f.reason)} rows={4} className={`${inputClass} resize-y`} />
      </Field>
      <PicturePicker
        id={`${form.id}-pictures`}
        errorId={f.pictures.errorId}
        errors={f.pictures.errors}
        uploadUrl={endpointUrl(returnRequestEndpoints.picture)}
        name="pictures"
        max={RETURN_PICTURES_MAX}
        legend="Pictures of the piece"
        hint="A mark, a loose stone, the fit: pictures help us answer faster"
        onUploadingChange={setUploading}
      />
      {pickupOffered ? (
        <fieldset>
          <legend className="mb-2 block text-sm font-medium text-graphite">The parcel to us</legend>
          <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            {[
              {
                value: 'on',
                label: `Collect it from me (${pickup.cost === 0 ? 'free' : formatPrice(pickup.cost, currency)})`,
              },
              { value: '', label: 'I will send it myself' },
            ].map((choice) => (
              <label
                key={choice.label}
                className="flex cursor-pointer items-center gap-2 rounded-md border border-line px-4 py-2.5 text-sm has-[:checked]:border-ink has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-gold"
              >
                <input
                  type="radio"
                  name={f.pickup.name}
                  value={choice.value}
                  defaultChecked={(f.pickup.initialValue ?? '') === choice.value}
                  className="accent-ink"
                />
                {choice.label}
              </label>
            ))}
          </div>
          <p className="mt-2 text-xs text-stone">
            {pickup.cost === 0
              ? 'Once we approve the request, we book an insured pick-up and e-mail you its day.'
              : `Once we approve the request, we book an insured pick-up and e-mail you its day; its ${formatPrice(pickup.cost, currency)} is taken off what you get back.`}
          </p>
        </fieldset>
      ) : null}
      <p className="rounded-md bg-pearl px-4 py-3 text-sm text-graphite" data-testid="return-outcome">
        {returnOutcome(kind, formatPrice(paid, currency), options.options.return.allowed, less)}
        {pickupChosen && pickup.cost === 0 ? ' We collect the parcel free of charge.' : ''}
      </p>
      <div className="sm:w-64">
        <SubmitButton pending={sending} disabled={sending || uploading}>
          {uploading ? 'Uploading your pictures…' : 'Send my request'}
        </SubmitButton>
      </div>
    </Form>
  );
}
