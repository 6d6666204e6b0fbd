import type { WishedSkus } from '@facet/contracts/wish-list';
import { wishListEndpoints } from '@facet/contracts/wish-list-endpoints';
import type { RouterContextProvider } from 'react-router';
import { apiFor } from '../../lib/api.server.ts';
import { sessionContext } from '../../lib/session-context.ts';

/**
 * For a page with hearts: what the signed-in shopper keeps, read once per page; null when signed
 * out (no call) or when the list cannot be read (the hearts then show empty, the page still works).
 */
export async function readWishedSkus(context: Readonly<RouterContextProvider>): Promise<WishedSkus | null> {
  if (!context.get(sessionContext)) return null;
  const answer = await apiFor(context).call(wishListEndpoints.skus);
  return answer.isSuccess ? answer.data : null;
}
