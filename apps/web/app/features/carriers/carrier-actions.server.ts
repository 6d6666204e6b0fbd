import { carrierEndpoints } from '@facet/contracts/carrier-endpoints';
import { saveCarrierInput } from '@facet/contracts/carriers';
import { describeIssues } from '@facet/contracts/zod';
import type { ApiClient } from '../../lib/api-client.ts';
import type { ActionOutcome } from '../../lib/use-result-toast.ts';

/*
 * The carriers page's changes, told apart by `intent`: add, save or delete one. Each form is
 * checked with the API's own schema first; a refusal comes back as the API's sentences, shown
 * beside the form it came from (`formId`) and as a toast.
 */

export interface CarrierOutcome extends ActionOutcome {
  formId: string;
  problems: string[];
}

/** A carrier's form as the API takes it: empty optional fields are left out, the box ticked is active. */
function carrierOf(formData: FormData) {
  const text = (name: string) => String(formData.get(name) ?? '');
  return {
    name: text('name'),
    trackingUrl: text('trackingUrl'),
    numberPattern: text('numberPattern').trim() || null,
    numberFormat: text('numberFormat').trim() || null,
    numberExample: text('numberExample').trim() || null,
    active: formData.get('active') === 'on',
  };
}

/** The form's labels, for the API's and the schema's "field: problem" lines. */
const fieldLabels: Record<string, string> = {
  name: 'Name',
  trackingUrl: 'Tracking page',
  numberPattern: 'Number pattern',
  numberFormat: 'Numbers are',
  numberExample: 'Example number',
  active: 'Active',
};

const labelled = (problem: string) =>
  problem.replace(/^(\w+): /, (whole, field: string) => (fieldLabels[field] ? `${fieldLabels[field]}: ` : whole));

export async function changeCarriers(api: ApiClient, formData: FormData): Promise<CarrierOutcome> {
  const intent = String(formData.get('intent'));
  const id = Number(formData.get('id'));
  const formId = intent === 'create' ? 'new' : String(id);
  const refused = (lines: string[]): CarrierOutcome => {
    const problems = lines.map(labelled);
    return {
      ok: false,
      formId,
      problems,
      message:
        problems.length === 1
          ? `Not saved: ${problems[0]}`
          : `Not saved: ${problems.length} problems, shown on the form.`,
    };
  };
  if (intent === 'delete') {
    const result = await api.call(carrierEndpoints.remove, { params: { id } });
    if (!result.isSuccess) return refused(result.errorMessages);
    return { ok: true, formId, problems: [], message: `${String(formData.get('name'))} is deleted.` };
  }
  const parsed = saveCarrierInput.safeParse(carrierOf(formData));
  if (!parsed.success) return refused(describeIssues(parsed.error.issues));
  const result =
    intent === 'create'
      ? await api.call(carrierEndpoints.create, { body: parsed.data })
      : await api.call(carrierEndpoints.update, { params: { id }, body: parsed.data });
  if (!result.isSuccess) return refused(result.errorMessages);
  return {
    ok: true,
    formId,
    problems: [],
    message: intent === 'create' ? `${result.data.name} is added.` : `${result.data.name} is saved.`,
  };
}
