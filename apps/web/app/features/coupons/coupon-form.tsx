import { type FieldMetadata, getFormProps, getInputProps, getTextareaProps, useForm } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { COUPON_CODE_MAX, type CouponRecord } from '@facet/contracts/coupons';
import { discountRange } from '@facet/contracts/money-inputs';
import type { z } from '@facet/contracts/zod';
import { type ReactNode, useEffect } from 'react';
import { Link, useActionData, useFetcher, useNavigate } from 'react-router';
import { FormSection } from '../../components/back-office/form-section.tsx';
import { Field, FieldErrors, FormErrors, inputClass } from '../../components/ui/form-controls.tsx';
import { useResultToast } from '../../lib/use-result-toast.ts';
import { couponFormSchemas, readableCouponMessage } from './coupon-form-fields.ts';
import type { CouponSaveOutcome } from './coupon-save.server.ts';

/*
 * A coupon's fields, for a new one and an existing one, sent to the page's action
 * (saveCoupon). The browser checks them with the API's own schema as they are typed; the API's
 * refusal shows the same way, each line beside its field. Saved, it goes back to the list.
 */

const DAYS_NOTE_ID = 'coupon-days-note';

/** A labelled field (components/ui Field) whose problems are said in staff's words. */
function CouponField(props: { meta: FieldMetadata<unknown>; label: string; hint?: ReactNode; children: ReactNode }) {
  return <Field {...props} readError={readableCouponMessage} />;
}

export function CouponForm({
  coupon,
  today,
}: {
  /** The coupon being changed; null for a new one. */
  coupon: CouponRecord | null;
  /** Today in India: a new coupon's first day, until changed. */
  today?: string;
}) {
  const fetcher = useFetcher<CouponSaveOutcome>();
  // Without a script the form is sent as a page, and the answer comes back as the page's.
  const pageOutcome = useActionData<CouponSaveOutcome>();
  const navigate = useNavigate();
  const outcome = fetcher.state === 'idle' ? (fetcher.data ?? pageOutcome) : undefined;
  useResultToast(fetcher.state === 'idle' ? fetcher.data : undefined);
  useEffect(() => {
    if (outcome?.ok) void navigate('/coupon');
  }, [outcome, navigate]);
  // One form for two schemas: typed by what they have in common.
  const schema: z.ZodType<Record<string, unknown>> = coupon ? couponFormSchemas.edit : couponFormSchemas.new;
  const [form, fields] = useForm<Record<string, unknown>>({
    id: coupon ? `coupon-${coupon.id}` : 'coupon-new',
    lastResult: outcome?.result,
    constraint: getZodConstraint(schema),
    defaultValue: coupon
      ? {
          id: String(coupon.id),
          couponCode: coupon.couponCode,
          description: coupon.description,
          discount: String(coupon.discount),
          limit: String(coupon.limit),
          startDate: coupon.startDate,
          endDate: coupon.endDate,
          oneUsePerCustomer: coupon.oneUsePerCustomer ? 'on' : undefined,
        }
      : { startDate: today },
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  const field = (name: string) => fields[name]!;
  const hinted = (name: string, type: 'text' | 'date') =>
    getInputProps(field(name), { type, ariaDescribedBy: field(name).descriptionId });
  const saving = fetcher.state !== 'idle';
  const dates = (name: 'startDate' | 'endDate') => {
    const meta = field(name);
    const props = getInputProps(meta, { type: 'date', ariaDescribedBy: DAYS_NOTE_ID });
    return <input {...props} className={`${inputClass} figures`} />;
  };
  const oneUse = field('oneUsePerCustomer');

  return (
    <fetcher.Form method="post" className="space-y-6" aria-busy={saving} {...getFormProps(form)}>
      {coupon ? <input type="hidden" name="id" value={coupon.id} /> : null}
      <FormErrors id={form.errorId} errors={form.errors?.map(readableCouponMessage)} />

      <FormSection title="The coupon" description="What shoppers type in the bag, and a note for staff.">
        <div className="grid gap-5 sm:grid-cols-2">
          <CouponField
            meta={field('couponCode')}
            label="Code"
            hint="Letters, digits and dashes; typed in any case, kept in capitals."
          >
            <input
              {...hinted('couponCode', 'text')}
              maxLength={COUPON_CODE_MAX}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              className={`${inputClass} font-mono uppercase`}
            />
          </CouponField>
          <CouponField meta={field('description')} label="Description" hint="For staff: who it is for, or why.">
            <textarea
              {...getTextareaProps(field('description'), { ariaDescribedBy: field('description').descriptionId })}
              rows={2}
              maxLength={200}
              className={inputClass}
            />
          </CouponField>
        </div>
      </FormSection>

      <FormSection title="Discount and uses">
        <div className="grid gap-5 sm:grid-cols-2">
          <CouponField
            meta={field('discount')}
            label="Discount (%)"
            hint={`Off the bag after item discounts: ${discountRange.text}, up to two decimals.`}
          >
            <div className="relative">
              <input
                {...hinted('discount', 'text')}
                inputMode="decimal"
                autoComplete="off"
                className={`${inputClass} pr-10 figures`}
              />
              <span
                className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-sm text-stone"
                aria-hidden="true"
              >
                %
              </span>
            </div>
          </CouponField>
          <CouponField
            meta={field('limit')}
            label="Limit (total uses)"
            hint="How many orders may use it, all shoppers together."
          >
            <input
              {...hinted('limit', 'text')}
              inputMode="numeric"
              autoComplete="off"
              className={`${inputClass} figures`}
            />
          </CouponField>
        </div>
        <div className="mt-5 flex items-start gap-3">
          <input
            {...getInputProps(oneUse, { type: 'checkbox', ariaDescribedBy: oneUse.descriptionId })}
            className="mt-0.5 h-5 w-5 shrink-0 accent-ink"
          />
          <div>
            <label htmlFor={oneUse.id} className="text-sm font-medium text-graphite">
              One use per customer
            </label>
            <p id={oneUse.descriptionId} className="text-xs text-stone">
              A shopper who used it once cannot use it again.
            </p>
            <FieldErrors id={oneUse.errorId} errors={oneUse.errors} />
          </div>
        </div>
      </FormSection>

      <FormSection title="Days it runs">
        <p id={DAYS_NOTE_ID} className="-mt-2 mb-4 text-sm text-stone">
          Days in India (IST, Asia/Kolkata), both included.
        </p>
        <div className="grid gap-5 sm:grid-cols-2">
          <CouponField meta={field('startDate')} label="Start date">
            {dates('startDate')}
          </CouponField>
          <CouponField meta={field('endDate')} label="End date">
            {dates('endDate')}
          </CouponField>
        </div>
      </FormSection>

      <div className="flex flex-wrap items-center gap-4">
        <button type="submit" className="button-primary px-6 py-2.5 disabled:opacity-60" aria-disabled={saving}>
          {saving ? 'Saving…' : coupon ? 'Save the coupon' : 'Add the coupon'}
        </button>
        <Link to="/coupon" className="link-underline text-sm text-graphite">
          Cancel
        </Link>
      </div>
    </fetcher.Form>
  );
}
