import { type FieldMetadata, getFormProps, getInputProps, useForm } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { savedSearchSettings, type SavedSearchSettingsRecord } from '@facet/contracts/saved-searches';
import { useActionData, useFetcher } from 'react-router';
import { FormSection } from '../../components/back-office/form-section.tsx';
import { Field, FormErrors, inputClass } from '../../components/ui/form-controls.tsx';
import { useResultToast } from '../../lib/use-result-toast.ts';
import type { SavedSearchSettingsOutcome } from './saved-search-settings-save.server.ts';

/*
 * The saved searches' settings (Admin): the price fall that makes an alert, the least time
 * between two digests to one shopper, how many of each kind one search tells per run, and how
 * many searches a shopper may keep. Checked with the
 * API's own schema as it is typed; works before the scripts load.
 */

const constraint = getZodConstraint(savedSearchSettings);

function NumberField({
  meta,
  label,
  hint,
  unit,
}: {
  meta: FieldMetadata<unknown>;
  label: string;
  hint: string;
  unit: string;
}) {
  return (
    <Field meta={meta} label={label} hint={hint}>
      <div className="flex items-center gap-2">
        <input
          {...getInputProps(meta, { type: 'text', ariaDescribedBy: meta.descriptionId })}
          inputMode="decimal"
          autoComplete="off"
          className={`${inputClass} figures max-w-32`}
        />
        <span className="text-sm text-stone">{unit}</span>
      </div>
    </Field>
  );
}

export function SavedSearchSettingsForm({ settings }: { settings: SavedSearchSettingsRecord }) {
  const fetcher = useFetcher<SavedSearchSettingsOutcome>({ key: 'saved-search-settings' });
  const pageOutcome = useActionData<SavedSearchSettingsOutcome>();
  const outcome = fetcher.state === 'idle' ? (fetcher.data ?? pageOutcome) : undefined;
  useResultToast(fetcher.state === 'idle' ? fetcher.data : undefined);
  const [form, fields] = useForm({
    id: 'saved-search-settings',
    lastResult: outcome?.result,
    constraint,
    defaultValue: {
      priceDropPercent: String(settings.priceDropPercent),
      digestIntervalHours: String(settings.digestIntervalHours),
      maxPerShopper: String(settings.maxPerShopper),
      alertsPerSearch: String(settings.alertsPerSearch),
    },
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: savedSearchSettings }),
  });
  const saving = fetcher.state !== 'idle';
  return (
    <fetcher.Form method="post" className="space-y-6" aria-busy={saving} {...getFormProps(form)}>
      <FormErrors id={form.errorId} errors={form.errors} />
      <FormSection
        title="Alerts"
        description="Shoppers who save a diamond search hear of new matches and lower prices in one e-mail at most per interval."
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <NumberField
            meta={fields.priceDropPercent}
            label="A price alert for a fall of"
            unit="% or more"
            hint="0.01 to 100, of the price before the fall."
          />
          <NumberField
            meta={fields.digestIntervalHours}
            label="One e-mail per shopper at most every"
            unit="hours"
            hint="1 to 720; 24 is a day."
          />
          <NumberField
            meta={fields.alertsPerSearch}
            label="New stones, and lower prices, per search per run"
            unit="of each"
            hint="1 to 200; the newest and the cheapest. The search's page shows the rest."
          />
        </div>
      </FormSection>
      <FormSection title="Saved searches" description="How many searches one shopper may keep.">
        <NumberField meta={fields.maxPerShopper} label="Searches per shopper" unit="searches" hint="1 to 200." />
      </FormSection>
      <button type="submit" className="button-primary px-6 py-2.5 disabled:opacity-60" aria-disabled={saving}>
        {saving ? 'Saving…' : 'Save the settings'}
      </button>
    </fetcher.Form>
  );
}
