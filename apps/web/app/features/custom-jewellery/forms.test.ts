import { parseWithZod } from '@conform-to/zod/v4';
import { BUDGET_ORDER_MESSAGE, QUOTE_NEEDS_PRICE_MESSAGE } from '@facet/contracts/custom-jewellery';
import { describe, expect, it } from 'vitest';
import { requestForm, stateForm } from './forms.ts';

function formData(entries: [string, string][]): FormData {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
}

const request: [string, string][] = [
  ['name', 'Asha Rao'],
  ['email', 'asha@example.com'],
  ['kind', 'ring'],
  ['metal', 'Platinum'],
  ['currency', 'INR'],
  ['budgetMin', '50000'],
  ['budgetMax', '80000'],
  ['ringSize', '6.5'],
  ['description', 'An oval solitaire on a thin band.'],
];

describe('the custom jewellery request form', () => {
  it('takes the budget in rupees or dollars, and several pictures as a list', () => {
    const ids = ['0190a0a0-0000-7000-8000-000000000001', '0190a0a0-0000-7000-8000-000000000002'];
    const submission = parseWithZod(formData([...request, ['pictures', ids[0]!], ['pictures', ids[1]!]]), {
      schema: requestForm,
    });
    expect(submission.status).toBe('success');
    if (submission.status !== 'success') return;
    expect(submission.value).toMatchObject({ budgetMin: 50_000, budgetMax: 80_000, pictures: ids });
  });

  it('takes one picture as a list of one', () => {
    const id = '0190a0a0-0000-7000-8000-000000000003';
    const submission = parseWithZod(formData([...request, ['pictures', id]]), { schema: requestForm });
    expect(submission.status === 'success' && submission.value.pictures).toEqual([id]);
  });

  it('puts a budget whose top is below its bottom under the top', () => {
    const entries = request.map(([name, value]): [string, string] => [name, name === 'budgetMax' ? '100' : value]);
    const submission = parseWithZod(formData(entries), { schema: requestForm });
    expect(submission.reply().error?.budgetMax).toEqual([BUDGET_ORDER_MESSAGE]);
  });

  it('says the budget is upside down while other fields are still empty', () => {
    const submission = parseWithZod(
      formData([
        ['budgetMin', '2000'],
        ['budgetMax', '1000'],
      ]),
      { schema: requestForm },
    );
    const errors = submission.reply().error;
    expect(errors?.budgetMax).toEqual([BUDGET_ORDER_MESSAGE]);
    expect(errors?.description).toHaveLength(1);
  });

  it('refuses paise in the budget', () => {
    const entries = request.map(([name, value]): [string, string] => [name, name === 'budgetMin' ? '100.5' : value]);
    const submission = parseWithZod(formData(entries), { schema: requestForm });
    expect(submission.reply().error?.budgetMin).toHaveLength(1);
  });
});

describe('the staff state form', () => {
  it('asks for a price to quote', () => {
    const submission = parseWithZod(
      formData([
        ['id', '7'],
        ['state', 'quoted'],
      ]),
      { schema: stateForm },
    );
    expect(submission.reply().error?.quotedPrice).toEqual([QUOTE_NEEDS_PRICE_MESSAGE]);
  });

  it('moves a request without a price or a note', () => {
    const submission = parseWithZod(
      formData([
        ['id', '7'],
        ['state', 'in_discussion'],
      ]),
      { schema: stateForm },
    );
    expect(submission.status === 'success' && submission.value).toMatchObject({ id: 7, state: 'in_discussion' });
  });
});
