import { formatPrice } from '@facet/contracts/money';
import type { StonePriceHistory, VariantPriceHistory } from '@facet/contracts/price-history';
import { Disclosure } from '../products/product-info.tsx';
import { FairPriceBandView } from './fair-price-band.tsx';
import { formatDay } from './price-chart.ts';
import { PriceHistoryChart } from './price-history-chart.tsx';

/*
 * The price history parts of the stone and product pages (decision 040): server HTML, kept as
 * written (StaticHtml), no script of their own.
 */

/** With one point (or none) there is nothing to chart: the price as it has stood. */
function Unchanged({ history }: { history: { points: { date: string }[]; price: number; currency: 'INR' | 'USD' } }) {
  const since = history.points[0];
  return (
    <p className="text-sm leading-6 text-graphite" data-testid="price-unchanged">
      {formatPrice(history.price, history.currency)}
      {since ? `, unchanged since ${formatDay(since.date)}` : ''}. Its price history starts here.
    </p>
  );
}

export function StonePriceHistorySection({ history }: { history: StonePriceHistory }) {
  const format = (value: number) => formatPrice(value, history.currency);
  return (
    <Disclosure title="Price history" defaultOpen testId="stone-price-history">
      {history.points.length > 1 ? (
        <PriceHistoryChart
          points={history.points.map((point) => ({ date: point.date, value: point.price }))}
          title="Price"
          format={format}
          testId="price-chart"
        />
      ) : (
        <Unchanged history={history} />
      )}
      <div className="mt-5">
        {history.band ? (
          <FairPriceBandView band={history.band} price={history.price} format={format} />
        ) : (
          <p className="text-sm leading-6 text-graphite" data-testid="fair-price-none">
            We have no similar stone to compare its price with right now.
          </p>
        )}
      </div>
    </Disclosure>
  );
}

export function PiecePriceHistorySection({ history }: { history: VariantPriceHistory }) {
  const format = (value: number) => formatPrice(value, history.currency);
  const rate = (value: number) => `${formatPrice(value, 'INR')} a gram`;
  return (
    <Disclosure title="Price history" defaultOpen testId="piece-price-history">
      <p className="text-sm leading-6 text-graphite">Its price moves with the rate of its metal, {history.metal}.</p>
      {history.points.length > 1 ? (
        <PriceHistoryChart
          points={history.points.map((point) => ({ date: point.date, value: point.price }))}
          title="Price"
          format={format}
          testId="price-chart"
        />
      ) : (
        <Unchanged history={history} />
      )}
      {history.metalRates.length > 1 ? (
        <PriceHistoryChart
          points={history.metalRates.map((point) => ({ date: point.date, value: point.rate }))}
          title={`${history.metal} rate`}
          format={rate}
          testId="metal-rate-chart"
        />
      ) : history.metalRates[0] ? (
        <p className="mt-2 text-sm leading-6 text-graphite" data-testid="metal-rate-unchanged">
          The {history.metal} rate has stayed at {rate(history.metalRates[0].rate)} since{' '}
          {formatDay(history.metalRates[0].date)}.
        </p>
      ) : null}
    </Disclosure>
  );
}
