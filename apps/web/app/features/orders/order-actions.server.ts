import { SOMETHING_IS_WRONG } from '@facet/contracts/envelope';
import { orderStateLabels } from '@facet/contracts/order-states';
import { type OrderDetail, updateOrderStatusInput } from '@facet/contracts/orders';
import type { ApiClient } from '../../lib/api-client.ts';

/*
 * The back-office's order action: move an order to another state (PUT /api/order-detail/updateStatus).
 * It answers with a sentence: for a toast when it went, or to show beside the form when the
 * server refused (422: the move is not allowed; 503: the provider could not refund).
 */

export interface OrderActionOutcome {
  intent: 'update-status' | 'unknown';
  ok: boolean;
  message: string;
}

const fieldNames: Record<string, string> = { note: 'Note', trackingNumber: 'Tracking number', status: 'New status' };

export async function runOrderAction(api: ApiClient, formData: FormData): Promise<OrderActionOutcome> {
  if (formData.get('intent') !== 'update-status') return { intent: 'unknown', ok: false, message: SOMETHING_IS_WRONG };
  const parsed = updateOrderStatusInput.safeParse({
    id: Number(formData.get('id')),
    status: formData.get('status') || undefined,
    note: formData.get('note') ?? '',
    trackingNumber: formData.get('trackingNumber') ?? undefined,
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = String(issue?.path[0] ?? '');
    const message =
      field === 'status'
        ? 'Choose the new status.'
        : `${fieldNames[field] ?? 'The order'}: ${issue?.message ?? 'is not valid'}.`;
    return { intent: 'update-status', ok: false, message };
  }
  // The parsed input says "no tracking number" as null; the API wants it left out.
  const { trackingNumber, ...move } = parsed.data;
  const result = await api.put<OrderDetail>(
    '/api/order-detail/updateStatus',
    trackingNumber ? { ...move, trackingNumber } : move,
  );
  if (!result.isSuccess) {
    return { intent: 'update-status', ok: false, message: result.errorMessages[0] ?? SOMETHING_IS_WRONG };
  }
  const order = result.data;
  return {
    intent: 'update-status',
    ok: true,
    message: `Order ${order.number} is now ${orderStateLabels[order.state].toLowerCase()}.`,
  };
}
