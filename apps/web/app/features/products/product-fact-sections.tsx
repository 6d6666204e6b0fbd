import type { Currency } from '@facet/contracts/money';
import type { ProductVariantDetail } from '@facet/contracts/products';
import { useRootData } from '../../lib/root-data.ts';
import { breakdownLines, detailRows } from './product-facts.ts';
import { DetailList, Disclosure, PriceBreakdown } from './product-info.tsx';

/**
 * A piece's description, details and price breakdown, folded. A component of its own so that its
 * rows are worked out only where it renders: on the server, not while a phone hydrates the page
 * that keeps it as the server's HTML (decision 036).
 */
export function ProductFactSections({
  product,
  variant,
  currency,
}: {
  product: ProductVariantDetail['product'];
  variant: ProductVariantDetail['variant'];
  currency: Currency;
}) {
  const root = useRootData();
  return (
    <>
      {product.description ? (
        <Disclosure title="Description" defaultOpen>
          <p className="text-[15px] leading-7 text-graphite">{product.description}</p>
        </Disclosure>
      ) : null}
      <Disclosure title="Details" defaultOpen testId="product-details">
        <DetailList rows={detailRows(product, variant)} />
      </Disclosure>
      <Disclosure title="Price breakdown" testId="price-breakdown">
        <PriceBreakdown
          lines={breakdownLines(product, variant, { currency, taxPercent: root?.pricing.charge })}
          price={variant.price}
          currency={currency}
        />
      </Disclosure>
    </>
  );
}
