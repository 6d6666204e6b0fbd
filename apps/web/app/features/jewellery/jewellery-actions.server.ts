import { SOMETHING_IS_WRONG } from '@facet/contracts/envelope';
import { productEndpoints } from '@facet/contracts/product-endpoints';
import { z } from '@facet/contracts/zod';
import type { ApiClient } from '../../lib/api-client.ts';

/*
 * Unlist, relist and delete a product (a product is listed, unlisted, or listed again), shared
 * by the list's and the detail page's actions. Each answers with a sentence for a toast;
 * a refused delete (409: the piece is in carts, wish lists or orders) keeps the server's words.
 */

export const productIntents = ['unlist', 'relist', 'delete'] as const;
export type ProductIntent = (typeof productIntents)[number];

export interface ProductActionOutcome {
  intent: ProductIntent | 'unknown';
  ok: boolean;
  message: string;
  productId?: number;
}

const productActionForm = z.object({
  intent: z.enum(productIntents),
  id: z.coerce.number().int().positive(),
  name: z.string().trim().max(200).optional().default('The piece'),
});

export async function runProductAction(api: ApiClient, formData: FormData): Promise<ProductActionOutcome> {
  const parsed = productActionForm.safeParse(Object.fromEntries(formData));
  if (!parsed.success) return { intent: 'unknown', ok: false, message: 'There is no such product.' };
  const { intent, id, name } = parsed.data;
  if (intent === 'delete') {
    const result = await api.call(productEndpoints.remove, { params: { id } });
    return result.isSuccess
      ? { intent, ok: true, message: `${name} is deleted.`, productId: id }
      : { intent, ok: false, message: result.errorMessages[0] ?? SOMETHING_IS_WRONG, productId: id };
  }
  const result = await api.call(intent === 'unlist' ? productEndpoints.unlist : productEndpoints.relist, {
    params: { id },
  });
  if (!result.isSuccess) {
    return { intent, ok: false, message: result.errorMessages[0] ?? SOMETHING_IS_WRONG, productId: id };
  }
  return {
    intent,
    ok: true,
    message:
      intent === 'unlist'
        ? `${result.data.productName} is unlisted: it has left the shop.`
        : `${result.data.productName} is listed again: it is back in the shop.`,
    productId: id,
  };
}
