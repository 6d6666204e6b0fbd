import { type FieldMetadata, getInputProps, useForm } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import type { AfterSalePolicy, ValueTerms } from '@facet/contracts/after-sale-policy';
import { FormSection } from '../../components/back-office/form-section.tsx';
import { SettingsForm, SettingsNumberField, useSettingsFetcher } from '../../components/back-office/settings-form.tsx';
import { FieldErrors } from '../../components/ui/form-controls.tsx';
import { afterSalePolicyFormInput } from './after-sale-policy-form-schema.ts';
import type { AfterSalePolicySaveOutcome } from './after-sale-policy-save.server.ts';

/*
 * The after-sale policy, every field on one form sent to the page's action: the return window and
 * what may not come back, free resizes, the free ring sizers, the return pick-up, and the buyback and exchange terms.
 * Each field is checked with the API's own schema as it is typed; works before the scripts load.
 */

type Meta = FieldMetadata<unknown>;

const constraint = getZodConstraint(afterSalePolicyFormInput);

function Tick({ meta, label }: { meta: Meta; label: string }) {
  return (
    <div>
      <label className="flex items-start gap-2 text-sm text-graphite">
        <input
          {...getInputProps(meta, { type: 'checkbox', value: 'on' })}
          className="mt-0.5 h-4 w-4 shrink-0 accent-ink"
        />
        <span>{label}</span>
      </label>
      <FieldErrors id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

const termLabels: [keyof ValueTerms, string][] = [
  ['metalDeduction', 'Taken off the metal at today’s rate'],
  ['setNatural', 'Of what was paid for a piece’s natural diamonds'],
  ['setLabGrown', 'Of what was paid for a piece’s laboratory-grown diamonds'],
  ['looseNatural', 'Of what was paid for a loose natural diamond'],
  ['looseLabGrown', 'Of what was paid for a loose laboratory-grown diamond'],
  ['moissanite', 'Of what was paid for moissanite, loose or set'],
];

const asText = (terms: ValueTerms) =>
  Object.fromEntries(Object.entries(terms).map(([key, value]) => [key, String(value)]));

export function AfterSalePolicyForm({ policy }: { policy: AfterSalePolicy }) {
  const { fetcher, lastResult, saving } = useSettingsFetcher<AfterSalePolicySaveOutcome>('after-sale-policy');
  const [form, fields] = useForm({
    id: 'after-sale-policy',
    lastResult,
    constraint,
    defaultValue: {
      returnDays: String(policy.returnDays),
      returnable: {
        engraved: policy.returnable.engraved ? 'on' : '',
        custom: policy.returnable.custom ? 'on' : '',
        resized: policy.returnable.resized ? 'on' : '',
      },
      freeResizes: String(policy.freeResizes),
      freeResizeDays: String(policy.freeResizeDays),
      ringSizerDays: String(policy.ringSizerDays),
      returnPickup: {
        offered: policy.returnPickup.offered ? 'on' : '',
        costInr: String(policy.returnPickup.costInr),
        costUsd: String(policy.returnPickup.costUsd),
      },
      buyback: asText(policy.buyback),
      exchange: asText(policy.exchange),
    },
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: afterSalePolicyFormInput }),
  });
  const returnable = fields.returnable.getFieldset();
  const pickup = fields.returnPickup.getFieldset();
  const buyback = fields.buyback.getFieldset();
  const exchange = fields.exchange.getFieldset();

  return (
    <SettingsForm fetcher={fetcher} form={form} saving={saving} saveLabel="Save the after-sale policy">
      <FormSection
        title="Returns"
        description="Counted in days from delivery, by India’s calendar: the FAQ, terms and product pages say it."
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <SettingsNumberField meta={fields.returnDays} label="Return window" unit="days" hint="0 to 3,650." />
          <fieldset>
            <legend className="mb-1.5 text-sm font-medium text-graphite">May also be returned</legend>
            <div className="space-y-2">
              <Tick meta={returnable.engraved!} label="Engraved pieces" />
              <Tick meta={returnable.custom!} label="Custom-made pieces" />
              <Tick meta={returnable.resized!} label="Resized pieces" />
            </div>
          </fieldset>
          <Tick meta={pickup.offered!} label="We collect returns (an insured pick-up)" />
          <div className="grid gap-5 sm:col-span-2 sm:grid-cols-2">
            <SettingsNumberField
              meta={pickup.costInr!}
              label="Pick-up in India"
              unit="₹"
              hint="Whole rupees; 0 is free."
            />
            <SettingsNumberField
              meta={pickup.costUsd!}
              label="Pick-up abroad"
              unit="US$"
              hint="Whole dollars; 0 is free."
            />
          </div>
        </div>
      </FormSection>

      <FormSection title="Resizes" description="Free resizes of a ring, counted from delivery.">
        <div className="grid gap-5 sm:grid-cols-2">
          <SettingsNumberField meta={fields.freeResizes} label="Free resizes per ring" unit="resizes" hint="0 to 10." />
          <SettingsNumberField
            meta={fields.freeResizeDays}
            label="Free resizes within"
            unit="days"
            hint="0 to 3,650."
          />
        </div>
      </FormSection>

      <FormSection
        title="Ring sizers"
        description="The free ring sizer we post: how long after a request the same shopper may ask for another."
      >
        <SettingsNumberField
          meta={fields.ringSizerDays}
          label="One free ring sizer every"
          unit="days"
          hint="0 to 3,650."
        />
      </FormSection>

      <FormSection
        title="Buyback and exchange"
        description="What a piece is worth back: its metal at today’s rate less a deduction, plus a share of what was paid for its stones. A loose stone: a share of what was paid. Shown on each delivered order and the warranty page."
      >
        <div className="grid gap-8 md:grid-cols-2">
          {(
            [
              ['Buyback (money back)', buyback],
              ['Exchange (towards a new piece)', exchange],
            ] as const
          ).map(([legend, terms]) => (
            <fieldset key={legend} className="space-y-4">
              <legend className="mb-2 font-display text-lg text-ink">{legend}</legend>
              {termLabels.map(([key, label]) => (
                <SettingsNumberField key={key} meta={terms[key]!} label={label} unit="%" />
              ))}
            </fieldset>
          ))}
        </div>
      </FormSection>
    </SettingsForm>
  );
}
