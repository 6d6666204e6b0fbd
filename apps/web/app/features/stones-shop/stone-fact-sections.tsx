import type { StoneDetail } from '@facet/contracts/stones';
import { DetailList, Disclosure, PriceBreakdown } from '../products/product-info.tsx';
import { useRootData } from '../../lib/root-data.ts';
import { certificateRow, gradingRows, measurementRows, stoneBreakdownLines } from './stone-facts.ts';

/**
 * A stone's grading, measurements and price breakdown, folded. A component of its own so that its
 * rows are worked out only where it renders: on the server, not while a phone hydrates the page
 * that keeps it as the server's HTML (decision 036).
 */
export function StoneFactSections({ stone }: { stone: StoneDetail }) {
  const root = useRootData();
  const certificate = certificateRow(stone);
  const measurements = measurementRows(stone);
  return (
    <>
      <Disclosure title="Grading" defaultOpen testId="stone-grading">
        <DetailList
          rows={[...gradingRows(stone), ...(certificate ? [{ label: 'Certificate', value: certificate }] : [])]}
        />
      </Disclosure>
      {measurements.length > 0 ? (
        <Disclosure title="Measurements" defaultOpen testId="stone-measurements">
          <DetailList rows={measurements} />
        </Disclosure>
      ) : null}
      <Disclosure title="Price breakdown" testId="price-breakdown">
        <PriceBreakdown
          lines={stoneBreakdownLines(stone, { currency: stone.currency, taxPercent: root?.pricing.charge })}
          price={stone.price}
          currency={stone.currency}
        />
      </Disclosure>
    </>
  );
}
