import { getFormProps, getInputProps, type SubmissionResult, useForm } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import {
  type PricingParams,
  updateChargeInput,
  updateConversionInput,
  updateProfitRateInput,
  updateShippingCostInput,
  updateShopDiscountInput,
} from '@facet/contracts/conversion';
import { type MetalRecord, updateMetalInput } from '@facet/contracts/metals';
import {
  type AmountRange,
  chargeRange,
  conversionRange,
  makingChargeRange,
  metalRateRange,
  profitRateRange,
  shippingCostRange,
  shopDiscountRange,
} from '@facet/contracts/money-inputs';
import type { z } from '@facet/contracts/zod';
import { Check } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useActionData, useFetcher } from 'react-router';
import { toast } from 'react-toastify/unstyled';
import type { Route } from './+types/metal-and-price';
import { ColourDot } from '../../components/ui/colour-dot.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { Field, FormErrors, inputClass } from '../../components/ui/form-controls.tsx';
import { formatDateTime } from '../../features/admin/money-format.ts';
import { AdminPageHeader } from '../../features/admin/page-header.tsx';
import { formatInr, formatUsd, priceOfPlainPiece } from '../../features/jewellery-editor/live-price.ts';
import { apiFor } from '../../lib/api.server.ts';
import { replyWithApiFailure } from '../../lib/form-errors.ts';
import { requireArea } from '../../lib/guards.server.ts';
import { useResultToast } from '../../lib/use-result-toast.ts';

/*
 * Metal & Price (SPEC §2, Admin): the metal rates and making charges, and the pricing
 * parameters. Every change reprices the catalogue at once (DESIGN §5), so the page says what
 * will happen — with a worked example — before it is sent. The forms post to this page's
 * action, so they work before the scripts load too (without the question, then).
 */

export function meta() {
  return [{ title: 'Metal & Price · Back-office' }];
}

type ParamKey = 'conversion' | 'charge' | 'shippingCost' | 'shopDiscount' | 'profitRate';

const paramRoutes = {
  conversion: { path: '/api/conversion', schema: updateConversionInput },
  charge: { path: '/api/conversion/charge', schema: updateChargeInput },
  shippingCost: { path: '/api/conversion/shipping-cost', schema: updateShippingCostInput },
  shopDiscount: { path: '/api/conversion/shop-discount', schema: updateShopDiscountInput },
  profitRate: { path: '/api/conversion/profit-rate', schema: updateProfitRateInput },
} as const;

const paramKeys = Object.keys(paramRoutes) as ParamKey[];

const paramText: Record<
  ParamKey,
  { label: string; unit: string; description: string; saved: string; range: AmountRange }
> = {
  conversion: {
    label: 'Conversion',
    unit: '₹ per $1',
    description: 'Rupees to one US dollar. Dollar prices are the rupee prices divided by it.',
    saved: 'The conversion rate',
    range: conversionRange,
  },
  charge: {
    label: 'Tax and duties',
    unit: '%',
    description: 'Added to every price: GST on jewellery is 3 %.',
    saved: 'Tax and duties',
    range: chargeRange,
  },
  shippingCost: {
    label: 'Shipping',
    unit: '₹',
    description: 'A flat cost per order. It is not part of the pieces’ prices, so nothing is repriced.',
    saved: 'The shipping cost',
    range: shippingCostRange,
  },
  shopDiscount: {
    label: 'Shop discount',
    unit: '%',
    description: 'Taken off every price in the shop, before the product and style discounts.',
    saved: 'The shop discount',
    range: shopDiscountRange,
  },
  profitRate: {
    label: 'Margin',
    unit: '%',
    description: 'The markup on cost (metal, making, stones). Shoppers never see it.',
    saved: 'The margin',
    range: profitRateRange,
  },
};

export async function loader({ request, context }: Route.LoaderArgs) {
  requireArea(context, request, 'metalAndPrice');
  const api = apiFor(context);
  const [metals, pricing] = await Promise.all([
    api.get<MetalRecord[]>('/api/metal'),
    api.get<PricingParams>('/api/conversion/all-params'),
  ]);
  return {
    metals: metals.isSuccess ? metals.data : null,
    pricing: pricing.isSuccess ? pricing.data : null,
  };
}

interface RateOutcome {
  /** Which form answered: "metal:Yellow Gold" or a parameter's name. */
  formId: string;
  ok: boolean;
  message?: string;
  result?: SubmissionResult<string[]>;
}

function plural(count: number, one: string, many = `${one}s`) {
  return `${count.toLocaleString('en-IN')} ${count === 1 ? one : many}`;
}

export async function action({ request, context }: Route.ActionArgs): Promise<RateOutcome> {
  requireArea(context, request, 'metalAndPrice');
  const formData = await request.formData();
  const api = apiFor(context);
  const intent = String(formData.get('intent'));
  if (intent === 'metal') {
    const formId = `metal:${String(formData.get('name'))}`;
    const submission = parseWithZod(formData, { schema: updateMetalInput });
    if (submission.status !== 'success') return { formId, ok: false, result: submission.reply() };
    const result = await api.put<MetalRecord & { repricedVariants: number }>('/api/metal', submission.value);
    if (!result.isSuccess) {
      return {
        formId,
        ok: false,
        message: result.errorMessages[0],
        result: replyWithApiFailure(submission, result, ['pricePerUnit', 'labour']),
      };
    }
    return {
      formId,
      ok: true,
      message: `${result.data.name} is saved; ${plural(result.data.repricedVariants, 'variant')} repriced.`,
      result: submission.reply(),
    };
  }
  if ((paramKeys as string[]).includes(intent)) {
    const key = intent as ParamKey;
    const submission = parseWithZod(formData, { schema: paramRoutes[key].schema });
    if (submission.status !== 'success') return { formId: key, ok: false, result: submission.reply() };
    const result = await api.put<PricingParams & { repricedVariants: number }>(paramRoutes[key].path, submission.value);
    if (!result.isSuccess) {
      return {
        formId: key,
        ok: false,
        message: result.errorMessages[0],
        result: replyWithApiFailure(submission, result, [key]),
      };
    }
    const repriced = result.data.repricedVariants;
    return {
      formId: key,
      ok: true,
      message:
        key === 'shippingCost'
          ? `${paramText[key].saved} is saved.`
          : `${paramText[key].saved} is saved; ${plural(repriced, 'variant')} repriced.`,
      result: submission.reply(),
    };
  }
  return { formId: 'unknown', ok: false, message: 'Something is wrong.' };
}

/** A piece to show what a change does: 4 g of a metal, no stones, no discount. */
const EXAMPLE_GRAMS = 4;

function referenceMetal(metals: readonly MetalRecord[]): MetalRecord | undefined {
  return metals.find((metal) => metal.name === 'Yellow Gold') ?? metals[0];
}

/**
 * A form that asks before it is sent, with what will happen (`describe` returns null when there
 * is nothing to ask), then posts to the action with a fetcher. Before the scripts load it posts
 * as a plain form and the answer comes back as the page's action data.
 */
function useConfirmedForm<Value>({
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
  const fetcher = useFetcher<typeof action>();
  const actionData = useActionData<typeof action>();
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

function Saved({ outcome, busy }: { outcome: RateOutcome | undefined; busy: boolean }) {
  if (busy) return <span className="text-xs text-stone">Saving…</span>;
  if (!outcome?.ok || !outcome.message) return null;
  return (
    <span role="status" className="inline-flex items-center gap-1 text-xs text-emerald-800">
      <Check className="h-3.5 w-3.5" aria-hidden="true" /> {outcome.message}
    </span>
  );
}

/** "Between ₹10 and ₹50,000 per gram." — the range the API accepts, shown before it refuses. */
function rangeHint(range: AmountRange): string {
  return `${range.text.charAt(0).toUpperCase()}${range.text.slice(1)}.`;
}

function UnitInput({ unit, children }: { unit: string; children: ReactNode }) {
  return (
    <div className="relative">
      {children}
      <span className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-sm text-stone">{unit}</span>
    </div>
  );
}

function MetalForm({ metal, pricing }: { metal: MetalRecord; pricing: PricingParams }) {
  const { fetcher, outcome, form, fields, confirm, busy } = useConfirmedForm<{
    pricePerUnit: number;
    labour: number;
  }>({
    formId: `metal:${metal.name}`,
    schema: updateMetalInput,
    defaultValue: { name: metal.name, pricePerUnit: String(metal.pricePerUnit), labour: String(metal.labour) },
    describe: ({ pricePerUnit, labour }) => {
      if (pricePerUnit === metal.pricePerUnit && labour === metal.labour) return 'unchanged';
      const before = priceOfPlainPiece(EXAMPLE_GRAMS, metal, pricing);
      const after = priceOfPlainPiece(EXAMPLE_GRAMS, { pricePerUnit, labour }, pricing);
      return {
        title: `Reprice every ${metal.name} piece?`,
        text: (
          <>
            Every {metal.name} piece is repriced at once: a {EXAMPLE_GRAMS} g {metal.name} ring without stones goes from{' '}
            <strong>{formatInr(before.inr.price)}</strong> to <strong>{formatInr(after.inr.price)}</strong> (
            {formatUsd(before.usd.price)} to {formatUsd(after.usd.price)}).
          </>
        ),
      };
    },
  });
  const rate = fields.pricePerUnit!;
  const labour = fields.labour!;
  return (
    <li className="rounded-md border border-line bg-white p-5">
      <fetcher.Form
        method="post"
        {...getFormProps(form)}
        className="grid grid-cols-2 items-start gap-4 md:grid-cols-[minmax(0,1.2fr)_minmax(0,1fr)_minmax(0,1fr)_auto]"
      >
        <input type="hidden" name="intent" value="metal" />
        <input type="hidden" name="name" value={metal.name} />
        <div className="col-span-2 md:col-span-1">
          <p className="flex items-center gap-2.5 font-medium text-ink">
            <ColourDot colour={metal.swatch} className="h-5 w-5 rounded-full border border-line" />
            {metal.name} <span className="text-xs font-normal text-stone">{metal.purity}</span>
          </p>
          <p className="mt-1 text-xs text-stone">Changed {formatDateTime(metal.updateDate)}</p>
          <div className="mt-1 min-h-4">
            <Saved outcome={outcome} busy={busy} />
          </div>
          <FormErrors id={form.errorId} errors={form.errors} />
        </div>
        <Field meta={rate} label="Rate (₹/g)" hint={rangeHint(metalRateRange)}>
          <UnitInput unit="₹/g">
            <input
              {...getInputProps(rate, { type: 'text', ariaDescribedBy: rate.descriptionId })}
              inputMode="decimal"
              className={`${inputClass} pr-12 tabular-nums`}
            />
          </UnitInput>
        </Field>
        <Field meta={labour} label="Making (₹/g)" hint={rangeHint(makingChargeRange)}>
          <UnitInput unit="₹/g">
            <input
              {...getInputProps(labour, { type: 'text', ariaDescribedBy: labour.descriptionId })}
              inputMode="decimal"
              className={`${inputClass} pr-12 tabular-nums`}
            />
          </UnitInput>
        </Field>
        <div className="col-span-2 md:col-span-1 md:pt-7">
          <button
            type="submit"
            className="button-primary w-full px-5 py-2.5 md:w-auto"
            disabled={busy}
            aria-busy={busy}
          >
            Save
          </button>
        </div>
      </fetcher.Form>
      {confirm}
    </li>
  );
}

function ParamForm({ name, pricing, metals }: { name: ParamKey; pricing: PricingParams; metals: MetalRecord[] }) {
  const text = paramText[name];
  const current = pricing[name];
  const reference = referenceMetal(metals);
  const { fetcher, outcome, form, fields, confirm, busy } = useConfirmedForm<Record<ParamKey, number>>({
    formId: name,
    schema: paramRoutes[name].schema,
    defaultValue: { [name]: current === undefined ? '' : String(current) },
    describe: (value) => {
      if (value[name] === current) return 'unchanged';
      if (name === 'shippingCost' || !reference) return null;
      const next = { ...pricing, [name]: value[name] };
      const before = priceOfPlainPiece(EXAMPLE_GRAMS, reference, pricing);
      const after = priceOfPlainPiece(EXAMPLE_GRAMS, reference, next);
      const example = `a ${EXAMPLE_GRAMS} g ${reference.name} ring without stones`;
      return {
        title: name === 'conversion' ? 'Change every dollar price?' : 'Reprice every piece?',
        text:
          name === 'conversion' ? (
            <>
              Every dollar price changes at once; rupee prices stay as they are: {example} goes from{' '}
              <strong>{formatUsd(before.usd.price)}</strong> to <strong>{formatUsd(after.usd.price)}</strong>.
            </>
          ) : (
            <>
              Every piece in the shop is repriced at once ({text.label.toLowerCase()} {current ?? '—'} % → {value[name]}{' '}
              %): {example} goes from <strong>{formatInr(before.inr.price)}</strong> to{' '}
              <strong>{formatInr(after.inr.price)}</strong>.
            </>
          ),
      };
    },
  });
  const field = fields[name]!;
  return (
    <li className="rounded-md border border-line bg-white p-5">
      <fetcher.Form method="post" {...getFormProps(form)} className="flex h-full flex-col">
        <input type="hidden" name="intent" value={name} />
        <FormErrors id={form.errorId} errors={form.errors} />
        <Field
          meta={field}
          label={text.label}
          hint={
            <>
              {text.description} {rangeHint(text.range)}
            </>
          }
        >
          <UnitInput unit={text.unit}>
            <input
              {...getInputProps(field, { type: 'text', ariaDescribedBy: field.descriptionId })}
              inputMode="decimal"
              className={`${inputClass} pr-20 tabular-nums`}
            />
          </UnitInput>
        </Field>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-3 pt-4">
          <Saved outcome={outcome} busy={busy} />
          <button type="submit" className="button-primary ml-auto px-5 py-2" disabled={busy} aria-busy={busy}>
            Save
          </button>
        </div>
      </fetcher.Form>
      {confirm}
    </li>
  );
}

function Unavailable({ what }: { what: string }) {
  return (
    <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900">
      {what}. Please reload the page in a moment.
    </p>
  );
}

export default function MetalAndPrice({ loaderData }: Route.ComponentProps) {
  const { metals, pricing } = loaderData;
  return (
    <>
      <AdminPageHeader
        title="Metal & Price"
        description="The rates every price is made from. A change reprices the whole catalogue at once; the page shows what it does before it is saved."
      />
      <section aria-labelledby="metals-title" className="mb-12">
        <h2 id="metals-title" className="font-display text-2xl text-ink">
          Metals
        </h2>
        <p className="mb-4 text-sm text-stone">
          Rate and making charge per gram, in rupees. A piece’s metal value is its weight times the rate.
        </p>
        {metals && pricing ? (
          <ul className="space-y-3">
            {metals.map((metal) => (
              <MetalForm key={metal.id} metal={metal} pricing={pricing} />
            ))}
          </ul>
        ) : (
          <Unavailable what="Failed to fetch metal" />
        )}
      </section>
      <section aria-labelledby="params-title">
        <h2 id="params-title" className="font-display text-2xl text-ink">
          Pricing parameters
        </h2>
        <p className="mb-4 text-sm text-stone">
          Price = (metal + making + stones) × (1 + margin) × (1 + tax), less the shop discount and the piece’s best
          discount.
          {pricing?.updateDate ? <> Last changed {formatDateTime(pricing.updateDate)}.</> : null}
        </p>
        {pricing && metals ? (
          <ul className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
            {paramKeys.map((name) => (
              <ParamForm key={name} name={name} pricing={pricing} metals={metals} />
            ))}
          </ul>
        ) : (
          <Unavailable what="Failed to fetch params data" />
        )}
      </section>
    </>
  );
}
