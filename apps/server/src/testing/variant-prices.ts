import { priceJewellery } from '@facet/contracts/pricing';
import { queryRows } from '@facet/db/client';
import { sql } from 'drizzle-orm';
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
  const rows = await queryRows<{
    ring_style: string | null;
    weight: number;
    stone_cost: string;
    price_per_unit: number;
    labour: number;
    discount: number;
    price_inr: string;
    list_price_inr: string;
    price_usd: string;
    conversion: number;
    charge: number;
    shop_discount: number;
    profit_rate: number;
  }>(
    t.database.db,
    sql`select rs.name as ring_style, v.weight, v.stone_cost, m.price_per_unit, m.labour, v.discount,
               v.price_inr, v.list_price_inr, v.price_usd, pp.conversion, pp.charge, pp.shop_discount, pp.profit_rate
          from product_variants v
          join metals m on m.id = v.metal_id
          left join ring_styles rs on rs.id = v.ring_style_id
          cross join pricing_parameters pp
         where v.product_id = ${productId}
         order by v.id`,
  );
  return rows.map((row) => {
    const price = priceJewellery(
      {
        weightMg: row.weight,
        metal: { pricePerUnit: row.price_per_unit, labour: row.labour },
        stoneCost: Number(row.stone_cost),
      },
      { conversion: row.conversion, charge: row.charge, shopDiscount: row.shop_discount, profitRate: row.profit_rate },
      row.discount,
    );
    return {
      ringStyle: row.ring_style,
      discount: row.discount,
      stored: [Number(row.price_inr), Number(row.list_price_inr), Number(row.price_usd)],
      expected: [price.inr.price, price.inr.listPrice, price.usd.price],
    };
  });
}
