import { GIFT_MESSAGE_MAX } from '@facet/contracts/checkout';
import type { Currency } from '@facet/contracts/money';
import { useState } from 'react';
import { useNavigation, useSearchParams } from 'react-router';
import { formatPrice } from '../../lib/format.ts';

/** Whether the checkout page's address asks for gift wrap (`?wrap=1`): the review is quoted with it. */
export function wrapAsked(params: URLSearchParams): boolean {
  return params.get('wrap') === '1';
}

/**
 * "This is a gift" on the checkout review (decision 042): gift wrap at its price in the order's
 * currency, and a message printed on a card packed with the order — never on the tax invoice.
 * Ticking the wrap reloads the review with `?wrap=1`, so the figures shown are the server's with
 * it; the form sends `giftWrap` and `giftMessage` with the order.
 */
export function GiftChoice({ price, currency }: { price: number; currency: Currency }) {
  const [params, setParams] = useSearchParams();
  // While the review reloads, the box shows what was asked, not the address being left.
  const pending = useNavigation().location;
  const wrapped = wrapAsked(pending ? new URLSearchParams(pending.search) : params);
  const [message, setMessage] = useState('');
  return (
    <fieldset className="mt-5 rounded-md border border-line bg-white p-4" data-testid="gift-choice">
      <legend className="px-1 text-sm font-medium text-ink">Is it a gift?</legend>
      <label className="flex cursor-pointer gap-3 text-sm">
        <input
          type="checkbox"
          name="giftWrap"
          value="true"
          checked={wrapped}
          onChange={(event) => {
            const next = new URLSearchParams(params);
            if (event.currentTarget.checked) next.set('wrap', '1');
            else next.delete('wrap');
            setParams(next, { preventScrollReset: true, replace: true });
          }}
          className="mt-0.5 h-4 w-4 shrink-0 accent-ink"
        />
        <span className="text-ink">Gift wrap it {price > 0 ? `(${formatPrice(price, currency)})` : '(free)'}</span>
      </label>
      <label htmlFor="gift-message" className="mt-4 block text-sm text-ink">
        Gift message <span className="text-stone">(optional)</span>
      </label>
      <textarea
        id="gift-message"
        name="giftMessage"
        rows={3}
        maxLength={GIFT_MESSAGE_MAX}
        value={message}
        onChange={(event) => setMessage(event.currentTarget.value)}
        aria-describedby="gift-message-note"
        className="mt-1 w-full rounded-sm border border-line px-3 py-2 text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink"
      />
      <p id="gift-message-note" className="mt-1 text-xs text-stone">
        Printed on a card packed with the order, never on the invoice. {message.length}/{GIFT_MESSAGE_MAX}
      </p>
    </fieldset>
  );
}
