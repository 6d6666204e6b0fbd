import { SOMETHING_IS_WRONG } from '@facet/contracts/envelope';
import { describePiece, huidMessages } from '@facet/contracts/hallmark';
import { orderStateLabels } from '@facet/contracts/order-states';
import { orderEndpoints } from '@facet/contracts/order-endpoints';
import { updateOrderStatusInput } from '@facet/contracts/order-shapes';
import type { ApiClient } from '../../lib/api-client.ts';

/*
 * The back-office's order action: move an order to another state (PUT /api/order-detail/updateStatus).
 * It answers with a sentence: for a toast when it went, or to show beside the form when the
 * server refused (422: the move is not allowed or a HUID is missing; 409: a HUID is already
 * recorded; 503: the provider could not refund). Shipping sends the HUIDs typed, field
 * `huid:{line}:{piece}`, by line in piece order.
 */

export interface OrderActionOutcome {
  intent: 'update-status' | 'unknown';
  ok: boolean;
  message: string;
}

const fieldNames: Record<string, string> = {
  note: 'Note',
  trackingNumber: 'Tracking number',
  status: 'New status',
  carrierId: 'Carrier',
  insuredValue: 'Insured value',
  estimatedDelivery: 'Expected delivery',
};

const HUID_FIELD = /^huid:(\d{1,10}):(\d{1,2})$/;

/** The HUID fields of the form: each line's pieces in order, and the pieces left empty. */
function huidsOf(formData: FormData) {
  const byLine = new Map<number, Map<number, string>>();
  for (const [name, value] of formData) {
    const match = HUID_FIELD.exec(name);
    if (!match || typeof value !== 'string') continue;
    const line = Number(match[1]);
    const pieces = byLine.get(line) ?? new Map<number, string>();
    pieces.set(Number(match[2]), value.trim());
    byLine.set(line, pieces);
  }
  const empty: { lineId: number; piece: number }[] = [];
  const huids = [...byLine].map(([lineId, pieces]) => {
    const ordered = [...pieces].sort(([a], [b]) => a - b);
    for (const [piece, value] of ordered) if (value === '') empty.push({ lineId, piece });
    return { lineId, huids: ordered.map(([, value]) => value) };
  });
  return { huids, empty };
}

/** "Enter the HUID of …" for each piece left empty, named as the form names it. */
async function emptyHuidMessage(api: ApiClient, orderId: number, empty: { lineId: number; piece: number }[]) {
  const order = await api.call(orderEndpoints.one, { params: { id: orderId } });
  if (!order.isSuccess) return huidMessages.malformed;
  return empty
    .map(({ lineId, piece }) => {
      const line = order.data.lines.find((candidate) => candidate.id === lineId);
      return line ? huidMessages.missing(describePiece(line, piece)) : huidMessages.malformed;
    })
    .join(' ');
}

/** The parcel's fields as the API takes them: numbers as numbers, empty ones left out. */
function shipmentOf(formData: FormData) {
  const text = (name: string) => String(formData.get(name) ?? '').trim();
  return {
    carrierId: Number(text('carrierId')),
    ...(text('insuredValue') ? { insuredValue: Number(text('insuredValue')) } : {}),
    ...(text('estimatedDelivery') ? { estimatedDelivery: text('estimatedDelivery') } : {}),
  };
}

export async function runOrderAction(api: ApiClient, formData: FormData): Promise<OrderActionOutcome> {
  if (formData.get('intent') !== 'update-status') return { intent: 'unknown', ok: false, message: SOMETHING_IS_WRONG };
  const shipping = formData.get('status') === 'Shipped';
  // Without scripts the HUID fields show beside every move: only shipping reads them.
  const { huids, empty } = shipping ? huidsOf(formData) : { huids: [], empty: [] };
  // The back-office ships with a carrier always (the API still takes a bare tracking number for old callers).
  if (shipping && !formData.get('carrierId')) {
    return { intent: 'update-status', ok: false, message: 'Choose the carrier of the parcel.' };
  }
  const shipment = shipping ? shipmentOf(formData) : {};
  const parsed = updateOrderStatusInput.safeParse({
    id: Number(formData.get('id')),
    status: formData.get('status') || undefined,
    note: formData.get('note') ?? '',
    trackingNumber: formData.get('trackingNumber') ?? undefined,
    huids: huids.filter((line) => line.huids.every((value) => value !== '')),
    ...shipment,
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = String(issue?.path[0] ?? '');
    const message =
      field === 'status'
        ? 'Choose the new status.'
        : field === 'huids'
          ? (issue?.message ?? huidMessages.malformed)
          : `${fieldNames[field] ?? 'The order'}: ${issue?.message ?? 'is not valid'}.`;
    return { intent: 'update-status', ok: false, message };
  }
  if (empty.length > 0) {
    return { intent: 'update-status', ok: false, message: await emptyHuidMessage(api, parsed.data.id, empty) };
  }
  // The parsed input says "no tracking number" as null; the API wants it left out.
  const { trackingNumber, huids: typed, ...move } = parsed.data;
  const result = await api.call(orderEndpoints.updateStatus, {
    body: {
      ...move,
      ...(trackingNumber ? { trackingNumber } : {}),
      ...(typed.length > 0 ? { huids: typed } : {}),
    },
  });
  if (!result.isSuccess) {
    // Every missing HUID is worth knowing at once; other refusals are one sentence.
    const message = result.errorMessages.length > 0 ? result.errorMessages.join(' ') : SOMETHING_IS_WRONG;
    return { intent: 'update-status', ok: false, message };
  }
  const order = result.data;
  return {
    intent: 'update-status',
    ok: true,
    message: `Order ${order.number} is now ${orderStateLabels[order.state].toLowerCase()}.`,
  };
}
