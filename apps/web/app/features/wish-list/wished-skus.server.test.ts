import type { CurrentUser } from '@facet/contracts/users';
import { RouterContextProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { isWished } from './wished-skus.ts';
import { readWishedSkus } from './wished-skus.server.ts';
import { requestContext } from '../../lib/request-context.ts';
import { sessionContext } from '../../lib/session-context.ts';

/* The hearts' first state: the wish list read once, only for a signed-in shopper. */

function contextFor(signedIn: boolean, skus = { products: [] as string[], stones: [] as string[] }) {
  const asked: string[] = [];
  const context = new RouterContextProvider();
  context.set(requestContext, {
    nonce: 'n',
    publicUrl: 'https://facet.example',
    fetchApi: (path) => {
      asked.push(path);
      const body = { statusCode: 200, errorMessages: [], isSuccess: true, data: skus };
      return Promise.resolve(Response.json(body));
    },
  });
  if (signedIn) context.set(sessionContext, { id: '7', role: 'Customer' } as unknown as CurrentUser);
  return { context, asked };
}

describe('the wished SKUs', () => {
  it('are not read for a signed-out shopper', async () => {
    const { context, asked } = contextFor(false);
    expect(await readWishedSkus(context)).toBeNull();
    expect(asked).toEqual([]);
  });

  it('are read once when signed in: pieces by variant SKU, stones by stock number whatever its case', async () => {
    const { context, asked } = contextFor(true, { products: ['oval-halo-ring-white-gold'], stones: ['lg-1042'] });
    const wished = await readWishedSkus(context);
    expect(asked).toEqual(['/api/wish/skus']);
    expect(wished).toEqual({ products: ['oval-halo-ring-white-gold'], stones: ['lg-1042'] });
    expect(isWished(wished, 'product', 'oval-halo-ring-white-gold')).toBe(true);
    expect(isWished(wished, 'product', 'oval-halo-ring-rose-gold')).toBe(false);
    expect(isWished(wished, 'stone', 'lg-1042')).toBe(true);
    expect(isWished(wished, 'stone', 'LG-1042')).toBe(true);
    expect(isWished(null, 'stone', 'LG-1042')).toBe(false);
  });
});
