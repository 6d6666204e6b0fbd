import type { StoreCreditAccount } from '@facet/contracts/store-credit';
import type { ApiClient } from '../../lib/api-client.ts';
import { formatPrice } from '../../lib/format.ts';

/** "Give store credit" on the back-office order and customer pages: POST /api/store-credit, answered with a sentence. */
export interface GiveStoreCreditOutcome {
  intent: 'give-store-credit';
  ok: boolean;
  message: string;
}

const fieldNames: Record<string, string> = { amount: 'Amount', reason: 'Reason', currency: 'Currency' };

/** "amount: must be more than 0" reads "Amount: must be more than 0" beside the form. */
const readable = (message: string) =>
  message.replace(/^(\w+):/, (_, field: string) => `${fieldNames[field] ?? field}:`);

export async function giveStoreCreditAction(api: ApiClient, formData: FormData): Promise<GiveStoreCreditOutcome> {
  const text = (name: string) => String(formData.get(name) ?? '').trim();
  const typed = text('amount').replace(/,/g, '');
  // A number when it looks like one; otherwise the server's sentence says what is wrong.
  const amount = /^-?[0-9]+(\.[0-9]+)?$/.test(typed) ? Number(typed) : typed;
  const currency = text('currency') === 'USD' ? 'USD' : 'INR';
  const answer = await api.post<StoreCreditAccount>('/api/store-credit', {
    userId: text('userId'),
    amount,
    currency,
    reason: text('reason'),
  });
  if (!answer.isSuccess) {
    return {
      intent: 'give-store-credit',
      ok: false,
      message: answer.errorMessages.map(readable).join(' ') || 'The store credit could not be given.',
    };
  }
  const balance = answer.data.balances.find((entry) => entry.currency === currency)?.balance ?? 0;
  return {
    intent: 'give-store-credit',
    ok: true,
    message: `Store credit given. The customer now holds ${formatPrice(balance, currency)}.`,
  };
}
