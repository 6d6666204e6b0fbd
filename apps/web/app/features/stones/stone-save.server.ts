import { SOMETHING_IS_WRONG } from '@facet/contracts/envelope';
import type { StoneRecord } from '@facet/contracts/stones';
import type { ApiClient } from '../../lib/api-client.ts';
import { checkStoneForm, readStoneForm, stoneFormErrors, stonePayload } from './stone-draft.ts';

/*
 * Saves the stone form: POST /api/stone for a new stone, PUT for an existing one. The form is
 * checked against the same schema first (the browser did too, unless it runs no script), and
 * the API's refusal comes back with each line beside its field.
 */

export interface StoneSaveOutcome {
  ok: boolean;
  message: string;
  fieldErrors: Partial<Record<string, string[]>>;
  formErrors: string[];
  stoneId?: number;
}

function refusal(messages: { fieldErrors: Partial<Record<string, string[]>>; formErrors: string[] }, count: number) {
  const first = messages.formErrors[0];
  return {
    ok: false,
    message:
      count === 1 && first
        ? `The stone is not saved: ${first}`
        : `The stone is not saved: ${count === 1 ? 'one problem' : `${count} problems`}, shown on the page.`,
    ...messages,
  };
}

export async function saveStone(api: ApiClient, formData: FormData, id?: number): Promise<StoneSaveOutcome> {
  const payload = stonePayload(readStoneForm(formData), id);
  const problems = checkStoneForm(payload, id === undefined ? 'new' : 'edit');
  if (problems) {
    const count = problems.formErrors.length + Object.values(problems.fieldErrors).flat().length;
    return refusal(problems, count);
  }
  const result =
    id === undefined
      ? await api.post<StoneRecord>('/api/stone', payload)
      : await api.put<StoneRecord>('/api/stone', payload);
  if (!result.isSuccess) {
    const messages = result.errorMessages.length > 0 ? result.errorMessages : [SOMETHING_IS_WRONG];
    return refusal(stoneFormErrors(messages), messages.length);
  }
  return {
    ok: true,
    message: id === undefined ? `Stone ${result.data.sku} is added.` : `Stone ${result.data.sku} is saved.`,
    fieldErrors: {},
    formErrors: [],
    stoneId: result.data.id,
  };
}
