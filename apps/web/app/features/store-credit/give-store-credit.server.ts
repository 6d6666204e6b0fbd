import { storeCreditEndpoints } from '@facet/contracts/store-credit-endpoints';
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
  // Not a number: the server's sentence for it, said here (the body's amount is a number).
  if (!/^-?[0-9]+(\.[0-9]+)?$/.test(typed)) {
    return { intent: 'give-store-credit', ok: false, message: readable('amount: must be a number') };
  }
  const currency = text('currency') === 'USD' ? 'USD' : 'INR';
  const answer = await api.call(storeCreditEndpoints.give, {
    body: { userId: text('userId'), amount: Number(typed), currency, reason: text('reason') },
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
