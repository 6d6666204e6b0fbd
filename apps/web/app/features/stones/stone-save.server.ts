import { SOMETHING_IS_WRONG } from '@facet/contracts/envelope';
import { stoneEndpoints } from '@facet/contracts/stone-endpoints';
import { createStoneInput, type StoneRecord, updateStoneInput } from '@facet/contracts/stones';
import { describeIssues, type z } from '@facet/contracts/zod';
import type { ApiClient, ApiResult } from '../../lib/api-client.ts';
import { readStoneForm, stoneFormErrors, stonePayload } from './stone-draft.ts';

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

/** The problems the API would answer with (checkStoneForm's, in stone-draft.ts), found before sending. */
function refusedBeforeSending(error: z.ZodError) {
  const problems = stoneFormErrors(describeIssues(error.issues));
  return refusal(problems, problems.formErrors.length + Object.values(problems.fieldErrors).flat().length);
}

function answered(result: ApiResult<StoneRecord>, done: 'added' | 'saved'): StoneSaveOutcome {
  if (!result.isSuccess) {
    const messages = result.errorMessages.length > 0 ? result.errorMessages : [SOMETHING_IS_WRONG];
    return refusal(stoneFormErrors(messages), messages.length);
  }
  return {
    ok: true,
    message: `Stone ${result.data.sku} is ${done}.`,
    fieldErrors: {},
    formErrors: [],
    stoneId: result.data.id,
  };
}

/*
 * The body sent is the payload as the schema read it (trimmed, names spelt as the shop spells
 * them), which the API reads the same way again.
 */
export async function saveStone(api: ApiClient, formData: FormData, id?: number): Promise<StoneSaveOutcome> {
  const payload = stonePayload(readStoneForm(formData), id);
  if (id === undefined) {
    const draft = createStoneInput.safeParse(payload);
    if (!draft.success) return refusedBeforeSending(draft.error);
    return answered(await api.call(stoneEndpoints.create, { body: draft.data }), 'added');
  }
  const draft = updateStoneInput.safeParse(payload);
  if (!draft.success) return refusedBeforeSending(draft.error);
  return answered(await api.call(stoneEndpoints.update, { body: draft.data }), 'saved');
}
