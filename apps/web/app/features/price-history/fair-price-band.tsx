import type { FairPriceBand } from '@facet/contracts/price-history';
import { barPosition } from './price-chart.ts';

/**
 * Where a stone's price sits among the available stones like it (decision 040): a sentence, and
 * a bar from the lowest to the highest of their prices with the middle half shaded and a mark at
 * this stone's price. The bar repeats the sentence, so it is hidden from screen readers.
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
  const stones = band.compared === 1 ? '1 similar stone' : `${band.compared} similar stones`;
  return (
    <div data-testid="fair-price-band">
      <p className="text-sm leading-6 text-graphite">
        Priced above {band.percentile} % of the {stones} we have (same shape and kind, carat within 10 %, colour and
        clarity within one grade). The middle half of them cost {format(band.low)} to {format(band.high)}.
      </p>
      <div aria-hidden="true" className="mt-3">
        <div className="relative h-2 rounded-full bg-pearl">
          <div
            className="absolute inset-y-0 rounded-full bg-gold/40"
            style={{ left: `${at(band.low)}%`, width: `${Math.max(1, at(band.high) - at(band.low))}%` }}
          />
          <div
            className="absolute -top-1 h-4 w-1 -translate-x-1/2 rounded-sm bg-ink"
            style={{ left: `${at(price)}%` }}
            data-testid="fair-price-mark"
          />
        </div>
        <div className="mt-1 flex justify-between text-xs text-stone">
          <span>{format(band.lowest)}</span>
          <span>{format(band.highest)}</span>
        </div>
      </div>
    </div>
  );
}
