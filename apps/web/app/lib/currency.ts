import { CURRENCY_COOKIE, type Currency, readCurrency } from '@facet/contracts/money';
import { parseCookie, stringifySetCookie } from 'cookie';
import { useRootData } from './root-data.ts';

/*
 * The shopper's currency: USD or INR, remembered in a cookie that the API reads
 * too, so every price on every page — listings, product pages, later the cart — follows it.
 */

export function currencyOfRequest(request: Request): Currency {
  return readCurrency(parseCookie(request.headers.get('cookie') ?? '')[CURRENCY_COOKIE]);
}

/** A year: a shopper who chose rupees keeps seeing rupees. */
export function currencySetCookie(currency: Currency, secure: boolean): string {
  return stringifySetCookie({
    name: CURRENCY_COOKIE,
    value: currency,
    path: '/',
    maxAge: 365 * 24 * 60 * 60,
    sameSite: 'lax',
    secure,
  });
}

export function useCurrency(): Currency {
  return useRootData()?.currency ?? 'USD';
}
