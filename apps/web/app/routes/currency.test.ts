import { RouterContextProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Route } from './+types/currency';
import { action } from './currency.ts';
import { requestContext } from '../lib/request-context.ts';

/* Switching currency goes back to the same page; a budget filter follows the currency. */

function switchTo(currency: string, redirectTo: string, cookie = 'currency=USD') {
  const asked: string[] = [];
  const context = new RouterContextProvider();
  context.set(requestContext, {
    nonce: 'n',
    publicUrl: 'https://facet.example',
    fetchApi: (path) => {
      asked.push(path);
      const body = { statusCode: 200, errorMessages: [], isSuccess: true, data: { conversion: 88.45, charge: 3 } };
      return Promise.resolve(Response.json(body));
    },
  });
  const request = new Request('https://facet.example/currency', {
    method: 'POST',
    headers: { cookie },
    body: new URLSearchParams({ currency, redirectTo }),
  });
  const answer = action({ request, context, params: {} } as unknown as Route.ActionArgs) as Promise<Response>;
  return answer.then((response) => ({ location: response.headers.get('location'), asked }));
}

describe('the currency switch', () => {
  it('moves a budget to the same band in the other currency', async () => {
    const { location } = await switchTo('INR', '/collections/rings?metal=Platinum&minBudget=500&maxBudget=1000');
    expect(location).toBe('/collections/rings?metal=Platinum&minBudget=50000&maxBudget=100000');
  });

  it('converts a figure of its own and rounds it, from the currency the shopper had', async () => {
    const { location } = await switchTo('USD', '/collections/rings?minBudget=30000&page=3', 'currency=INR');
    expect(location).toBe('/collections/rings?minBudget=340');
  });

  it('leaves a page without a budget, or the same currency, as it was and asks the API nothing', async () => {
    expect(await switchTo('INR', '/collections/rings?metal=Rose+Gold')).toEqual({
      location: '/collections/rings?metal=Rose+Gold',
      asked: [],
    });
    expect(await switchTo('USD', '/collections/rings?maxBudget=1200')).toEqual({
      location: '/collections/rings?maxBudget=1200',
      asked: [],
    });
  });
});
