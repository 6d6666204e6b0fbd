import { SOMETHING_IS_WRONG } from '@facet/contracts/envelope';
import { formatPrice } from '@facet/contracts/money';
import { orderEndpoints } from '@facet/contracts/order-endpoints';
import { refundOrderLinesInput } from '@facet/contracts/refunds';
import type { ApiClient } from '../../lib/api-client.ts';

/*
 * The back-office's refund action (POST /api/order-detail/refund, decision 032). The form has a
 * box per line (`line:{id}`), an amount per line (`amount:{id}`, whole rupees or dollars; left
 * empty: all that is left of the line), the reason, and the page's request key so that a form
 * sent twice makes one refund. A box `giftWrap` gives back the gift wrap (decision 042), all of it,
 * once. The answer is a sentence: a toast when it went, or beside the
 * form when it was refused.
 */

export interface RefundActionOutcome {
  intent: 'refund';
  ok: boolean;
  message: string;
}

const LINE_FIELD = /^line:(\d{1,10})$/;

/** The lines ticked, each with the amount typed (a number, or left out for all that is left). */
function linesOf(formData: FormData): { lineId: number; amount?: unknown }[] {
  const lines: { lineId: number; amount?: unknown }[] = [];
  for (const [name] of formData) {
    const match = LINE_FIELD.exec(name);
    if (!match) continue;
    const lineId = Number(match[1]);
    const typed = String(formData.get(`amount:${lineId}`) ?? '').trim();
    lines.push(typed === '' ? { lineId } : { lineId, amount: Number(typed.replaceAll(',', '')) });
  }
  return lines;
}

export async function runRefundAction(api: ApiClient, formData: FormData): Promise<RefundActionOutcome> {
  const parsed = refundOrderLinesInput.safeParse({
    orderId: Number(formData.get('orderId')),
    lines: linesOf(formData),
    ...(formData.has('giftWrap') ? { giftWrap: true } : {}),
    reason: formData.get('reason') ?? '',
    requestKey: formData.get('requestKey') ?? '',
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = String(issue?.path[0] ?? '');
    const message =
      field === 'lines' && issue?.path.length === 1
        ? (issue.message ?? 'Choose at least one line or the gift wrapping to refund.')
        : field === 'lines'
          ? `Amount to refund: ${issue?.message ?? 'is not valid'}.`
          : field === 'reason'
            ? 'Say why the money is given back: the reason is kept with the refund.'
            : SOMETHING_IS_WRONG;
    return { intent: 'refund', ok: false, message };
  }
  const result = await api.call(orderEndpoints.refund, { body: parsed.data });
  if (!result.isSuccess) {
    return { intent: 'refund', ok: false, message: result.errorMessages.join(' ') || SOMETHING_IS_WRONG };
  }
  const made = result.data.refunds.at(-1);
  return {
    intent: 'refund',
    ok: true,
    message: made
      ? `Refunded ${formatPrice(made.amount, result.data.currency)}${made.creditNote ? `; credit note ${made.creditNote.number} issued` : ''}.`
      : 'Refunded.',
  };
}
