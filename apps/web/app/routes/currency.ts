import { currencies, type Currency } from '@facet/contracts/money';
import { pricingParameterEndpoints } from '@facet/contracts/pricing-parameter-endpoints';
import { redirect, type RouterContextProvider } from 'react-router';
import type { Route } from './+types/currency';
import { convertBudgetQuery } from '../features/products/budget-currency.ts';
import { apiFor } from '../lib/api.server.ts';
import { currencyOfRequest, currencySetCookie } from '../lib/currency.ts';
import { safeRedirectPath } from '../lib/guards.server.ts';
import { requestContext } from '../lib/request-context.ts';

/**
 * POST /currency {currency, redirectTo}: remembers the shopper's choice and goes back to the
 * page they were on (a plain form, so it works before the scripts load). A list filtered by
 * budget keeps an equivalent budget in the new currency.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const asked = String(form.get('currency') ?? '');
  const currency: Currency = (currencies as readonly string[]).includes(asked) ? (asked as Currency) : 'USD';
  const secure = context.get(requestContext).publicUrl.startsWith('https://');
  const back = safeRedirectPath(form.get('redirectTo'), '/');
  return redirect(await withBudgetIn(back, currencyOfRequest(request), currency, context), {
    headers: { 'set-cookie': currencySetCookie(currency, secure) },
  });
}

export function loader() {
  return redirect('/');
}

/** The page's address with its budget (minBudget, maxBudget) moved from one currency to the other. */
async function withBudgetIn(
  path: string,
  from: Currency,
  to: Currency,
  context: Readonly<RouterContextProvider>,
): Promise<string> {
  const queryAt = path.indexOf('?');
  if (from === to || queryAt < 0 || !/[?&](min|max)Budget=/.test(path)) return path;
  const pricing = await apiFor(context).call(pricingParameterEndpoints.all);
  if (!pricing.isSuccess) return path;
  return path.slice(0, queryAt) + convertBudgetQuery(path.slice(queryAt), from, to, pricing.data.conversion);
}
