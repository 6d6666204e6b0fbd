import { SOMETHING_IS_WRONG } from '@facet/contracts/envelope';
import { stoneEndpoints } from '@facet/contracts/stone-endpoints';
import { z } from '@facet/contracts/zod';
import type { ApiClient } from '../../lib/api-client.ts';

/*
 * Unlist, relist and delete a stone, shared by the list's and the detail page's actions. Each
 * answers with a sentence for a toast; a refused delete (409: the stone is in an order) keeps
 * the server's words, which say to unlist it instead.
 */

export const stoneIntents = ['unlist', 'relist', 'delete'] as const;
export type StoneIntent = (typeof stoneIntents)[number];

export interface StoneActionOutcome {
  intent: StoneIntent | 'unknown';
  ok: boolean;
  message: string;
  stoneId?: number;
}

const stoneActionForm = z.object({
  intent: z.enum(stoneIntents),
  id: z.coerce.number().int().positive(),
  sku: z.string().trim().max(64).optional().default('The stone'),
});

export async function runStoneAction(api: ApiClient, formData: FormData): Promise<StoneActionOutcome> {
  const parsed = stoneActionForm.safeParse(Object.fromEntries(formData));
  if (!parsed.success) return { intent: 'unknown', ok: false, message: 'There is no such stone.' };
  const { intent, id, sku } = parsed.data;
  const refused = (messages: string[]) => ({
    intent,
    ok: false,
    message: messages[0] ?? SOMETHING_IS_WRONG,
    stoneId: id,
  });
  if (intent === 'delete') {
    const result = await api.call(stoneEndpoints.remove, { params: { id } });
    return result.isSuccess
      ? { intent, ok: true, message: `Stone ${sku} is deleted.`, stoneId: id }
      : refused(result.errorMessages);
  }
  const change = intent === 'unlist' ? stoneEndpoints.unlistById : stoneEndpoints.relistById;
  const result = await api.call(change, { params: { id } });
  if (!result.isSuccess) return refused(result.errorMessages);
  return {
    intent,
    ok: true,
    message:
      intent === 'unlist'
        ? `Stone ${result.data.sku} is unlisted: it has left the shop.`
        : `Stone ${result.data.sku} is listed again: it is back in the shop.`,
    stoneId: id,
  };
}
