import { useForm } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { savedSearchSettings, type SavedSearchSettingsRecord } from '@facet/contracts/saved-searches';
import { FormSection } from '../../components/back-office/form-section.tsx';
import { SettingsForm, SettingsNumberField, useSettingsFetcher } from '../../components/back-office/settings-form.tsx';
import type { SavedSearchSettingsOutcome } from './saved-search-settings-save.server.ts';

/*
 * The saved searches' settings (Admin): the price fall that makes an alert, the least time
 * between two digests to one shopper, how many of each kind one search tells per run, how many
 * searches a shopper may keep and how many hints they may send a day. Checked with the
 * API's own schema as it is typed; works before the scripts load.
 */

const constraint = getZodConstraint(savedSearchSettings);

export function SavedSearchSettingsForm({ settings }: { settings: SavedSearchSettingsRecord }) {
  const { fetcher, lastResult, saving } = useSettingsFetcher<SavedSearchSettingsOutcome>('saved-search-settings');
  const [form, fields] = useForm({
    id: 'saved-search-settings',
    lastResult,
    constraint,
    defaultValue: {
      priceDropPercent: String(settings.priceDropPercent),
      digestIntervalHours: String(settings.digestIntervalHours),
      maxPerShopper: String(settings.maxPerShopper),
      hintsPerDay: String(settings.hintsPerDay),
      alertsPerSearch: String(settings.alertsPerSearch),
    },
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: savedSearchSettings }),
  });
  return (
    <SettingsForm fetcher={fetcher} form={form} saving={saving} saveLabel="Save the settings">
      <FormSection
        title="Alerts"
        description="Shoppers who save a diamond or jewellery search hear of new matches and lower prices in one e-mail at most per interval."
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <SettingsNumberField
            meta={fields.priceDropPercent}
            label="A price alert for a fall of"
            unit="% or more"
            hint="0.01 to 100, of the price before the fall."
          />
          <SettingsNumberField
            meta={fields.digestIntervalHours}
            label="One e-mail per shopper at most every"
            unit="hours"
            hint="1 to 720; 24 is a day."
          />
          <SettingsNumberField
            meta={fields.alertsPerSearch}
            label="New stones, and lower prices, per search per run"
            unit="of each"
            hint="1 to 200; the newest and the cheapest. The search's page shows the rest."
          />
        </div>
      </FormSection>
      <FormSection title="Saved searches" description="How many searches one shopper may keep.">
        <SettingsNumberField
          meta={fields.maxPerShopper}
          label="Searches per shopper"
          unit="searches"
          hint="1 to 200."
        />
      </FormSection>
      <FormSection
        title="Hints"
        description="A signed-in shopper may e-mail a piece to a friend; the same piece to the same address once a day."
      >
        <SettingsNumberField meta={fields.hintsPerDay} label="Hints per shopper a day" unit="hints" hint="1 to 100." />
      </FormSection>
    </SettingsForm>
  );
}
