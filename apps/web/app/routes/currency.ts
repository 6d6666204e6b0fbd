import { currencies, type Currency } from '@facet/contracts/money';
import { redirect } from 'react-router';
import type { Route } from './+types/currency';
import { currencySetCookie } from '../lib/currency.ts';
import { safeRedirectPath } from '../lib/guards.server.ts';
import { requestContext } from '../lib/request-context.ts';

/**
 * POST /currency {currency, redirectTo}: remembers the shopper's choice and goes back to the
 * page they were on (a plain form, so it works before the scripts load).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const asked = String(form.get('currency') ?? '');
  const currency: Currency = (currencies as readonly string[]).includes(asked) ? (asked as Currency) : 'USD';
  const secure = context.get(requestContext).publicUrl.startsWith('https://');
  return redirect(safeRedirectPath(form.get('redirectTo'), '/'), {
    headers: { 'set-cookie': currencySetCookie(currency, secure) },
  });
}

export function loader() {
  return redirect('/');
}
