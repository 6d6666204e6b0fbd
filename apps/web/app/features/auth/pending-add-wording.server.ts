import { productEndpoints } from '@facet/contracts/product-endpoints';
import { stoneEndpoints } from '@facet/contracts/stone-endpoints';
import type { RouterContextProvider } from 'react-router';
import { apiFor } from '../../lib/api.server.ts';
import { type PendingAdd, parsePendingAdd, pendingAddCookieOf } from '../../lib/pending-add.server.ts';

/*
 * What the sign-in and sign-up pages say about the piece a signed-out shopper asked for, so they
 * know it is kept: "Sign in to add Willow Leaf Ring, size US 3.5, to your bag." The add itself
 * waits in the pending-add cookie and is done on the first signed-in request (pending-add.server.ts);
 * the words are `PendingAddSentence` (features/auth/pending-add-sentence.tsx).
 */

export interface PendingAddWording {
  /** "Willow Leaf Ring", "2 × Willow Leaf Ring", "your Aurora Halo Ring with the 1.02 ct Round Natural Diamond" */
  what: string;
  /** The ring size chosen with it ("3.5"), or null. */
  ringSize: string | null;
  /** Where it goes: "your bag" or "your wish list". */
  where: string;
}

async function productName(context: Readonly<RouterContextProvider>, sku: string): Promise<string | null> {
  const answer = await apiFor(context).call(productEndpoints.variantPage, { params: { sku } });
  return answer.isSuccess ? answer.data.product.name : null;
}

async function stoneName(context: Readonly<RouterContextProvider>, sku: string): Promise<string | null> {
  const answer = await apiFor(context).call(stoneEndpoints.stonePage, { params: { sku } });
  return answer.isSuccess ? answer.data.name : null;
}

async function describe(context: Readonly<RouterContextProvider>, add: PendingAdd): Promise<string | null> {
  if (add.target === 'wish') {
    return add.input.kind === 'stone' ? stoneName(context, add.input.sku) : productName(context, add.input.sku);
  }
  const input = add.input;
  if (input.kind === 'stone') return stoneName(context, input.sku);
  if (input.kind === 'product') {
    const name = await productName(context, input.sku);
    if (!name) return null;
    return input.quantity > 1 ? `${input.quantity} × ${name}` : name;
  }
  const [setting, stone] = await Promise.all([
    productName(context, input.settingSku),
    stoneName(context, input.stoneSku),
  ]);
  if (!setting || !stone) return null;
  return `your ${setting} with the ${stone}`;
}

/** The piece waiting for the shopper to sign in, in words; null when none waits (or it is gone). */
export async function pendingAddWording(
  context: Readonly<RouterContextProvider>,
  request: Request,
): Promise<PendingAddWording | null> {
  const add = parsePendingAdd(pendingAddCookieOf(request));
  if (!add) return null;
  const what = await describe(context, add);
  if (!what) return null;
  const ringSize = add.target === 'bag' && add.input.kind !== 'stone' ? (add.input.ringSize ?? null) : null;
  return { what, ringSize, where: add.target === 'bag' ? 'your bag' : 'your wish list' };
}
