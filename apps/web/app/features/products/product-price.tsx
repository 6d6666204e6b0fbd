import type { Currency } from '@facet/contracts/money';
import { formatPrice, isDiscounted, percentOff } from '../../lib/format.ts';

/**
 * A price in the shopper's currency; when something is off, the list price struck through
 * beside it and the saving in percent. Screen readers hear "now … was … 15% off".
 */
export function ProductPrice({
  price,
  listPrice,
  currency,
  size = 'card',
}: {
  price: number;
  listPrice: number;
  currency: Currency;
  size?: 'card' | 'page';
}) {
  const discounted = isDiscounted(price, listPrice);
  const big = size === 'page';
  return (
    <p className={`flex flex-wrap items-baseline gap-x-2 gap-y-0.5 ${big ? 'text-2xl' : 'text-[15px]'}`}>
      {discounted ? <span className="sr-only">Now</span> : null}
      <span className={`figures ${big ? 'font-display text-3xl text-ink' : 'text-ink'}`}>
        {formatPrice(price, currency)}
      </span>
      {discounted ? (
        <>
          <span className="sr-only">, was</span>
          <s className={`figures text-stone ${big ? 'text-base' : 'text-sm'}`}>{formatPrice(listPrice, currency)}</s>
          <span
            className={`font-medium tracking-wide text-gold-deep ${big ? 'text-sm' : 'text-xs'}`}
          >{`${percentOff(price, listPrice)}% off`}</span>
        </>
      ) : null}
    </p>
  );
}
