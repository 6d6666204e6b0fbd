import { currencies } from '@facet/contracts/money';
import { useFetcher, useLocation } from 'react-router';
import { useCurrency } from '../../lib/currency.ts';

const labels = { USD: 'USD $', INR: 'INR ₹' } as const;

/**
 * USD or INR for every price. Plain forms, so it works before the scripts load; afterwards the
 * page's prices change in place. A list filtered by budget keeps an equivalent budget in the new
 * currency (the /currency action converts it).
 */
export function CurrencySwitch({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  const current = useCurrency();
  const location = useLocation();
  const fetcher = useFetcher();
  const shown = (fetcher.formData?.get('currency') as string | null) ?? current;
  const colours =
    tone === 'dark'
      ? 'text-ivory/70 hover:text-ivory aria-pressed:text-ivory aria-pressed:underline'
      : 'text-stone hover:text-ink aria-pressed:text-ink aria-pressed:font-medium aria-pressed:underline';
  return (
    <div role="group" aria-label="Currency" className="flex items-center gap-1">
      {currencies.map((currency) => (
        <fetcher.Form key={currency} method="post" action="/currency">
          <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
          <button
            type="submit"
            name="currency"
            value={currency}
            aria-pressed={shown === currency}
            className={`px-1 text-[11px] tracking-[0.08em] underline-offset-4 ${colours}`}
            data-testid={`currency-${currency}`}
          >
            {labels[currency]}
          </button>
        </fetcher.Form>
      ))}
    </div>
  );
}
