import { priceJewellery } from '@facet/contracts/pricing';
import { listVariantPriceBasisRows, priceBasisOf } from '../modules/products/product-detail.queries.ts';
import type { TestApp } from './test-app.ts';

/*
 * For the discount tests: the stored price of each variant of a product next to what the
 * pricing function gives from today's rates, parameters and the variant's stored discount.
 */

export interface VariantPrices {
  ringStyle: string | null;
  /** Basis points. */
  discount: number;
  stored: [price: number, listPrice: number, priceUsd: number];
  expected: [price: number, listPrice: number, priceUsd: number];
}

export async function variantPricesOf(t: TestApp, productId: number): Promise<VariantPrices[]> {
  // The product page's read (its variants' price basis), in the order the variants were made.
  const rows = (await listVariantPriceBasisRows(t.database.db, productId)).sort((a, b) => a.id - b.id);
  return rows.map((row) => {
    const { cost, rates } = priceBasisOf(row);
    const price = priceJewellery(cost, rates, row.discount);
    return {
      ringStyle: row.ring_style,
      discount: row.discount,
      stored: [Number(row.price_inr), Number(row.list_price_inr), Number(row.price_usd)],
      expected: [price.inr.price, price.inr.listPrice, price.usd.price],
    };
  });
}
