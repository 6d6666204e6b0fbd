import { SOMETHING_IS_WRONG } from '@facet/contracts/envelope';
import { returnMoveNeedsNote } from '@facet/contracts/return-states';
import { returnRequestEndpoints } from '@facet/contracts/return-request-endpoints';
import { moveReturnRequestInput, returnStateLabels } from '@facet/contracts/returns';
import type { ApiClient } from '../../lib/api-client.ts';

/*
 * The back-office's return request action: move a request to its next state
 * (PUT /api/return-requests/move) with a note and the inspection's pictures (their ids, uploaded
 * by the browser first, in fields named `pictures`). It answers with a sentence: for a toast when
 * the move went, or to show beside the form when it was refused — the server's own sentence
 * (a move the table does not allow, a missing note, a settling move not available yet).
 */

export interface ReturnActionOutcome {
  intent: 'move' | 'unknown';
  ok: boolean;
  message: string;
}

/** A number typed in a field; left out when the field is empty or absent. */
function numberOf(value: FormDataEntryValue | null): number | undefined {
  return typeof value === 'string' && value.trim() !== '' ? Number(value) : undefined;
}

function textOf(value: FormDataEntryValue | null): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

const fieldLabels: Record<string, string> = {
  note: 'Note',
  amount: 'Refund',
  insuredValue: 'Insured value',
  trackingNumber: 'Tracking number',
};

const NOTE_NEEDED = 'Say why in the note: the customer reads it.';

export async function runReturnAction(api: ApiClient, formData: FormData): Promise<ReturnActionOutcome> {
  if (formData.get('intent') !== 'move') return { intent: 'unknown', ok: false, message: SOMETHING_IS_WRONG };
  const parsed = moveReturnRequestInput.safeParse({
    id: Number(formData.get('id')),
    status: formData.get('status') || undefined,
    note: formData.get('note') ?? '',
    pictures: formData.getAll('pictures'),
    amount: numberOf(formData.get('amount')),
    carrierId: numberOf(formData.get('carrierId')),
    trackingNumber: textOf(formData.get('trackingNumber')),
    insuredValue: numberOf(formData.get('insuredValue')),
    estimatedDelivery: textOf(formData.get('estimatedDelivery')),
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = String(issue?.path[0] ?? '');
    const message =
      field === 'status'
        ? 'Choose what happens next.'
        : field === 'note' || field === 'amount' || field === 'insuredValue' || field === 'trackingNumber'
          ? `${fieldLabels[field]}: ${issue?.message ?? 'is not valid'}.`
          : (issue?.message ?? SOMETHING_IS_WRONG);
    return { intent: 'move', ok: false, message };
  }
  // Said before the call, as the server would say it.
  if (returnMoveNeedsNote(parsed.data.status) && parsed.data.note.trim() === '') {
    return { intent: 'move', ok: false, message: NOTE_NEEDED };
  }
  const result = await api.call(returnRequestEndpoints.move, { body: parsed.data });
  if (!result.isSuccess) {
    const message = result.errorMessages.length > 0 ? result.errorMessages.join(' ') : SOMETHING_IS_WRONG;
    return { intent: 'move', ok: false, message };
  }
  const request = result.data;
  return {
    intent: 'move',
    ok: true,
    message: `Request ${request.number} is now ‘${returnStateLabels[request.state]}’.`,
  };
}
