import type { WishList } from '@facet/contracts/wish-list';
import type { RouterContextProvider } from 'react-router';
import type { KeptSkus } from './kept-skus.ts';
import { apiFor } from '../../lib/api.server.ts';
import { sessionContext } from '../../lib/session-context.ts';

/**
 * For a page with hearts: what the signed-in shopper keeps, read once per page; null when signed
 * out (no call) or when the list cannot be read (the hearts then show empty, the page still works).
 */
export async function readKeptSkus(context: Readonly<RouterContextProvider>): Promise<KeptSkus | null> {
  if (!context.get(sessionContext)) return null;
  const answer = await apiFor(context).get<WishList>('/api/wish');
  if (!answer.isSuccess) return null;
  const kept: KeptSkus = { products: [], stones: [] };
  for (const item of answer.data.records) {
    if (item.kind === 'product') kept.products.push(item.sku);
    else kept.stones.push(item.sku.toLowerCase());
  }
  return kept;
}
