import type { FairPriceBand } from '@facet/contracts/price-history';
import { barPosition } from './price-chart.ts';
import { FEWEST_STONES_FOR_A_PERCENTILE, fairPriceWords } from './fair-price-words.ts';

/**
 * Where a stone's price sits among the available stones like it (decision 040): a sentence, and
 * a bar from the lowest to the highest of their prices with the middle half shaded and a mark at
 * this stone's price (only among enough stones to rank it). The bar repeats the sentence, so it is
 * hidden from screen readers.
 */
export function FairPriceBandView({
  band,
  price,
  format,
}: {
  band: FairPriceBand;
  price: number;
  format: (value: number) => string;
}) {
  const at = (value: number) => barPosition(value, band.lowest, band.highest);
  return (
    <div data-testid="fair-price-band">
      <p className="text-sm leading-6 text-graphite">{fairPriceWords(band, format)}</p>
      {band.compared < FEWEST_STONES_FOR_A_PERCENTILE ? null : (
        <div aria-hidden="true" className="mt-3">
          {/* SVG attributes, not inline styles: the page's Content-Security-Policy allows no style attribute. */}
          <svg viewBox="0 0 100 10" preserveAspectRatio="none" className="block h-3 w-full" focusable="false">
            <rect x="0" y="3" width="100" height="4" rx="2" className="fill-line" />
            <rect
              x={at(band.low)}
              y="3"
              width={Math.max(1, at(band.high) - at(band.low))}
              height="4"
              rx="2"
              className="fill-gold/50"
            />
            <rect
              x={Math.min(99, Math.max(0, at(price) - 0.5))}
              y="0"
              width="1"
              height="10"
              className="fill-ink"
              data-testid="fair-price-mark"
            />
          </svg>
          <div className="mt-1 flex justify-between text-xs text-stone">
            <span>{format(band.lowest)}</span>
            <span>{format(band.highest)}</span>
          </div>
        </div>
      )}
    </div>
  );
}
