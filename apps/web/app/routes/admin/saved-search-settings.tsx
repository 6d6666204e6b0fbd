import { savedSearchEndpoints } from '@facet/contracts/saved-searches-endpoints';
import { data } from 'react-router';
import type { Route } from './+types/saved-search-settings';
import { PageHeader } from '../../components/back-office/page-header.tsx';
import { SavedSearchSettingsForm } from '../../features/saved-searches/saved-search-settings-form.tsx';
import { saveSavedSearchSettings } from '../../features/saved-searches/saved-search-settings-save.server.ts';
import { apiFor } from '../../lib/api.server.ts';
import { formatDateTime } from '../../lib/format.ts';
import { requireArea } from '../../lib/guards.server.ts';

/* The saved searches' settings (Admin, with the customers): alerts' price fall, digests' interval, the bounds (searches, hints a day). */

export function meta() {
  return [{ title: 'Saved searches · Back-office' }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  requireArea(context, request, 'customers');
  const settings = await apiFor(context).call(savedSearchEndpoints.settings);
  if (!settings.isSuccess) throw data('Failed to fetch the saved searches’ settings', { status: settings.statusCode });
  return { settings: settings.data };
}

export async function action({ request, context }: Route.ActionArgs) {
  requireArea(context, request, 'customers');
  return saveSavedSearchSettings(apiFor(context), await request.formData());
}

export default function SavedSearchSettingsPage({ loaderData }: Route.ComponentProps) {
  const { settings } = loaderData;
  return (
    <>
      <PageHeader
        title="Saved searches"
        description={`Shoppers’ saved searches and their alerts, and the hints they send. Last changed ${formatDateTime(settings.updateDate)}.`}
      />
      <SavedSearchSettingsForm key={settings.updateDate} settings={settings} />
    </>
  );
}
