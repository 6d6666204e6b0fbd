import type { SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { savedSearchSettings } from '@facet/contracts/saved-searches';
import { savedSearchEndpoints } from '@facet/contracts/saved-searches-endpoints';
import type { ApiClient } from '../../lib/api-client.ts';
import { replyWithApiFailure } from '../../lib/form-errors.ts';

/*
 * Saves the saved searches' settings with PUT /api/saved-search-settings: checked against the
 * API's own schema first; the API's refusal comes back with each line beside its field.
 */

export interface SavedSearchSettingsOutcome {
  ok: boolean;
  /** For a toast. */
  message: string;
  result: SubmissionResult<string[]>;
}

export const savedSearchSettingsFields = [
  'priceDropPercent',
  'digestIntervalHours',
  'maxPerShopper',
  'hintsPerDay',
  'alertsPerSearch',
] as const;

export async function saveSavedSearchSettings(api: ApiClient, formData: FormData): Promise<SavedSearchSettingsOutcome> {
  const submission = parseWithZod(formData, { schema: savedSearchSettings });
  if (submission.status !== 'success') {
    return { ok: false, message: 'The settings are not saved: see the form.', result: submission.reply() };
  }
  const result = await api.call(savedSearchEndpoints.updateSettings, { body: submission.value });
  if (!result.isSuccess) {
    return {
      ok: false,
      message: `The settings are not saved: ${result.errorMessages[0] ?? 'please try again.'}`,
      result: replyWithApiFailure(submission, result, savedSearchSettingsFields),
    };
  }
  return { ok: true, message: 'The saved searches’ settings are saved.', result: submission.reply() };
}
